import { Button } from '../button';
import { Dialog } from '../dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, for example 'Tem certeza que deseja apagar o usuário?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (the default), 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the user to confirm an action. Esc, the × and "Cancelar" call onCancel; focus starts on "Cancelar". */
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
