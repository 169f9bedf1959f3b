import type * as ToastRuntimeModule from './toast-runtime';

export type ToastRuntime = typeof ToastRuntimeModule;

let runtime: ToastRuntime | undefined;
let loading: Promise<ToastRuntime> | undefined;
const listeners = new Set<() => void>();

/** Loads the toast runtime once (again after a failed attempt); callers share the same promise. */
function loadToastRuntime(): Promise<ToastRuntime> {
  loading ??= import('./toast-runtime').then(
    (module) => {
      runtime = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `task` with the runtime: at once when it has loaded, else once it has (in call order). A toast asked for
 * while the runtime cannot load (offline) is dropped, and the next toast tries again.
 */
export function withToastRuntime(task: (runtime: ToastRuntime) => void): void {
  if (runtime) task(runtime);
  else loadToastRuntime().then(task, () => undefined);
}

/** The runtime once the first toast has loaded it, for the toaster (a useSyncExternalStore source). */
export const loadedToastRuntime = (): ToastRuntime | undefined => runtime;

export function subscribeToastRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
