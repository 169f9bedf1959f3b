import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog, type DialogProps } from '../dialog';

const DEFAULT_QUESTION = 'Existem alterações não salvas. Deseja descartá-las?';

export interface DiscardChangesDialogProps {
  /** Shows the question. */
  open: boolean;
  /** The question. Default 'Existem alterações não salvas. Deseja descartá-las?'. */
  message?: string;
  /** Called by 'Descartar': the edits are thrown away and the form closes. */
  onDiscard: () => void;
  /** Called by 'Continuar editando', Esc and the ×: back to the form, edits kept. */
  onKeepEditing: () => void;
}

/**
 * The question GuardedDialog asks before throwing edits away: a ConfirmDialog titled 'Descartar alterações',
 * with 'Continuar editando' (focused first) and 'Descartar'.
 *
 * **When to use.** GuardedDialog opens it by itself; render it directly only to ask the same question elsewhere
 * (inside the dialog whose edits it guards, so Headless UI nests it and Esc reaches only the question).
 *
 * **Accessibility.** A `role="alertdialog"` named 'Descartar alterações' and described by the message. The focus
 * starts on 'Continuar editando', the harmless choice; Esc keeps editing.
 */
export function DiscardChangesDialog({
  open,
  message = DEFAULT_QUESTION,
  onDiscard,
  onKeepEditing,
}: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Descartar alterações"
      message={message}
      confirmLabel="Descartar"
      cancelLabel="Continuar editando"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}

export interface GuardedDialogProps {
  /** Shows the dialog. The caller holds it, and sets it false from `onClose`. */
  open: boolean;
  /** Called when the dialog really closes: at once when clean, after 'Descartar' when dirty. */
  onClose: () => void;
  /** The heading at the top, which is also the dialog's accessible name. */
  title: string;
  /** True once the user has changed something; closing then asks first. */
  dirty: boolean;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The form. */
  children?: ReactNode;
  /**
   * Action buttons. Pass a function to get the guarded close, so a 'Cancelar' button asks too:
   * `footer={(requestClose) => <Button variant="basic" onClick={requestClose}>Cancelar</Button>}`.
   */
  footer?: ReactNode | ((requestClose: () => void) => ReactNode);
  /** The question asked when closing with changes. Default 'Existem alterações não salvas. Deseja descartá-las?'. */
  confirmMessage?: string;
  /** Maximum width, as in Dialog: sm 384 px, md 512 px (default), lg 768 px. */
  size?: DialogProps['size'];
  /** Classes added to the panel (the white box), for layout only. */
  className?: string;
}

/**
 * A Dialog holding a form, which asks before throwing the user's edits away.
 *
 * **When to use.** For a form in a dialog, such as editing a record of a list in modal mode: with `dirty`, Esc,
 * the × button, a click on the backdrop and a footer's guarded close open the question 'Descartar alterações':
 * 'Descartar' closes, 'Continuar editando' or Esc goes back to the form. Without `dirty` they close at once. A
 * dialog without edits to lose (a text to read, a question) is a plain `Dialog` or a `ConfirmDialog`.
 *
 * **Accessibility.** Everything a `Dialog` does: `role="dialog"` named by the title, focus moved inside and kept
 * there, the page behind inert. The question is a nested `role="alertdialog"` (`DiscardChangesDialog`) that
 * takes the focus on 'Continuar editando' and gives it back to the form when dismissed; only the top dialog
 * reacts to Esc and outside clicks. Pass `dirty` from the form so a keyboard user is asked exactly when a mouse
 * user is.
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
  confirmMessage = DEFAULT_QUESTION,
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
      <DiscardChangesDialog
        open={open && confirming}
        message={confirmMessage}
        onDiscard={discard}
        onKeepEditing={() => setConfirming(false)}
      />
    </Dialog>
  );
}
