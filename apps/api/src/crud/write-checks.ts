import { validationMessage } from '@frota/engine';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors.ts';
import { apiError } from '../http/errors.ts';
import type { EntityStore } from './entity-store.ts';

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * Checks a write before it reaches the database, for messages that name the problem: a value another
 * record already holds in a `storage.unique` field answers the entity's `duplicate` message; a relation
 * pointing at no record answers the field's message.
 */
export async function checkWrite(
  db: Database,
  store: EntityStore,
  values: Record<string, unknown>,
  variant: 'create' | 'edit',
  exceptId?: number,
): Promise<void> {
  const { entity, table, id } = store;
  for (const field of entity.storage.unique ?? []) {
    if (!present(values[field])) continue;
    const others = exceptId === undefined ? undefined : ne(id, exceptId);
    const [taken] = await db
      .select({ id })
      .from(table)
      .where(and(eq(store.columns[field] as PgColumn, values[field]), others))
      .limit(1);
    if (taken) throw apiError('CONFLICT', [entity.messages.duplicate]);
  }
  const missing: string[] = [];
  for (const [field, target] of Object.entries(store.relations)) {
    if (!present(values[field])) continue;
    const [exists] = await db
      .select({ id: target.id })
      .from(target.table)
      .where(eq(target.id, values[field]))
      .limit(1);
    if (!exists) missing.push(validationMessage(entity, variant, { keyword: 'relation', field, params: {} }));
  }
  if (missing.length > 0) throw apiError('VALIDATION', missing);
}

/**
 * The database's own constraint errors (a concurrent write got past `checkWrite`) as API errors; any other
 * error is returned as it is.
 */
export function constraintError(store: EntityStore, error: unknown, onForeignKey: () => Error): unknown {
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) return apiError('CONFLICT', [store.entity.messages.duplicate]);
  if (code === PG_FOREIGN_KEY_VIOLATION) return onForeignKey();
  return error;
}
