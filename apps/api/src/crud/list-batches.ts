import type { EntityRecord, ListSort, ParsedFilter } from '@frota/engine';
import { and, getTableColumns, getTableName, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { type EntityStore, expressionOf, scoped, toRecord } from './entity-store.ts';
import { filterConditions, listOrder } from './list-filters.ts';

/** Name of the sort key's text carried beside each row; no field can be called this. */
const KEY = '__sortKey';

/** Where the previous batch ended: its last row's sort key (as text) and id. */
interface Position {
  key: string | null;
  id: number;
}

/**
 * The rows after `last` in the list's order (`ORDER BY sorted, id` in one direction; PostgreSQL puts NULLs
 * last ascending and first descending). The key comes back as PostgreSQL's own text of the value and goes
 * back as an untyped parameter, so the database reads it as the expression's type, exactly (a timestamp's
 * microseconds, a numeric's digits, a text's collation), which a JavaScript value would not.
 */
function after(sorted: PgColumn | SQL, id: PgColumn, direction: 'asc' | 'desc', last: Position): SQL {
  const beyond = direction === 'asc' ? sql`${id} > ${last.id}` : sql`${id} < ${last.id}`;
  if (sorted === id) return beyond;
  if (direction === 'asc')
    return last.key === null
      ? and(isNull(sorted), beyond)!
      : or(sql`${sorted} > ${last.key}`, and(sql`${sorted} = ${last.key}`, beyond), isNull(sorted))!;
  return last.key === null
    ? or(isNotNull(sorted), and(isNull(sorted), beyond))!
    : or(sql`${sorted} < ${last.key}`, and(sql`${sorted} = ${last.key}`, beyond))!;
}

/**
 * Every record of a list, with its filters and in its order (the chosen sortable column, else the schema's
 * `defaultSort`, the id breaking ties), read `batchSize` at a time: each batch starts where the previous one
 * ended (keyset), not at an offset, so the 300th batch costs what the first did, and no transaction is held
 * open while the caller works (a slow download would otherwise hold PGlite's only connection). Records are
 * the list's own (`store.selection`, relation names included), computed for each batch's rows only. A record
 * written while the list is read may be missed or seen, never seen twice.
 *
 * @example for await (const record of listInBatches(db, store, filters, sort)) write(record);
 */
export async function* listInBatches(
  db: Database,
  store: EntityStore,
  filters: ParsedFilter[],
  sort: ListSort | undefined,
  batchSize = 1000,
): AsyncGenerator<EntityRecord> {
  const { table, id } = store;
  const chosen = sort ?? store.entity.list.defaultSort;
  const sorted = chosen.field === 'id' ? id : expressionOf(store, chosen.field, '/list/defaultSort');
  const order = listOrder(store, sort);
  const where = filterConditions(store, filters);
  let last: Position | undefined;
  for (;;) {
    // As the list's page: the batch is found on the table's own columns, and what a record shows beyond them
    // (relation names, joins) is computed after, for its rows only; the derived table takes the table's name.
    const found = db
      .select({ ...getTableColumns(table), [KEY]: sql<string | null>`(${sorted})::text`.as(KEY) })
      .from(table)
      .where(scoped(store, ...where, last && after(sorted, id, chosen.direction, last)))
      .orderBy(...order)
      .limit(batchSize)
      .as(getTableName(table));
    const rows: Array<Record<string, unknown>> = await db
      .select({ ...store.selection, [KEY]: sql<string | null>`${sql.identifier(KEY)}` })
      .from(found)
      .orderBy(...order);
    for (const { [KEY]: _key, ...row } of rows) yield toRecord(row);
    const end = rows.at(-1);
    if (!end || rows.length < batchSize) return;
    last = { key: (end[KEY] as string | null) ?? null, id: end['id'] as number };
  }
}
