import type { EntitySchema, Label } from '@frota/engine';
import { and, count, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/database.ts';
import { ERROR_CODES } from '../http/errors.ts';
import { placeOf, storedColumns, type TableCatalog } from './table-place.ts';

/** An entity whose records point at another entity's records through one or more relation fields. */
export interface Referrer {
  entity: EntitySchema;
  table: PgTable;
  /** The referring entity's rows within its table (an account entity's profile). */
  scope: SQL | undefined;
  /** The columns of its relation fields to the referred entity (a programming's three plates). */
  columns: PgColumn[];
  /**
   * For an association whose child is the referred entity and that says `removedWithChild`: the child's
   * column, whose links the child's delete removes in its own transaction.
   */
  removedWith?: PgColumn;
}

/**
 * Every entity of the catalog whose stored relation fields point at `entity`, in the catalog's order: what a
 * delete must remove with the record (`association.removedWithChild`) and what a refused delete names.
 */
export function referrersOf(entity: EntitySchema, catalog: TableCatalog): Referrer[] {
  const referrers: Referrer[] = [];
  for (const other of catalog.entities) {
    const fields = Object.entries(other.fields)
      .filter(([, field]) => field.relation?.entity === entity.id)
      .map(([name]) => name);
    if (fields.length === 0) continue;
    const { table, scope } = placeOf(other, catalog);
    const { columns } = storedColumns(other, table);
    const stored = fields.filter((name) => columns[name]);
    if (stored.length === 0) continue;
    const referrer: Referrer = { entity: other, table, scope, columns: stored.map((name) => columns[name]!) };
    const child = other.association?.child;
    if (other.association?.removedWithChild && child?.entity === entity.id && columns[child.field])
      referrer.removedWith = columns[child.field];
    referrers.push(referrer);
  }
  return referrers;
}

/** Deletes the links that go with a deleted record (`association.removedWithChild`), in its transaction. */
export async function removeLinksOf(tx: Transaction, referrers: readonly Referrer[], recordId: number) {
  for (const { table, scope, removedWith } of referrers)
    if (removedWith) await tx.delete(table).where(and(eq(removedWith, recordId), scope));
}

const lower = (text: string) => text.toLocaleLowerCase('pt-BR');

/** "3 programações", "1 operação": a count of records with the entity's label. */
export function countOf(label: Label, total: number): string {
  return `${total.toLocaleString('pt-BR')} ${lower(total === 1 ? label.singular : label.plural)}`;
}

/**
 * The refusal of a delete that records of the catalog's entities still point at, naming their kinds and
 * counts ("Não é possível excluir: existem registros vinculados (3 programações, 1 operação)."), leaving out the
 * links that would go with it; the plain refusal when only tables outside the schemas do.
 */
export async function referencedMessage(
  db: Database,
  referrers: readonly Referrer[],
  recordId: number,
): Promise<string> {
  const parts: string[] = [];
  for (const { entity, table, scope, columns: all, removedWith } of referrers) {
    // Links that go with the record never keep it.
    const columns = all.filter((column) => column !== removedWith);
    if (columns.length === 0) continue;
    const [row] = await db
      .select({ total: count() })
      .from(table)
      .where(and(or(...columns.map((column) => eq(column, recordId))), scope));
    if (row && row.total > 0) parts.push(countOf(entity.label, row.total));
  }
  const plain = ERROR_CODES.REFERENCED.message;
  return parts.length === 0 ? plain : `${plain.replace(/\.$/, '')} (${parts.join(', ')}).`;
}
