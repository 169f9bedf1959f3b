import type { EntityRecord } from '@frota/engine';
import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database.ts';
import { fieldError } from '../http/errors.ts';
import type { EntityStore } from './entity-store.ts';

/**
 * Runs inside the transaction that writes a record, with the record as it will be stored: throws to refuse
 * it (a range that overlaps another active one).
 */
export type OverlapGuard = (tx: Transaction, record: Record<string, unknown>, id?: number) => Promise<void>;

/** A range end of the refusal in pt-BR, with the field's decimals at most: 60 → "60", 62.5 → "62,5". */
function ptBr(value: unknown, decimals: number | undefined): string {
  const number = typeof value === 'number' ? value : Number(value);
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: decimals ?? 2 }).format(number);
}

/**
 * The guard of `storage.noOverlap`, or undefined without one. It first takes a transaction-scoped advisory
 * lock on the record's group (the table and its `among` values), so two writers of one group wait for each
 * other and the second sees the first's row: the check cannot be raced. Then it looks for another active
 * record of the group whose range shares more than an end with this one (or equals it), compared in SQL on
 * the stored decimals. An inactive record is not checked: activating it runs the guard again.
 */
export function overlapGuard(store: EntityStore): OverlapGuard | undefined {
  const rule = store.entity.storage.noOverlap;
  if (!rule) return undefined;
  const column = (field: string) => {
    const found = store.columns[field];
    if (!found)
      throw new Error(`${store.entity.id}.json: /storage/noOverlap names "${field}", which has no column.`);
    return found;
  };
  const [from, to] = [column(rule.from), column(rule.to)];
  const among = rule.among.map((field) => ({ field, column: column(field) }));
  const decimals = store.entity.fields[rule.from]?.decimals;

  return async (tx, record, id) => {
    if (store.isActive && record['isActive'] === false) return;
    const [start, end] = [record[rule.from], record[rule.to]];
    if (typeof start !== 'number' || typeof end !== 'number') return;
    const group = JSON.stringify(among.map(({ field }) => record[field] ?? null));
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${store.entity.storage.table}), hashtext(${group}))`,
    );
    const sameGroup: SQL[] = among.map(({ field, column: c }) => {
      const value = record[field];
      return value === undefined || value === null ? isNull(c) : eq(c as PgColumn, value);
    });
    // Exact comparison on numeric: the ends travel as their decimal text.
    const [a, b] = [sql`${String(start)}::numeric`, sql`${String(end)}::numeric`];
    const overlapping = or(
      and(sql`${from} < ${b}`, sql`${a} < ${to}`),
      and(sql`${from} = ${a}`, sql`${to} = ${b}`),
    );
    const [other] = await tx
      .select({ from, to })
      .from(store.table)
      .where(
        and(
          ...sameGroup,
          store.isActive ? eq(store.isActive, true) : undefined,
          id === undefined ? undefined : ne(store.id, id),
          overlapping,
          store.scope,
        ),
      )
      .limit(1);
    if (!other) return;
    const message = rule.message
      .replace('{from}', ptBr(other.from, decimals))
      .replace('{to}', ptBr(other.to, store.entity.fields[rule.to]?.decimals));
    throw fieldError('CONFLICT', { [rule.from]: message });
  };
}

/** The record `values` would make, over the stored one on update: what the guard checks. */
export const asStored = (current: EntityRecord | undefined, values: Record<string, unknown>) => ({
  ...(current ?? { isActive: true }),
  ...values,
});
