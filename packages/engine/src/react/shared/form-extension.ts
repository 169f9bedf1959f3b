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
  afterCreate(answer: unknown, sent: Record<string, unknown>): CreateFlowOutcome | Promise<CreateFlowOutcome>;
  /** Called when a form that uses the extension opens, so its code is loaded before the first save. */
  preload?(): void;
}

/**
 * An extension whose code loads on demand (a dynamic import): off every route's chunk, loaded when a form that uses
 * it opens (`preload`) and at the latest on its first create. A failed load is tried again on the next call.
 *
 * @example lazyFormExtension(() => import('./driver-create-extension.tsx').then((m) => m.driverCreateExtension))
 */
export function lazyFormExtension(load: () => Promise<FormExtension>): FormExtension {
  let loading: Promise<FormExtension> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    afterCreate: async (answer, sent) => (await loaded()).afterCreate(answer, sent),
    preload: () => void loaded().catch(() => undefined),
  };
}
