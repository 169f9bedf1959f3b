import type { FormExtension } from '@frota/engine/react';
import { driverCreateExtension } from '../drivers/driver-create-extension.tsx';
import { integrationKeyCreateExtension } from '../integration-keys/integration-key-create-extension.tsx';

/** The portal's custom create flows, by the names the schemas give them (`forms.create.extension`). */
export const FORM_EXTENSIONS: Readonly<Record<string, FormExtension>> = {
  'driver-create': driverCreateExtension,
  'integration-key-create': integrationKeyCreateExtension,
};
