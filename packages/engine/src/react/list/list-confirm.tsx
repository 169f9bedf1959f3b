import { ConfirmDialog } from '@frota/ui';
import { useListContext } from './list-context.tsx';

/** The delete and activate/deactivate question of a list (its own chunk: loaded when first asked). */
export function ListConfirm() {
  const { pending, busy, confirmMessage, confirmPending, cancelPending } = useListContext();
  return (
    <ConfirmDialog
      open={pending !== null}
      message={confirmMessage}
      tone={pending?.kind === 'delete' || pending?.kind === 'unlink' ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={() => void confirmPending()}
      onCancel={cancelPending}
    />
  );
}
