import { lazyFormExtension, type FormExtension } from '@frota/engine/react';

/**
 * The portal's custom create flows, by the names the schemas give them (`forms.create.extension`). The engine's
 * provider holds them on every route, so each loads with the first form that uses it.
 */
export const FORM_EXTENSIONS: Readonly<Record<string, FormExtension>> = {
  'driver-create': lazyFormExtension(() =>
    import('../drivers/driver-create-extension.tsx').then((m) => m.driverCreateExtension),
  ),
  'integration-key-create': lazyFormExtension(() =>
    import('../integration-keys/integration-key-create-extension.tsx').then(
      (m) => m.integrationKeyCreateExtension,
    ),
  ),
};
