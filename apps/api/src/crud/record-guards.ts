import { notRegistered, type EntityRecord } from '@frota/engine';
import { apiError } from '../http/errors.ts';
import type { RetireGuard } from './repository.ts';

/** The writes a record guard judges. */
export type GuardedWrite = 'update' | 'delete';

/**
 * A record guard (`api.guard`): whether the record, as it is inside the write's transaction with its row
 * locked, may be updated or deleted; a refusal is its pt-BR reason, answered as 409.
 */
export interface RecordGuard {
  refusal(write: GuardedWrite, record: EntityRecord): string | undefined;
}

/** The API's record guards by name, as schemas name them. */
export type RecordGuards = Readonly<Record<string, RecordGuard>>;

/** The guard a schema names, or an error at start-up naming the schema and what is registered. */
export function recordGuardFor(entityId: string, name: string, guards: RecordGuards): RecordGuard {
  const guard = guards[name];
  if (!guard) throw notRegistered(entityId, '/api/guard', name, guards, 'API');
  return guard;
}

/** A guard's judgement as the repository runs it inside the write's transaction. */
export function guardedWrite(guard: RecordGuard | undefined, write: GuardedWrite): RetireGuard | undefined {
  if (!guard) return undefined;
  return async (_tx, record) => {
    const refusal = guard.refusal(write, record);
    if (refusal) throw apiError('STATE_CONFLICT', [refusal]);
  };
}

/** Two guards run one after the other (an account's own and the schema's). */
export function bothGuards(first?: RetireGuard, second?: RetireGuard): RetireGuard | undefined {
  if (!first || !second) return first ?? second;
  return async (tx, record) => {
    await first(tx, record);
    await second(tx, record);
  };
}
