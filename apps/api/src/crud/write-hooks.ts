import { notRegistered, type EntityRecord } from '@frota/engine';
import type { Transaction } from '../db/database.ts';

/** A generic write of one record, as a write hook sees it. */
export interface RecordWrite {
  action: 'create' | 'update' | 'delete' | 'activate' | 'inactivate';
  /** The record before the write (as the call read it); absent on create. */
  before?: EntityRecord;
  /** The record after the write, read inside the transaction; absent on delete. */
  after?: EntityRecord;
}

/**
 * A write hook (`api.afterWrite`): runs inside the transaction of every generic write of a record (create,
 * update, delete, activate, inactivate), after the write. What it writes commits or rolls back with the
 * record, and a throw undoes the whole write: the place to queue work a change implies (the rewards'
 * recomputation when a bonus range changes) so that it is never lost nor queued for a write that failed.
 */
export type WriteHook = (tx: Transaction, write: RecordWrite) => Promise<void>;

/** The API's write hooks by name, as schemas name them. */
export type WriteHooks = Readonly<Record<string, WriteHook>>;

/** The hook a schema names, or an error at start-up naming the schema and what is registered. */
export function writeHookFor(entityId: string, name: string, hooks: WriteHooks): WriteHook {
  const hook = hooks[name];
  if (!hook) throw notRegistered(entityId, '/api/afterWrite', name, hooks, 'API');
  return hook;
}
