import type { ToastOptions } from 'react-hot-toast';
import { withToastRuntime } from './toast-loader';
import type { ToastKind, ToastMessage } from './toast-types';

let lastId = 0;

/** The `notify` function of one kind of toast. */
const show =
  (kind: ToastKind) =>
  (message: ToastMessage, options?: ToastOptions): string => {
    // The id is chosen here, so it can be returned before react-hot-toast has loaded.
    const id = options?.id ?? `notify-${++lastId}`;
    withToastRuntime((runtime) => runtime.showToast(kind, message, { ...options, id }));
    return id;
  };

/**
 * Shows toasts in the AppToaster; each function returns the toast id (for `toast.dismiss(id)`).
 * Pass `{ duration: Infinity }` for a toast that stays until closed. The first toast loads react-hot-toast.
 *
 * @example notify.success('Usuário criado com sucesso')
 * @example notify.warning('Não encontrado.')
 */
export const notify = {
  success: show('success'),
  error: show('error'),
  /** A failure the user can act on, such as a rejected request: amber ⚠ icon. */
  warning: show('warning'),
  info: show('info'),
};
