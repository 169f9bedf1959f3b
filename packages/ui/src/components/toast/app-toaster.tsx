import { Toaster, type ToasterProps } from 'react-hot-toast';

export type AppToasterProps = ToasterProps;

/** Where toasts appear: top-center, closing after 5 s unless a toast says otherwise. */
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
    />
  );
}
