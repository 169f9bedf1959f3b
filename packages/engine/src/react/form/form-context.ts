import type { EntityRecord } from '../../core/index.ts';

/** What every widget of a generic form may read besides its own value (RJSF's formContext). */
export interface FormContext {
  /** The whole form's values: a dependent select reads its parent's. */
  formData?: Record<string, unknown>;
  /** The record being edited, with its display names (a relation's saved choice). */
  record?: EntityRecord;
}
