/** What a custom create flow decided after the call: leave the form, or stay with what is left to do. */
export interface CreateFlowOutcome {
  /** Everything worked: the form goes where a save goes (the list). */
  done: boolean;
  /** When not done, the values the form keeps (the names that failed), so nothing to retry is lost. */
  keep?: Record<string, unknown>;
}

/**
 * A custom create flow of the portal (`forms.create.extension`), registered under the schema's name through
 * EngineProvider's `formExtensions`: it shows the call's answer (the drivers' per-name results) in place of
 * the generic success toast, and says whether the form is done. The call, validation and errors stay generic.
 */
export interface FormExtension {
  afterCreate(answer: unknown, sent: Record<string, unknown>): CreateFlowOutcome;
}
