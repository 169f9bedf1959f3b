import { Button } from '../button';
import { Dialog } from '../dialog';

export interface ConfirmDialogProps {
  /** Shows the dialog. The caller holds it: set it false from `onCancel`, and once the confirmed action ends. */
  open: boolean;
  /** The question, for example 'Tem certeza que deseja apagar o usuário?'. */
  message: string;
  /**
   * The dialog's title and accessible name. Default 'Confirmação' (the specification's word); in new texts say
   * what will happen: 'Excluir a operação Norte?'.
   */
  title?: string;
  /**
   * The confirm button's text. Default 'Confirmar'; in new texts repeat the action's verb ('Excluir',
   * 'Cancelar programação'), so the button says what it does without the question.
   */
  confirmLabel?: string;
  /** The button that gives up. Default 'Cancelar'; use 'Voltar' when the action itself is a cancellation. */
  cancelLabel?: string;
  /** 'danger' for destructive actions (the default), 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Called by the confirm button (click, Enter or Space). The dialog stays open until `open` turns false. */
  onConfirm: () => void;
  /** Called by Esc, the × and the cancel button, but not while `busy`. */
  onCancel: () => void;
}

/**
 * A modal question before an action that cannot be undone or that affects others: 'Tem certeza que deseja apagar
 * o usuário?', with a cancel and a confirm button.
 *
 * **When to use.** Before deleting, deactivating or cancelling something, and before leaving a form with unsaved
 * changes (a dialog's form gets this from `GuardedDialog`). Not for an action the user can undo (do it and say so
 * in a toast), nor for a form: a dialog with fields is a `Dialog`.
 *
 * Content rules (Fundamentos/Regras de conteúdo): in new texts the title says what will happen and the confirm
 * button repeats its verb (title 'Excluir a operação Norte?', buttons 'Cancelar' and 'Excluir'), instead of the
 * generic 'Confirmação' and 'Confirmar' pair, which stays only where the specification writes it. The cancel
 * button comes first and the confirm button last, by the edge; a destructive action keeps the danger tone.
 *
 * **Accessibility.** A modal `role="alertdialog"` named by the title and described by the message, so a screen
 * reader reads both when it opens. The focus starts on the cancel button, never on the destructive one, and Tab
 * stays inside the dialog (cancel, confirm, ×). Esc, the × ('Fechar') and the cancel button call `onCancel`;
 * while `busy` they do nothing, the × is gone and the confirm button is `aria-busy`. The page behind is inert.
 */
export function ConfirmDialog({
  open,
  message,
  title = 'Confirmação',
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      hideCloseButton={busy}
      footer={
        <>
          <Button variant="basic" onClick={cancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
