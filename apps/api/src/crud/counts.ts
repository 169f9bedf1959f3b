import type { ListSort, ParsedFilter } from '@frota/engine';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { CountsStore } from './counts-store.ts';
import type { EntityStore } from './entity-store.ts';
import { filterConditions, startOfDay } from './list-filters.ts';

/**
 * Whether the counts answer a list with these filters: each is on `by` fields only (the same condition on
 * the same values), or is a date filter on the counted field (whole São Paulo days, as counted).
 */
export function countsAnswer(counts: CountsStore, filters: ParsedFilter[]): boolean {
  return filters.every(({ filter }) =>
    filter.input === 'date'
      ? filter.field === counts.time
      : [filter.field, ...filter.join].every((field) => counts.group.columns[field]),
  );
}

/**
 * The fields whose matching values a page read looks up by index: those of a text filter on one field
 * (`contains`, `prefix`), which no index answers as written. An `equals` filter is indexed as it is.
 */
export function lookedUpFields(filters: ParsedFilter[]): string[] {
  return filters
    .filter(({ filter }) => (filter.match === 'contains' || filter.match === 'prefix') && !filter.join.length)
    .map(({ filter }) => filter.field);
}

/** A list's rows in one hour or day of the counted field (null: the records without one). */
export interface Bucket {
  /** The UTC hour (`YYYY-MM-DD HH:MM:SS`) or the São Paulo day (`YYYY-MM-DD`). */
  key: string | null;
  rows: number;
  /** For each looked-up field (lookedUpFields), its distinct values among the bucket's rows. */
  values: Record<string, unknown[]>;
}

/** Where a page of a list lies on its counts. */
export interface Place {
  grain: 'hour' | 'day';
  total: number;
  /** The buckets the page falls on, in the list's order, and the list's rows before the first of them. */
  page?: { buckets: Bucket[]; skipped: number };
}

/** A page's position in a list ordered by the counted field. */
export interface Position {
  direction: ListSort['direction'];
  offset: number;
  perPage: number;
}

/** A date filter's condition on an hour (UTC timestamp) or a day (date) column. */
function onDates(filters: ParsedFilter[], condition: (filter: ParsedFilter) => SQL): SQL[] {
  return filters.filter(({ filter }) => filter.input === 'date').map(condition);
}

/**
 * The list's buckets: its hours when no filter is on a `by` field (a few rows a day), else its days, from
 * the day counts of the matching values. A filter the counts cannot answer must not reach here
 * (countsAnswer).
 */
function bucketsOf(store: EntityStore, counts: CountsStore, filters: ParsedFilter[]) {
  const byValues = filters.filter(({ filter }) => filter.input !== 'date');
  if (byValues.length === 0) {
    const { table, hour, rowCount } = counts.hour;
    // A São Paulo day is whole UTC hours: its offsets have been whole hours since 1914.
    const where = onDates(filters, ({ filter, value }) =>
      filter.match === 'gte'
        ? sql`${hour} >= (${startOfDay(value)} at time zone 'UTC')`
        : sql`${hour} < (${startOfDay(value, 1)} at time zone 'UTC')`,
    );
    return {
      grain: 'hour' as const,
      table,
      key: hour,
      rows: sql`${rowCount}`,
      join: undefined,
      where,
      grouped: false,
      fields: [],
    };
  }
  const { table, groupId, day, rowCount } = counts.day;
  const { columns } = counts.group;
  const where = [
    ...filterConditions({ ...store, columns, computed: {} }, byValues),
    ...onDates(filters, ({ filter, value }) =>
      filter.match === 'gte' ? sql`${day} >= ${value}::date` : sql`${day} <= ${value}::date`,
    ),
  ];
  return {
    grain: 'day' as const,
    table,
    // The filters run on the groups of values (a few hundred rows), their days are found by index.
    join: { table: counts.group.table, on: eq(counts.group.id, groupId) },
    key: day,
    rows: sql`sum(${rowCount})`,
    where,
    grouped: true,
    fields: lookedUpFields(filters),
  };
}

/**
 * The list's total, and where a page lies on its buckets (when `position` is given: the list is ordered by
 * the counted field), computed by the database with a running sum in the list's order (nulls first when
 * descending, last when ascending, as PostgreSQL orders them): only the buckets the page falls on, and the
 * last one (which carries the total), come back. A page that reaches the bucket of the records without a
 * date gets no place (no bound keeps them), nor one beyond the last row.
 */
export async function placePage(
  executor: Pick<Database, 'select'>,
  store: EntityStore,
  counts: CountsStore,
  filters: ParsedFilter[],
  position?: Position,
): Promise<Place> {
  const { grain, table, join, key, rows, where, grouped, fields } = bucketsOf(store, counts, filters);
  const order = position?.direction === 'desc' ? sql`${key} desc nulls first` : sql`${key} asc nulls last`;
  const values = Object.fromEntries(
    fields.map((field) => [
      field,
      sql<unknown[]>`array_agg(distinct ${counts.group.columns[field]})`.as(field),
    ]),
  );
  let bucketQuery = executor
    .select({
      key: sql<string | null>`${key}`.as('key'),
      rows: sql<number>`${rows}`.as('rows'),
      before:
        sql<number>`coalesce(sum(${rows}) over (order by ${order} rows between unbounded preceding and 1 preceding), 0)`.as(
          'before',
        ),
      total: sql<number>`sum(${rows}) over ()`.as('total'),
      ...values,
    })
    .from(table)
    .$dynamic();
  if (join) bucketQuery = bucketQuery.innerJoin(join.table, join.on);
  bucketQuery = bucketQuery.where(and(...where));
  if (grouped) bucketQuery = bucketQuery.groupBy(key);
  const bucket = bucketQuery.as('bucket');
  const [start, end] = position ? [position.offset, position.offset + position.perPage] : [0, 0];
  const found: Array<Record<string, unknown>> = await executor
    .select({
      ...Object.fromEntries(
        fields.map((field) => [field, sql<unknown[]>`${sql.identifier('bucket')}.${sql.identifier(field)}`]),
      ),
      // As text only for the rows that come back: a date's conversion costs more than the running sum.
      key: sql<
        string | null
      >`to_char(${bucket.key}, ${grain === 'hour' ? 'YYYY-MM-DD HH24:MI:SS' : 'YYYY-MM-DD'})`,
      rows: bucket.rows,
      before: bucket.before,
      total: bucket.total,
    })
    .from(bucket)
    .where(
      sql`(${bucket.before} < ${end} and ${bucket.before} + ${bucket.rows} > ${start}) or ${bucket.before} + ${bucket.rows} = ${bucket.total}`,
    )
    .orderBy(bucket.before);
  const total = Number(found[0]?.['total'] ?? 0);
  const spanned = found.filter(
    (row) => Number(row['before']) < end && Number(row['before']) + Number(row['rows']) > start,
  );
  if (spanned.length === 0 || spanned.some((row) => row['key'] === null)) return { grain, total };
  return {
    grain,
    total,
    page: {
      skipped: Number(spanned[0]!['before']),
      buckets: spanned.map((row) => ({
        key: row['key'] as string,
        rows: Number(row['rows']),
        values: Object.fromEntries(fields.map((field) => [field, row[field] as unknown[]])),
      })),
    },
  };
}
