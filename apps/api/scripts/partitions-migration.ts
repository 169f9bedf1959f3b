import type { EntitySchema } from '@frota/engine';
import { MONTH_SUFFIX_FORMAT } from '../src/crud/partitions.ts';
import { BREAKPOINT } from './counts-triggers.ts';

/** The first line of the migration that partitions a table (storage.partitions), naming the table and its column. */
export const markerOf = (table: string, column: string) => `-- storage.partitions: ${table} ${column}`;
export const MARKER = /^-- storage\.partitions: (\S+) (\S+)$/gm;

/** A partitioned table's key, as drizzle-kit names it (entity-tables-source.ts declares it). */
export const primaryKeyName = (table: string, column: string) => `${table}_id_${column}_pk`;

/**
 * The statements drizzle-kit writes for what declaring storage.partitions changes in the Drizzle table (the id's
 * type, the primary key, the partition field's default and NOT NULL): the conversion below does each itself, on
 * the empty partitioned table rather than by rewriting the full one, and drizzle-kit's own primary key statement
 * is left commented out, for want of the old key's name.
 */
export function impliedByPartitioning(statement: string, table: string, column: string): boolean {
  const code = statement
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*--.*$/gm, '')
    .trim();
  if (code === '') return true;
  const on = `ALTER TABLE "${table}" `;
  if (!code.startsWith(on)) return false;
  const rest = code.slice(on.length);
  return (
    /^ALTER COLUMN "id" SET DATA TYPE \w+;$/.test(rest) ||
    rest === `ALTER COLUMN "${column}" SET DEFAULT now();` ||
    rest === `ALTER COLUMN "${column}" SET NOT NULL;` ||
    /^DROP CONSTRAINT "\w+";$/.test(rest) ||
    rest.startsWith(`ADD CONSTRAINT "${primaryKeyName(table, column)}" PRIMARY KEY(`)
  );
}

/**
 * The SQL that turns an entity's table into one range-partitioned by São Paulo month of its storage.partitions
 * field, keeping every record, index, constraint, trigger and the id sequence: the table is renamed aside, its
 * index and key names freed, a partitioned table made like it (id a bigint, the field NOT NULL, now() by default)
 * with a partition per month from its first record's to its last's and a default one, the records copied (before
 * the indexes, which build faster over them at once), the old table dropped, and its keys, indexes and triggers
 * made again on the new one (the counts triggers among them: the copy bypassed them, so the counts stay right).
 * Records without a date are dated the epoch and land in the default partition. Runs in the migration's
 * transaction; the later months come from the API's partition job (src/db/partitions.ts).
 */
export function partitionTableSql(entity: EntitySchema, column: string, timeZone: string): string {
  const table = entity.storage.table;
  const aside = `${table}_unpartitioned`;
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `${markerOf(table, column)}
do $partition$
declare
  t constant text := ${literal(table)};
  aside constant text := ${literal(aside)};
  col constant text := ${literal(column)};
  zone constant text := ${literal(timeZone)};
  index_sql text[];
  constraint_sql text[];
  trigger_sql text[];
  id_sequence text;
  free_names text[];
  statement text;
  first_month date;
  last_month date;
  month date;
  columns text;
begin
  -- What to make again on the new table, read while the names still belong to the old one.
  select coalesce(array_agg(pg_get_indexdef(i.indexrelid)), '{}') into index_sql
    from pg_index i
    where i.indrelid = t::regclass
      and not exists (select 1 from pg_constraint c where c.conrelid = t::regclass and c.conindid = i.indexrelid);
  select coalesce(array_agg(format('alter table %I add constraint %I %s', t, c.conname, pg_get_constraintdef(c.oid))
           order by c.contype = 'f', c.conname), '{}') into constraint_sql
    from pg_constraint c
    where c.conrelid = t::regclass and c.contype in ('u', 'f', 'c', 'x');
  select coalesce(array_agg(pg_get_triggerdef(g.oid)), '{}') into trigger_sql
    from pg_trigger g where g.tgrelid = t::regclass and not g.tgisinternal;
  id_sequence := pg_get_serial_sequence(t, 'id');
  execute format('select (date_trunc(''month'', min(%1$I) at time zone %2$L))::date,
                         (date_trunc(''month'', max(%1$I) at time zone %2$L))::date from %3$I', col, zone, t)
    into first_month, last_month;

  execute format('alter table %I rename to %I', t, aside);
  -- Index names are the schema's: the old table gives its up (its keys' indexes go with the keys).
  select array_agg(format('alter table %I drop constraint %I', aside, c.conname)) into free_names
    from pg_constraint c where c.conrelid = aside::regclass and c.contype in ('p', 'u', 'x');
  foreach statement in array coalesce(free_names, '{}') loop
    execute statement;
  end loop;
  select array_agg(format('drop index %s', i.indexrelid::regclass)) into free_names
    from pg_index i where i.indrelid = aside::regclass;
  foreach statement in array coalesce(free_names, '{}') loop
    execute statement;
  end loop;

  execute format('create table %I (like %I including defaults) partition by range (%I)', t, aside, col);
  execute format('alter table %I alter column id type bigint, alter column %I set default now(), alter column %I set not null',
                 t, col, col);
  if id_sequence is not null then
    execute format('alter sequence %s as bigint owned by %I.id', id_sequence, t);
  end if;
  execute format('alter table %I add constraint %I primary key (id, %I)', t, ${literal(primaryKeyName(table, column))}, col);
  execute format('create table %I partition of %I default', ${literal(entity.storage.partitions?.defaultTable ?? `${table}_default`)}, t);
  month := first_month;
  while month <= last_month loop
    execute format('create table %I partition of %I for values from (%L) to (%L)',
                   t || to_char(month, ${literal(MONTH_SUFFIX_FORMAT)}), t,
                   month::timestamp at time zone zone, (month + interval '1 month')::timestamp at time zone zone);
    month := month + interval '1 month';
  end loop;

  select string_agg(case when a.attname = col then format('coalesce(%I, ''epoch'')', col) else quote_ident(a.attname) end,
                    ', ' order by a.attnum) into columns
    from pg_attribute a where a.attrelid = aside::regclass and a.attnum > 0 and not a.attisdropped;
  execute format('insert into %I select %s from %I', t, columns, aside);
  execute format('drop table %I', aside);

  foreach statement in array constraint_sql || index_sql || trigger_sql loop
    execute statement;
  end loop;
  execute format('analyze %I', t);
end
$partition$;
`;
}

/** Splits a migration into its statements, as drizzle's migrator does. */
export const statementsOf = (migration: string) => migration.split(BREAKPOINT);
