import toast, { ToastBar, Toaster, type ToastOptions } from 'react-hot-toast';
import { IconButton } from '../icon-button';
import { CloseIcon, InfoIcon, WarningIcon } from '../icons';
import type { AppToasterProps } from './app-toaster';
import type { ToastKind, ToastMessage } from './toast-loader';

/**
 * What shows toasts: react-hot-toast and the portal's toaster. A chunk of its own, loaded by the first toast
 * (see toast-loader.ts), so no page pays for it before it has something to say.
 */
export function showToast(kind: ToastKind, message: ToastMessage, options: ToastOptions & { id: string }) {
  switch (kind) {
    case 'success':
      return toast.success(message, options);
    case 'error':
      return toast.error(message, options);
    // A failure the user can act on, such as a rejected request: amber ⚠ icon.
    case 'warning':
      return toast(message, { icon: <WarningIcon className="size-5 text-warning-500" />, ...options });
    case 'info':
      return toast(message, { icon: <InfoIcon className="size-5 text-blue-600" />, ...options });
  }
}

/**
 * Where toasts appear (spec 01 §9): top-center, closing after 5 s unless a toast says otherwise, pausing
 * while hovered, and closing when clicked.
 */
export function ToasterView({ position = 'top-center', toastOptions, ...props }: AppToasterProps) {
  return (
    <Toaster
      position={position}
      toastOptions={{
        duration: 5000,
        className: 'text-sm text-ink-900',
        ...toastOptions,
      }}
      {...props}
    >
      {(current) => (
        <ToastBar toast={current}>
          {({ icon, message }) => (
            // A click on the toast closes it (a convenience for the mouse; toasts close by themselves), but not a
            // click on a control inside it, such as the driver toast's "Copiar senha".
            <div
              className="flex cursor-pointer items-center"
              onClick={(event) => {
                if (!(event.target instanceof Element && event.target.closest('button, a, input')))
                  toast.dismiss(current.id);
              }}
            >
              {icon}
              {message}
              {/* A toast that does not close by itself needs a way to close it without a mouse. */}
              {current.duration === Number.POSITIVE_INFINITY && (
                <IconButton
                  label="Fechar"
                  icon={<CloseIcon />}
                  className="-my-1 -mr-1 ml-1"
                  onClick={() => toast.dismiss(current.id)}
                />
              )}
            </div>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
