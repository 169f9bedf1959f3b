import { type EntityRecord, validationMessage } from '@frota/engine';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors.ts';
import { apiError, fieldError } from '../http/errors.ts';
import { dependentRelationMessage, withinRelationMessage } from './dependent-relations.ts';
import type { EntityStore } from './entity-store.ts';

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * Checks a write before it reaches the database, for messages that name the problem and its field: a value
 * another record already holds in a `storage.unique` field answers the entity's `duplicate` message (among
 * every row of the table: an account's e-mail is unique among all accounts); a relation pointing at no record
 * answers the field's message; a dependent relation (`dependsOn`) whose record belongs to another parent than
 * the one chosen answers "A unidade de negócio não pertence ao cliente escolhido.", and a relation `within`
 * another record's parent whose record has another one "A placa não pertence ao cliente da operação.". On
 * update, `current` is the record as stored: a parent the payload does not carry (hidden from the caller's
 * profile, or not in the form) is its value.
 */
export async function checkWrite(
  db: Database,
  store: EntityStore,
  values: Record<string, unknown>,
  variant: 'create' | 'edit',
  current?: EntityRecord,
): Promise<void> {
  const { entity, table, id } = store;
  for (const field of entity.storage.unique) {
    if (!present(values[field])) continue;
    const others = current === undefined ? undefined : ne(id, current.id);
    const [taken] = await db
      .select({ id })
      .from(table)
      .where(and(eq(store.columns[field] as PgColumn, values[field]), others))
      .limit(1);
    if (taken) throw fieldError('CONFLICT', { [field]: entity.messages.duplicate });
  }
  for (const fields of entity.storage.uniqueTogether) {
    if (!fields.every((field) => present(values[field]))) continue;
    const others = current === undefined ? undefined : ne(id, current.id);
    const same = fields.map((field) => eq(store.columns[field] as PgColumn, values[field]));
    const [taken] = await db
      .select({ id })
      .from(table)
      .where(and(...same, others))
      .limit(1);
    if (taken)
      throw fieldError('CONFLICT', { [fields[fields.length - 1] as string]: entity.messages.duplicate });
  }
  const refused: Record<string, string> = {};
  for (const [field, target] of Object.entries(store.relations)) {
    const value = values[field];
    if (!present(value)) continue;
    const relation = entity.fields[field]?.relation;
    const parentField = relation?.dependsOn;
    const [found] = await db
      .select({
        id: target.id,
        ...(target.parentColumn ? { parent: target.parentColumn } : {}),
        ...(target.withinParent ? { shared: target.withinParent.column } : {}),
      })
      .from(target.table)
      .where(and(eq(target.id, value), target.scope))
      .limit(1);
    if (!found) {
      refused[field] = validationMessage(entity, variant, { keyword: 'relation', field, params: {} });
      continue;
    }
    if (target.withinParent && !(await sharesParent(db, store, field, found['shared'], values, current)))
      refused[field] = withinRelationMessage(store, variant, field);
    if (!parentField || !target.parentColumn) continue;
    const parent = parentField in values ? values[parentField] : current?.[parentField];
    if (present(parent) && found['parent'] !== parent)
      refused[field] = dependentRelationMessage(store, variant, field);
  }
  if (Object.keys(refused).length > 0) throw fieldError('VALIDATION', refused);
}

/**
 * Whether a relation `within` another record's parent has that parent: `shared` (the plate's clientId) equals
 * the parent of the record `within.of` names (the operation's clientId), from the payload or, on update, the
 * stored record. No such record to compare with is left to its own field's check.
 */
async function sharesParent(
  db: Database,
  store: EntityStore,
  field: string,
  shared: unknown,
  values: Record<string, unknown>,
  current: EntityRecord | undefined,
): Promise<boolean> {
  const of = store.entity.fields[field]?.relation?.within?.of ?? '';
  const owner = store.relations[of];
  const parentField = store.relations[field]?.withinParent?.field ?? '';
  const ownerParent = owner?.columns[parentField];
  const ownerId = of in values ? values[of] : current?.[of];
  if (!owner || !ownerParent || !present(ownerId)) return true;
  const [record] = await db
    .select({ parent: ownerParent })
    .from(owner.table)
    .where(and(eq(owner.id, ownerId), owner.scope))
    .limit(1);
  return !record || record.parent === shared;
}

/** The unique field whose index a unique violation names (`<table>_<column>_unique`). */
function uniqueFieldOf(store: EntityStore, error: unknown): string | undefined {
  let constraint: unknown;
  for (let current = error, depth = 0; current && depth < 4 && !constraint; depth += 1) {
    constraint = (current as { constraint?: unknown }).constraint;
    current = (current as { cause?: unknown }).cause;
  }
  const tableName = store.entity.storage.table;
  return store.entity.storage.unique.find(
    (field) => constraint === `${tableName}_${store.columns[field]?.name}_unique`,
  );
}

/**
 * The database's own constraint errors (a concurrent write got past `checkWrite`) as API errors; any other
 * error is returned as it is.
 */
export function constraintError(store: EntityStore, error: unknown, onForeignKey: () => Error): unknown {
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) {
    const duplicate = store.entity.messages.duplicate;
    const field = uniqueFieldOf(store, error) ?? store.entity.storage.unique[0];
    return field ? fieldError('CONFLICT', { [field]: duplicate }) : apiError('CONFLICT', [duplicate]);
  }
  if (code === PG_FOREIGN_KEY_VIOLATION) return onForeignKey();
  return error;
}
