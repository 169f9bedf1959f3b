import { ToastBar, Toaster, toast, type ToasterProps } from 'react-hot-toast';

export type AppToasterProps = ToasterProps;

/**
 * Where toasts appear (spec 01 §9): top-center, closing after 5 s unless a toast says otherwise, pausing
 * while hovered, and closing when clicked.
 */
export function AppToaster({ position = 'top-center', toastOptions, ...props }: AppToasterProps) {
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
            </div>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
