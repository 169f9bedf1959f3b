import type { EntityRecord, ListPage, ListSort, ParsedFilter } from '@frota/engine';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { listPage } from '../http/envelope.ts';
import { type Place, placePage } from './counts.ts';
import type { CountsStore } from './counts-store.ts';
import { type EntityStore, expressionOf, scoped, toRecord } from './entity-store.ts';
import { filterConditions, listOrder, startOfDay } from './list-filters.ts';

/**
 * What keeps a page's read to its buckets: their bounds (whole UTC hours or São Paulo days) and, for each
 * looked-up field, the values the day counts found in them (the same rows as its text filter, found by the
 * `(field, time, id)` index instead of testing every row of those days).
 */
function withinBuckets(
  store: EntityStore,
  column: PgColumn | SQL,
  grain: Place['grain'],
  page: NonNullable<Place['page']>,
) {
  const keys = page.buckets.map((bucket) => bucket.key!).sort();
  const [first, last] = [keys[0]!, keys.at(-1)!];
  const conditions =
    grain === 'hour'
      ? [
          sql`${column} >= (${first}::timestamp at time zone 'UTC')`,
          sql`${column} < (${last}::timestamp at time zone 'UTC') + interval '1 hour'`,
        ]
      : [sql`${column} >= ${startOfDay(first)}`, sql`${column} < ${startOfDay(last, 1)}`];
  for (const field of Object.keys(page.buckets[0]!.values)) {
    const values = [...new Set(page.buckets.flatMap((bucket) => bucket.values[field] ?? []))];
    conditions.push(inArray(store.columns[field] as PgColumn, values));
  }
  return conditions;
}

/**
 * A page of a list whose filters the counts answer (countsAnswer): the total is the sum of the list's rows
 * per hour or day, read from the counts instead of counting the records; ordered by the counted field, the
 * page reads only the hours or days it falls on and skips the rows of those before them. The page's ids are
 * found first and its records read after, so what a record shows beyond its columns (a relation's name) is
 * computed for the page's rows only, not for every row skipped. Both reads see one snapshot, so the total and
 * the page agree.
 */
export async function listByCounts(
  db: Database,
  store: EntityStore,
  counts: CountsStore,
  query: { page: number; perPage: number; filters: ParsedFilter[]; sort?: ListSort },
): Promise<ListPage<EntityRecord>> {
  const { page, perPage, filters, sort } = query;
  const offset = (page - 1) * perPage;
  const order = listOrder(store, sort);
  const { field, direction } = sort ?? store.entity.list.defaultSort;
  return db.transaction(
    async (tx) => {
      const position = field === counts.time ? { direction, offset, perPage } : undefined;
      const { grain, total, page: spanned } = await placePage(tx, store, counts, filters, position);
      if (offset >= total) return listPage([], total, page, perPage);
      const column = expressionOf(store, counts.time, '/storage/counts/time');
      const ids = tx
        .select({ id: store.id })
        .from(store.table)
        .where(
          scoped(
            store,
            ...filterConditions(store, filters),
            ...(spanned ? withinBuckets(store, column, grain, spanned) : []),
          ),
        )
        .orderBy(...order)
        .limit(perPage)
        .offset(offset - (spanned?.skipped ?? 0));
      const rows = await tx
        .select(store.selection)
        .from(store.table)
        .where(inArray(store.id, ids))
        .orderBy(...order);
      return listPage(rows.map(toRecord), total, page, perPage);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A counted field's distinct non-empty values among the records (a short list's options), from the groups of
 * the counts rather than the records: one row per combination of values instead of one per record (20 M
 * readings hold a few thousand). A group whose records are all gone has no day left, and is skipped.
 */
export async function distinctCountedValues(
  db: Database,
  counts: CountsStore,
  field: string,
  equals: Record<string, number | string>,
): Promise<Array<{ value: unknown }>> {
  const { group, day } = counts;
  const value = group.columns[field] as PgColumn;
  return db
    .selectDistinct({ value })
    .from(group.table)
    .where(
      and(
        ...Object.entries(equals).map(([name, id]) => eq(group.columns[name] as PgColumn, id)),
        sql`${value} <> ''`,
        sql`exists (select 1 from ${day.table} where ${day.groupId} = ${group.id})`,
      ),
    );
}
