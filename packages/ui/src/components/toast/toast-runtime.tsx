import type { CSSProperties, ReactNode } from 'react';
import toast, { ToastBar, Toaster, type Toast, type ToastOptions } from 'react-hot-toast';
import { IconButton } from '../icon-button';
import { CircleCheckIcon, CircleXIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons';
import type { AppToasterProps, ToastKind, ToastMessage } from './toast-types';

/**
 * Each kind's icon: the outline set in the tokens' status colours, in place of react-hot-toast's filled,
 * animated marks in its own green and red.
 */
const KIND_ICONS = {
  success: <CircleCheckIcon className="text-accent" />,
  error: <CircleXIcon className="text-danger-600" />,
  warning: <WarningIcon className="text-warning-600" />,
  info: <InfoIcon className="text-blue-600" />,
} satisfies Record<ToastKind, ReactNode>;

/** The toaster's default options: closes after 5 s; the text in the product's size and colour. */
const DEFAULT_OPTIONS = { duration: 5000, className: 'text-sm text-fg-strong' } satisfies ToastOptions;

/**
 * What shows toasts: react-hot-toast and the portal's toaster. A chunk of its own, loaded by the first toast
 * (see toast-loader.ts), so no page pays for it before it has something to say.
 */
export function showToast(kind: ToastKind, message: ToastMessage, options: ToastOptions & { id: string }) {
  const withIcon = { icon: KIND_ICONS[kind], ...options };
  if (kind === 'success') return toast.success(message, withIcon);
  if (kind === 'error') return toast.error(message, withIcon);
  return toast(message, withIcon);
}

/**
 * One toast as the toaster draws it: react-hot-toast's bar with its icon and message, and a "Fechar" button when
 * it does not close by itself. A click on the toast closes it too (a convenience for the mouse), but not a click on
 * a control inside it, such as the driver toast's "Copiar senha".
 */
function ToastCard({
  toast: current,
  onDismiss,
  style,
}: {
  toast: Toast;
  onDismiss: () => void;
  style?: CSSProperties;
}) {
  return (
    <ToastBar toast={current} style={style}>
      {({ icon, message }) => (
        <div
          className="flex cursor-pointer items-center"
          onClick={(event) => {
            if (!(event.target instanceof Element && event.target.closest('button, a, input'))) onDismiss();
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
              onClick={onDismiss}
            />
          )}
        </div>
      )}
    </ToastBar>
  );
}

/**
 * Where toasts appear (spec 01 §9): top-center, closing after 5 s unless a toast says otherwise, pausing
 * while hovered, and closing when clicked.
 */
export function ToasterView({ position = 'top-center', toastOptions, ...props }: AppToasterProps) {
  return (
    <Toaster position={position} toastOptions={{ ...DEFAULT_OPTIONS, ...toastOptions }} {...props}>
      {(current) => <ToastCard toast={current} onDismiss={() => toast.dismiss(current.id)} />}
    </Toaster>
  );
}

export interface ToastViewProps {
  /**
   * success: a change saved (green check in a circle); error: something failed (red cross in a circle); warning:
   * a failure the user can act on, such as a rejected request (amber warning sign); info: a neutral note, such as
   * "Senha copiada" (blue info sign). Outline icons, in the tokens' brand, danger, warning and blue.
   */
  kind: ToastKind;
  /** The text, a short sentence in pt-BR; it may hold a control, such as a "Copiar senha" button. */
  message: ReactNode;
  /** Stays until closed (`duration: Infinity`), so it shows a "Fechar" button. */
  sticky?: boolean;
  /** Called by "Fechar" and by a click on the toast outside its controls. */
  onDismiss?: () => void;
}

/**
 * One toast drawn in place, exactly as the toaster draws it, without showing one: for documentation and
 * previews. Staff-facing code does not render it; it calls `notify.success(…)` and the like.
 */
export function ToastView({ kind, message, sticky = false, onDismiss = () => {} }: ToastViewProps) {
  const current: Toast = {
    id: `toast-view-${kind}`,
    type: kind === 'success' || kind === 'error' ? kind : 'blank',
    icon: KIND_ICONS[kind],
    message: <>{message}</>,
    ...DEFAULT_OPTIONS,
    duration: sticky ? Number.POSITIVE_INFINITY : DEFAULT_OPTIONS.duration,
    pauseDuration: 0,
    ariaProps: { role: 'status', 'aria-live': 'polite' },
    createdAt: 0,
    visible: true,
    dismissed: false,
  };
  // The toaster keeps a toast transparent until it has measured it; drawn in place, it shows at once. The flex
  // parent sizes it to its content, as the toaster's row does.
  return (
    <div className="flex">
      <ToastCard toast={current} onDismiss={onDismiss} style={{ opacity: 1 }} />
    </div>
  );
}
