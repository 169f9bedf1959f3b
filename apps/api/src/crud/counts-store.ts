import type { EntitySchema } from '@frota/engine';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The tables of an entity's `storage.counts`, by entity id (generated: `countsTables`). */
export type CountsTables = Readonly<Record<string, { hour: PgTable; group: PgTable; day: PgTable }>>;

/** An entity's counts (`storage.counts`), as the list reads them. */
export interface CountsStore {
  /** The counted date-time field, by its name in the schema. */
  time: string;
  /** Records per hour: the UTC hour as a timestamp without time zone. */
  hour: { table: PgTable; hour: PgColumn; rowCount: PgColumn };
  /** The groups of `by` values: each field's column keyed by field name. */
  group: { table: PgTable; id: PgColumn; columns: Record<string, PgColumn> };
  /** Records per group and São Paulo day. */
  day: { table: PgTable; groupId: PgColumn; day: PgColumn; rowCount: PgColumn };
}

/** The counts tables of an entity, their columns checked against the schema. */
export function countsStore(entity: EntitySchema, tables: CountsTables[string] | undefined): CountsStore {
  const counts = entity.storage.counts;
  const columnsOf = (table: PgTable | undefined) =>
    table ? (getTableColumns(table) as Record<string, PgColumn>) : {};
  const [hour, group, day] = [columnsOf(tables?.hour), columnsOf(tables?.group), columnsOf(tables?.day)];
  const missing = [
    ...['hour', 'rowCount'].filter((key) => !hour[key]),
    ...['id', ...(counts?.by ?? [])].filter((key) => !group[key]),
    ...['groupId', 'day', 'rowCount'].filter((key) => !day[key]),
  ];
  if (!counts || !tables || missing.length > 0)
    throw new Error(`${entity.id}.json: /storage/counts has no generated tables: run \`npm run generate\`.`);
  return {
    time: counts.time,
    hour: { table: tables.hour, hour: hour['hour']!, rowCount: hour['rowCount']! },
    group: {
      table: tables.group,
      id: group['id']!,
      columns: Object.fromEntries(counts.by.map((field) => [field, group[field]!])),
    },
    day: { table: tables.day, groupId: day['groupId']!, day: day['day']!, rowCount: day['rowCount']! },
  };
}
