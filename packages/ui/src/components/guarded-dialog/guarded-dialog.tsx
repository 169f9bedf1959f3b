import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog, type DialogProps } from '../dialog';

export interface GuardedDialogProps {
  open: boolean;
  /** Called when the dialog really closes: at once when clean, after 'Descartar' when dirty. */
  onClose: () => void;
  title: string;
  /** True once the user has changed something; closing then asks first. */
  dirty: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Action buttons. Pass a function to get the guarded close, so a 'Cancelar' button asks too:
   * `footer={(requestClose) => <Button onClick={requestClose}>Cancelar</Button>}`.
   */
  footer?: ReactNode | ((requestClose: () => void) => ReactNode);
  confirmMessage?: string;
  size?: DialogProps['size'];
  className?: string;
}

/**
 * A modal that asks before throwing edits away. With `dirty`, Esc, the × button, a click on the backdrop
 * (and a footer's guarded close) open a confirmation: 'Descartar' closes, 'Continuar editando' or Esc goes
 * back to the form. Without `dirty` they close at once.
 *
 * @example <GuardedDialog open={open} onClose={close} title="Editar referência" dirty={form.isDirty}>…</GuardedDialog>
 */
export function GuardedDialog({
  open,
  onClose,
  title,
  dirty,
  description,
  children,
  footer,
  confirmMessage = 'Existem alterações não salvas. Deseja descartá-las?',
  size,
  className,
}: GuardedDialogProps) {
  const [confirming, setConfirming] = useState(false);
  // A parent that closes the dialog by itself (after a save) must not find the question waiting on reopening.
  if (!open && confirming) setConfirming(false);

  const requestClose = () => {
    if (dirty) setConfirming(true);
    else onClose();
  };
  const discard = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      title={title}
      description={description}
      size={size}
      className={className}
      footer={typeof footer === 'function' ? footer(requestClose) : footer}
    >
      {children}
      {/* Rendered inside the dialog so Headless UI nests it: Esc and outside clicks reach only the top one. */}
      <ConfirmDialog
        open={open && confirming}
        title="Descartar alterações"
        message={confirmMessage}
        confirmLabel="Descartar"
        cancelLabel="Continuar editando"
        onConfirm={discard}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
