import {
  actionRefusal,
  canDoProgrammingAction,
  type ProgrammingAction,
  type ProgrammingStatus,
  type ProgressState,
  startProgress,
} from '@frota/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { justifications, programmings } from '../../db/generated/entity-tables.ts';
import { apiError, fieldError } from '../../http/errors.ts';
import { loadReferencePlaces } from './places.ts';
import { planOf, planReferenceIds, progressValues, selectProgressRows, statusCode } from './progress-rows.ts';
import { programmingProgress, programmingStatusChanges } from './tables.ts';

/** The actions that change a programming's status by hand (spec 02 §7: POST {id}/start, complete, cancel). */
export type StatusAction = Extract<ProgrammingAction, 'start' | 'complete' | 'cancel'>;

export const CANCEL_MESSAGES = {
  missing: 'Escolha uma justificativa.',
  invalid: 'Escolha uma justificativa de cancelamento ativa.',
} as const;

export interface StatusActionInput {
  id: number;
  action: StatusAction;
  /** The staff member who asked. */
  userId: number;
  /** Cancel's body. */
  body?: unknown;
  now?: Date;
  notFound: string;
}

/** The justification a cancel names, checked: it exists, is active and is of the Cancellation type. */
async function cancellationJustification(tx: Transaction, body: unknown): Promise<number> {
  const raw = (body as { justificationId?: unknown } | null | undefined)?.justificationId;
  const id = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw;
  if (id === undefined || id === null || id === '')
    throw fieldError('VALIDATION', { justificationId: CANCEL_MESSAGES.missing });
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw fieldError('VALIDATION', { justificationId: CANCEL_MESSAGES.invalid });
  const [found] = await tx
    .select({ id: justifications.id })
    .from(justifications)
    .where(
      and(
        eq(justifications.id, id),
        eq(justifications.isActive, true),
        eq(justifications.type, 'Cancellation'),
      ),
    );
  if (!found) throw fieldError('VALIDATION', { justificationId: CANCEL_MESSAGES.invalid });
  return id;
}

/**
 * Start, complete or cancel a programming, with its row locked: the status allows it (else 409 with the
 * reason), the new status and its progress are written, and the change is kept in the history. Start puts
 * the trip on its way to the origin (the status rules take it from there); complete and cancel close it.
 */
export async function runStatusAction(db: Database, input: StatusActionInput): Promise<void> {
  const { id, action, userId, body, now = new Date(), notFound } = input;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: programmings.status })
      .from(programmings)
      .where(eq(programmings.id, id))
      .for('update');
    if (!locked) throw apiError('NOT_FOUND', [notFound]);
    if (!canDoProgrammingAction(action, locked.status))
      throw apiError('STATE_CONFLICT', [actionRefusal(action, locked.status)]);
    const justificationId = action === 'cancel' ? await cancellationJustification(tx, body) : null;
    let next: ProgrammingStatus;
    let progress: ProgressState | undefined;
    if (action === 'start') {
      const [row] = await selectProgressRows(tx, eq(programmings.id, id));
      if (!row) throw apiError('NOT_FOUND', [notFound]);
      const places = await loadReferencePlaces(tx, planReferenceIds(row));
      // Readings from before the start are not this trip's.
      progress = {
        ...startProgress(planOf(row, places), now.toISOString()),
        lastReadingAt: now.toISOString(),
      };
      next = progress.status;
    } else next = action === 'complete' ? 'Completed' : 'Cancelled';
    await tx
      .update(programmings)
      .set({ status: statusCode(next) })
      .where(eq(programmings.id, id));
    if (progress) {
      const values = progressValues(id, progress);
      await tx
        .insert(programmingProgress)
        .values(values)
        .onConflictDoUpdate({ target: programmingProgress.programmingId, set: values });
    } else
      await tx
        .update(programmingProgress)
        .set({ stage: 'done', pendingInside: null, pendingSince: null, pendingReadings: null })
        .where(eq(programmingProgress.programmingId, id));
    await tx.insert(programmingStatusChanges).values({
      programmingId: id,
      fromStatus: locked.status,
      toStatus: statusCode(next),
      justificationId,
      userId,
      changedAt: now,
    });
  });
}
