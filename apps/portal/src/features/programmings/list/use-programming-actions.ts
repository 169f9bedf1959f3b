import { useState } from 'react';
import type { EntitySchema } from '@frota/engine';
import { isAbortError } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { HttpError } from '../../../http/http-error.ts';
import { programmingsApi } from '../shared/programmings-api.ts';
import { PROGRAMMING_MESSAGES, withReason } from '../shared/programming-messages.ts';
import type { StatusActionKind } from './programming-row-actions.tsx';
import type { ProgrammingRow } from './programming-row.ts';

const OUTCOMES = {
  start: { done: PROGRAMMING_MESSAGES.started, failed: PROGRAMMING_MESSAGES.startFailed },
  complete: { done: PROGRAMMING_MESSAGES.completed, failed: PROGRAMMING_MESSAGES.completeFailed },
  cancel: { done: PROGRAMMING_MESSAGES.cancelled, failed: PROGRAMMING_MESSAGES.cancelFailed },
} as const;

/** The server's reason for a refusal (a 400's or 409's message), when it gave one. */
function reasonOf(error: unknown): string | undefined {
  return error instanceof HttpError && (error.status === 400 || error.status === 409)
    ? error.messages[0]
    : undefined;
}

/**
 * The status actions' flow (start, complete, cancel; delete is the list's own): each asks first (a
 * confirmation, or the cancel dialog with its justification), then calls the API, says how it went in the
 * spec's words (with the server's reason on a refusal) and reloads the list.
 */
export function useProgrammingActions(entity: EntitySchema, reload: () => void) {
  const [pending, setPending] = useState<{ kind: StatusActionKind; row: ProgrammingRow } | undefined>();
  const [busy, setBusy] = useState(false);
  // Whether an action was ever asked: the dialogs load with the first one.
  const [asked, setAsked] = useState(false);

  const run = async (justificationId?: number) => {
    if (!pending) return;
    const { kind, row } = pending;
    setBusy(true);
    try {
      await programmingsApi.statusAction(entity, kind, row.id, justificationId);
      notify.success(OUTCOMES[kind].done);
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
    return kind === 'start'
      ? PROGRAMMING_MESSAGES.confirmStart(row.id)
      : PROGRAMMING_MESSAGES.confirmComplete(row.id);
  })();

  return {
    pending,
    busy,
    confirmMessage,
    asked,
    ask: (kind: StatusActionKind, row: ProgrammingRow) => {
      setAsked(true);
      setPending({ kind, row });
    },
    dismiss: () => !busy && setPending(undefined),
    confirm: (justificationId?: number) => void run(justificationId),
  };
}
