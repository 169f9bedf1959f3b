import toast, { type Renderable, type Toast, type ToastOptions, type ValueOrFunction } from 'react-hot-toast';
import { InfoIcon, WarningIcon } from '../icons';

export type ToastMessage = ValueOrFunction<Renderable, Toast>;

/**
 * Shows toasts in the AppToaster; each function returns the toast id (for `toast.dismiss(id)`).
 * Pass `{ duration: Infinity }` for a toast that stays until closed.
 *
 * @example notify.success('Usuário criado com sucesso')
 * @example notify.warning('Não encontrado.')
 */
export const notify = {
  success(message: ToastMessage, options?: ToastOptions): string {
    return toast.success(message, options);
  },
  error(message: ToastMessage, options?: ToastOptions): string {
    return toast.error(message, options);
  },
  /** A failure the user can act on, such as a rejected request: amber ⚠ icon. */
  warning(message: ToastMessage, options?: ToastOptions): string {
    return toast(message, {
      icon: <WarningIcon className="size-5 text-warning-500" />,
      ...options,
    });
  },
  info(message: ToastMessage, options?: ToastOptions): string {
    return toast(message, { icon: <InfoIcon className="size-5 text-blue-600" />, ...options });
  },
};
