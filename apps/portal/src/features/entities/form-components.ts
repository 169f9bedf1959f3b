import { lazy } from 'react';
import type { FormComponent } from '@frota/engine/react';

/**
 * The portal's bespoke form dialogs, by the names the schemas give them (`forms.component`); each loads with
 * its first opening, not with the list.
 */
export const FORM_COMPONENTS: Readonly<Record<string, FormComponent>> = {
  'reference-form': lazy(() =>
    import('../references/reference-form-dialog.tsx').then((m) => ({ default: m.ReferenceFormDialog })),
  ),
};
