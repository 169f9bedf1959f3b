import { type EntitySchema, snakeCase } from '@frota/engine';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { FILTER_TIME_ZONE } from './list-filters.ts';

/** A month partition's name after its table's, in to_char's format: tracking_logs_p202611. */
export const MONTH_SUFFIX_FORMAT = '"_p"YYYYMM';
const suffixOf = (month: Month) => `_p${month.year}${String(month.month).padStart(2, '0')}`;

/** A calendar month of São Paulo, where the partitions' bounds fall (as the counts' days and the rewards' months). */
export interface Month {
  year: number;
  month: number;
}

const monthIndex = (m: Month) => m.year * 12 + (m.month - 1);
const monthAt = (index: number): Month => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
const monthText = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}-01`;

/** The São Paulo month of an instant. */
export function monthOf(instant: Date): Month {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: FILTER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** What an entity's storage.partitions asks of its table, with the counts to adjust when a month is dropped. */
export interface PartitionedTable {
  table: string;
  column: string;
  monthsAhead: number;
  defaultTable: string;
  counts?: { hourTable: string; dayTable: string };
}

/** The tables of the entities that declare storage.partitions. */
export function partitionedTables(entities: readonly EntitySchema[]): PartitionedTable[] {
  return entities.flatMap((entity) => {
    const { partitions, counts, table } = entity.storage;
    if (!partitions) return [];
    return [
      {
        table,
        column: entity.storage.columns[partitions.by] ?? snakeCase(partitions.by),
        monthsAhead: partitions.monthsAhead,
        defaultTable: partitions.defaultTable,
        ...(counts ? { counts: { hourTable: counts.hourTable, dayTable: counts.dayTable } } : {}),
      },
    ];
  });
}

/** The partitioned table of one entity (which must declare storage.partitions). */
export function partitionedTableOf(entities: readonly EntitySchema[], entityId: string): PartitionedTable {
  const [table] = partitionedTables(entities.filter((entity) => entity.id === entityId));
  if (!table) throw new Error(`${entityId}.json declares no storage.partitions.`);
  return table;
}

/** What one maintenance did to a table. */
export interface PartitionsReport {
  table: string;
  created: string[];
  /** Records moved from the default partition into the month partitions made for them. */
  moved: number;
  dropped: string[];
}

type Executor = Pick<Database, 'execute'>;

const id = (name: string) => sql.identifier(name);
// Literals, not parameters: a partition's bounds are DDL, which takes none (the text is ours: digits and the zone).
const bound = (m: Month) =>
  sql.raw(`('${monthText(m)}'::date)::timestamp at time zone '${FILTER_TIME_ZONE}'`);

async function monthsOfPartitions(tx: Executor, table: PartitionedTable): Promise<Map<number, string>> {
  const children = rowsOf<{ name: string }>(
    await tx.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = ${table.table}::regclass`),
  );
  const months = new Map<number, string>();
  for (const { name } of children) {
    const match = name.slice(table.table.length).match(/^_p(\d{4})(\d{2})$/);
    if (match) months.set(monthIndex({ year: Number(match[1]), month: Number(match[2]) }), name);
  }
  return months;
}

/**
 * A month's partition: made empty, or, when the default partition holds records of that month (written while it
 * had none), made beside the table, filled with them, and attached. Records moved between partitions stay in the
 * table, so the counts do not change (the default partition has no triggers; the table's fire on it alone).
 */
async function createMonth(tx: Executor, table: PartitionedTable, month: Month): Promise<number> {
  const name = `${table.table}${suffixOf(month)}`;
  const next = monthAt(monthIndex(month) + 1);
  const inMonth = sql`${id(table.column)} >= ${bound(month)} and ${id(table.column)} < ${bound(next)}`;
  const waiting = rowsOf<{ found: boolean }>(
    await tx.execute(sql`select exists (select 1 from ${id(table.defaultTable)} where ${inMonth}) as found`),
  )[0]?.found;
  if (!waiting) {
    await tx.execute(
      sql`create table ${id(name)} partition of ${id(table.table)} for values from (${bound(month)}) to (${bound(next)})`,
    );
    return 0;
  }
  await tx.execute(
    sql`create table ${id(name)} (like ${id(table.table)} including defaults including constraints)`,
  );
  const moved = await tx.execute(
    sql`with moved as (delete from ${id(table.defaultTable)} where ${inMonth} returning *)
      insert into ${id(name)} select * from moved`,
  );
  await tx.execute(
    sql`alter table ${id(table.table)} attach partition ${id(name)} for values from (${bound(month)}) to (${bound(next)})`,
  );
  return Number((moved as { rowCount?: number | null; affectedRows?: number }).rowCount ?? 0);
}

/** Drops a month's partition and its counts: the hours and São Paulo days of that month held no other records. */
async function dropMonth(tx: Executor, table: PartitionedTable, month: Month, name: string): Promise<void> {
  const next = monthAt(monthIndex(month) + 1);
  if (table.counts) {
    await tx.execute(sql`delete from ${id(table.counts.hourTable)}
      where hour >= ${bound(month)} at time zone 'UTC' and hour < ${bound(next)} at time zone 'UTC'`);
    await tx.execute(sql`delete from ${id(table.counts.dayTable)}
      where day >= ${monthText(month)}::date and day < ${monthText(next)}::date`);
  }
  await tx.execute(sql`drop table ${id(name)}`);
}

/**
 * Keeps a partitioned table's months: a partition for the São Paulo months from the one before the current to
 * `monthsAhead` after it,
 * and for every month the default partition holds records of (which move into it); with `retentionMonths`, the
 * months before the current one and the `retentionMonths` before it are dropped whole, with their counts, and
 * older records left in the default partition deleted. One process at a time per table (an advisory lock another
 * process skips), in one transaction.
 */
export async function maintainPartitions(
  db: Database,
  table: PartitionedTable,
  options: { now?: Date; retentionMonths?: number } = {},
): Promise<PartitionsReport> {
  const report: PartitionsReport = { table: table.table, created: [], moved: 0, dropped: [] };
  const current = monthIndex(monthOf(options.now ?? new Date()));
  return db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`partitions ${table.table}`})) as locked`,
      ),
    )[0]?.locked;
    if (!locked) return report;
    const existing = await monthsOfPartitions(tx, table);
    const waiting = rowsOf<{ year: number; month: number }>(
      await tx.execute(sql`select distinct extract(year from ${id(table.column)} at time zone ${FILTER_TIME_ZONE})::int as year,
        extract(month from ${id(table.column)} at time zone ${FILTER_TIME_ZONE})::int as month
        from ${id(table.defaultTable)}`),
    ).map(monthIndex);
    const oldest = options.retentionMonths ? current - options.retentionMonths : -Infinity;
    const wanted = new Set<number>(waiting.filter((month) => month >= oldest));
    // The month before too: readings up to TELEMETRY_MAX_AGE_DAYS old arrive early in a month.
    for (let month = Math.max(current - 1, oldest); month <= current + table.monthsAhead; month += 1)
      wanted.add(month);
    for (const month of [...wanted].sort((a, b) => a - b)) {
      if (existing.has(month)) continue;
      report.moved += await createMonth(tx, table, monthAt(month));
      report.created.push(`${table.table}${suffixOf(monthAt(month))}`);
    }
    if (options.retentionMonths) {
      for (const [month, name] of [...existing].sort(([a], [b]) => a - b)) {
        if (month >= oldest) continue;
        await dropMonth(tx, table, monthAt(month), name);
        report.dropped.push(name);
      }
      await tx.execute(
        sql`delete from ${id(table.table)} where ${id(table.column)} < ${bound(monthAt(oldest))}`,
      );
    }
    return report;
  });
}

/** Makes the partitions of the months from `first` to `last` that are missing (a bulk load's period). */
export async function createMonths(
  db: Database,
  table: PartitionedTable,
  first: Date,
  last: Date,
): Promise<string[]> {
  const created: string[] = [];
  await db.transaction(async (tx) => {
    const existing = await monthsOfPartitions(tx, table);
    for (let month = monthIndex(monthOf(first)); month <= monthIndex(monthOf(last)); month += 1) {
      if (existing.has(month)) continue;
      await createMonth(tx, table, monthAt(month));
      created.push(`${table.table}${suffixOf(monthAt(month))}`);
    }
  });
  return created;
}
