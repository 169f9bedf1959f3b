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
            // A convenience for the mouse; keyboard users need nothing here, toasts close by themselves.
            <div className="flex cursor-pointer items-center" onClick={() => toast.dismiss(current.id)}>
              {icon}
              {message}
            </div>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
