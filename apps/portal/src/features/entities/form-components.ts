import { lazy } from 'react';
import type { FormComponent } from '@frota/engine/react';

/**
 * The portal's bespoke form dialogs, by the names the schemas give them (`forms.component`); each loads with
 * its first opening, not with the list (see bespoke-form-loaders.ts for why the import is two steps).
 */
export const FORM_COMPONENTS: Readonly<Record<string, FormComponent>> = {
  'reference-form': lazy(() => import('./bespoke-form-loaders.ts').then((m) => m.loadReferenceForm())),
};
