import { ConfirmDialog } from '@frota/ui';
import { CancelDialog } from './cancel-dialog.tsx';
import type { useProgrammingActions } from './use-programming-actions.ts';

/**
 * The status actions' questions: the confirmation of start and complete, and the cancel dialog with its
 * justification. Their own chunk (Headless UI's dialog), loaded with the first action asked.
 */
export function ProgrammingActionDialogs({ actions }: { actions: ReturnType<typeof useProgrammingActions> }) {
  return (
    <>
      <ConfirmDialog
        open={actions.confirmMessage !== undefined}
        message={actions.confirmMessage ?? ''}
        tone="primary"
        busy={actions.busy}
        onConfirm={() => actions.confirm()}
        onCancel={actions.dismiss}
      />
      <CancelDialog
        programmingId={actions.pending?.kind === 'cancel' ? actions.pending.row.id : undefined}
        busy={actions.busy}
        onConfirm={(justificationId) => actions.confirm(justificationId)}
        onClose={actions.dismiss}
      />
    </>
  );
}
