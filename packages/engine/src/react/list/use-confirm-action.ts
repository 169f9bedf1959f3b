import { useState } from 'react';
import { notify } from '@frota/ui';
import { fillMessage, IS_ACTIVE_FIELD } from '../../core/index.ts';
import { recordLabel } from '../shared/record-label.ts';
import type { EntityRecord, EntitySchema } from '../../core/index.ts';
import { isAbortError } from '../shared/abort-error.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { errorMessages } from '../shared/error-messages.ts';

export type ConfirmKind = 'delete' | 'toggle' | 'unlink';
export type PendingAction = { kind: ConfirmKind; record: EntityRecord } | null;

/**
 * A delete, an activate/deactivate or an association's unlink that asks first (ra-core's useDeleteWithConfirmController): the question
 * from the entity's messages, the call, the toast, and what to do after it worked (`onDone`, e.g. revalidate
 * the list, with whether the record was deleted).
 */
export function useConfirmAction(entity: EntitySchema, onDone: (kind: ConfirmKind) => Promise<void> | void) {
  const { dataProvider } = useEngine();
  const [pending, setPending] = useState<PendingAction>(null);
  const [busy, setBusy] = useState(false);
  const { messages } = entity;

  async function confirm() {
    if (!pending) return;
    const { kind, record } = pending;
    const activating = kind === 'toggle' && record[IS_ACTIVE_FIELD] !== true;
    setBusy(true);
    try {
      if (kind === 'delete') await dataProvider.remove({ entity, id: record.id });
      else if (kind === 'unlink') await dataProvider.call({ entity, action: 'unlink', id: record });
      else await dataProvider.setActive({ entity, id: record.id, active: activating });
      notify.success(
        kind === 'delete'
          ? messages.deleted
          : kind === 'unlink'
            ? messages.unlinked
            : activating
              ? messages.activated
              : messages.deactivated,
      );
      await onDone(kind);
    } catch (error) {
      if (isAbortError(error)) return;
      const failed =
        kind === 'delete'
          ? messages.deleteFailed
          : kind === 'unlink'
            ? messages.unlinkFailed
            : activating
              ? messages.activateFailed
              : messages.deactivateFailed;
      // The spec's failure text, with the server's reason when it gave one (one toast, not two).
      const [reason] = errorMessages(error);
      notify.warning(reason ? `${failed}: ${reason}` : failed);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const message = pending
    ? fillMessage(
        pending.kind === 'delete'
          ? messages.confirmDelete
          : pending.kind === 'unlink'
            ? messages.confirmUnlink
            : pending.record[IS_ACTIVE_FIELD] === true
              ? messages.confirmDeactivate
              : messages.confirmActivate,
        { name: recordLabel(entity, pending.record) },
      )
    : '';

  return {
    pending,
    busy,
    message,
    askDelete: (record: EntityRecord) => setPending({ kind: 'delete', record }),
    askToggle: (record: EntityRecord) => setPending({ kind: 'toggle', record }),
    askUnlink: (record: EntityRecord) => setPending({ kind: 'unlink', record }),
    cancel: () => setPending(null),
    confirm,
  };
}
