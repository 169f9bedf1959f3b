import { useState } from 'react';
import type { EntitySchema } from '@frota/engine';
import { isAbortError, useEngine } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { HttpError } from '../../../http/http-error.ts';
import { programmingsApi } from '../shared/programmings-api.ts';
import { PROGRAMMING_MESSAGES, withReason } from '../shared/programming-messages.ts';
import type { RowActionKind } from './programming-row-actions.tsx';
import type { ProgrammingRow } from './programming-row.ts';

const OUTCOMES = {
  start: { done: PROGRAMMING_MESSAGES.started, failed: PROGRAMMING_MESSAGES.startFailed },
  complete: { done: PROGRAMMING_MESSAGES.completed, failed: PROGRAMMING_MESSAGES.completeFailed },
  cancel: { done: PROGRAMMING_MESSAGES.cancelled, failed: PROGRAMMING_MESSAGES.cancelFailed },
  delete: { done: '', failed: PROGRAMMING_MESSAGES.deleteFailed },
} as const;

/** The server's reason for a refusal (a 400's or 409's message), when it gave one. */
function reasonOf(error: unknown): string | undefined {
  return error instanceof HttpError && (error.status === 400 || error.status === 409)
    ? error.messages[0]
    : undefined;
}

/**
 * The row actions' flow: every one asks first (a confirmation, or the cancel dialog with its justification),
 * then calls the API, says how it went in the spec's words (with the server's reason on a refusal) and
 * reloads the list.
 */
export function useProgrammingActions(entity: EntitySchema, reload: () => void) {
  const { dataProvider } = useEngine();
  const [pending, setPending] = useState<{ kind: RowActionKind; row: ProgrammingRow } | undefined>();
  const [busy, setBusy] = useState(false);
  // Whether an action was ever asked: the dialogs load with the first one.
  const [asked, setAsked] = useState(false);

  const run = async (justificationId?: number) => {
    if (!pending) return;
    const { kind, row } = pending;
    setBusy(true);
    try {
      if (kind === 'delete') await dataProvider.remove({ entity, id: row.id });
      else await programmingsApi.statusAction(entity, kind, row.id, justificationId);
      notify.success(kind === 'delete' ? entity.messages.deleted : OUTCOMES[kind].done);
      setPending(undefined);
      reload();
    } catch (error) {
      if (isAbortError(error)) return;
      notify.error(withReason(OUTCOMES[kind].failed, reasonOf(error)));
      // A refusal means the row changed under the user: show it as it is now.
      if (reasonOf(error)) {
        setPending(undefined);
        reload();
      }
    } finally {
      setBusy(false);
    }
  };

  const confirmMessage = (() => {
    if (!pending || pending.kind === 'cancel') return undefined;
    const { kind, row } = pending;
    if (kind === 'start') return PROGRAMMING_MESSAGES.confirmStart(row.id);
    if (kind === 'complete') return PROGRAMMING_MESSAGES.confirmComplete(row.id);
    return PROGRAMMING_MESSAGES.confirmDelete(row.id);
  })();

  return {
    pending,
    busy,
    confirmMessage,
    asked,
    ask: (kind: RowActionKind, row: ProgrammingRow) => {
      setAsked(true);
      setPending({ kind, row });
    },
    dismiss: () => !busy && setPending(undefined),
    confirm: (justificationId?: number) => void run(justificationId),
  };
}
