import type { ComponentType } from 'react';
import type { EntitySchema } from '../../core/index.ts';

/** What a bespoke form dialog is opened for: a new record, a record to edit, or one to look at. */
export type FormComponentMode = 'create' | 'edit' | 'view';

/**
 * The props of a bespoke form dialog (`forms.component`), registered by the portal through EngineProvider's
 * `formComponents`. The list opens it for Novo, the edit button and the view button; the dialog loads and
 * saves through the data provider with the schema's calls and messages.
 */
export interface FormComponentProps {
  entity: EntitySchema;
  mode: FormComponentMode;
  /** The record to edit or view. */
  id?: number;
  onClose: () => void;
  /** After a save: refreshes the entity's lists, short lists and records on screen. */
  onSaved: () => Promise<void>;
}

/** A bespoke form dialog; the portal usually registers it `lazy`, so its code loads when it first opens. */
export type FormComponent = ComponentType<FormComponentProps>;
