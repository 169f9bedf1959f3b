import { createHash } from 'node:crypto';
import type { EntitySchema } from '@frota/engine';
import { DAY_KEY, GROUP_COLUMN, HOUR_KEY, ROW_COUNT_COLUMN } from './counts-source.ts';

/** Separates the statements of a drizzle migration. */
export const BREAKPOINT = '--> statement-breakpoint';

/** PostgreSQL cuts identifiers longer than this, and two names could then meet. */
const MAX_IDENTIFIER = 63;

const quote = (name: string) => `"${name}"`;

/** The SQL of one entity's counts triggers in a migration, with the marker that names its state. */
export interface CountsSql {
  /** The counted table. */
  table: string;
  /** `sha256` of the SQL (12 hex digits), or `removed`. */
  state: string;
  sql: string;
}

/** The first line of a migration's part about one table's counts: the state it leaves them in. */
export const markerOf = (table: string, state: string) => `-- storage.counts: ${table} ${state}`;
export const MARKER = /^-- storage\.counts: (\S+) (\S+)$/gm;

function names(table: string) {
  const result = {
    sync: `${table}_counts_sync`,
    insert: `${table}_counts_on_insert`,
    update: `${table}_counts_on_update`,
    delete: `${table}_counts_on_delete`,
    truncate: `${table}_counts_on_truncate`,
  };
  for (const name of Object.values(result))
    if (name.length > MAX_IDENTIFIER)
      throw new Error(`storage.counts: "${name}" is longer than ${MAX_IDENTIFIER} characters.`);
  return result;
}

/**
 * The triggers that keep an entity's counts exact, and the counts of the rows already there. One function,
 * run once per statement (not per row) with the statement's changed rows (transition tables): the rows it
 * inserted count +1 on their hour, and on their group of values and São Paulo day, the rows it deleted -1, an
 * update both. A group of values is added when first seen and kept. Changes are summed before they are
 * written, in key order (two writers lock count rows in the same order), and a count that reaches 0 is
 * removed. TRUNCATE empties the counts.
 */
export function countsSql(
  entity: EntitySchema,
  columnName: (field: string) => string,
  timeZone: string,
): CountsSql {
  const counts = entity.storage.counts;
  if (!counts) throw new Error(`${entity.id}.json declares no storage.counts.`);
  const table = quote(entity.storage.table);
  const hours = quote(counts.hourTable);
  const groups = quote(counts.groupTable);
  const days = quote(counts.dayTable);
  const fn = names(entity.storage.table);
  const time = quote(columnName(counts.time));
  const values = counts.by.map((field) => quote(columnName(field))).join(', ');
  const hourOf = `date_trunc('hour', ${time} at time zone 'UTC')`;
  const dayOf = `(${time} at time zone '${timeZone}')::date`;
  // Null values are values: a group matches its rows' values with nulls equal. Compared as one JSON text per side
  // (null is `null`, the text 'null' is `"null"`), an equality the planner can hash: `is not distinct from` per
  // column admits only a nested loop, every changed row against every group (10 times slower at 10,000 trucks).
  const groupKey = (alias: string) =>
    `json_build_array(${counts.by.map((field) => `${alias}.${quote(columnName(field))}`).join(', ')})::text`;
  const sameGroup = `${groupKey('g')} = ${groupKey('changed')}`;
  const upsert = (summary: string, key: string) =>
    `    on conflict (${key}) do update set ${ROW_COUNT_COLUMN} = ${summary}.${ROW_COUNT_COLUMN} + excluded.${ROW_COUNT_COLUMN};`;
  const apply = (rows: Array<[string, number]>) => {
    const changes = rows
      .map(([from, sign]) => `select ${values}, ${time}, ${sign} as change from ${from}`)
      .join(' union all ');
    const hourKey = quote(HOUR_KEY);
    const dayKey = `${quote(GROUP_COLUMN)}, ${quote(DAY_KEY)}`;
    return [
      ...rows
        .filter(([, sign]) => sign > 0)
        .map(
          ([from]) =>
            `    insert into ${groups} (${values}) select distinct ${values} from ${from} on conflict do nothing;`,
        ),
      `    insert into ${hours} (${hourKey}, ${ROW_COUNT_COLUMN})`,
      `    select ${hourOf}, sum(change) from (${changes}) as changed`,
      `    group by 1 having sum(change) <> 0 order by 1`,
      upsert(hours, hourKey),
      `    insert into ${days} (${dayKey}, ${ROW_COUNT_COLUMN})`,
      `    select g.id, changed.day, sum(changed.change)`,
      `    from (select ${values}, ${dayOf} as day, sum(change) as change from (${changes}) as r group by ${values}, day) as changed`,
      `    join ${groups} as g on ${sameGroup}`,
      `    group by 1, 2 having sum(changed.change) <> 0 order by 1, 2`,
      upsert(days, dayKey),
    ];
  };
  const dropEmpty = [hours, days].map(
    (summary) => `    delete from ${summary} where ${ROW_COUNT_COLUMN} = 0;`,
  );
  const trigger = (name: string, event: string, referencing: string) =>
    `create or replace trigger ${quote(name)} after ${event} on ${table}${referencing} for each statement execute function ${quote(fn.sync)}();`;
  const statements = [
    [
      `create or replace function ${quote(fn.sync)}() returns trigger language plpgsql as $sync$`,
      'begin',
      "  if tg_op = 'INSERT' then",
      ...apply([['new_rows', 1]]),
      "  elsif tg_op = 'UPDATE' then",
      ...apply([
        ['new_rows', 1],
        ['old_rows', -1],
      ]),
      ...dropEmpty,
      "  elsif tg_op = 'DELETE' then",
      ...apply([['old_rows', -1]]),
      ...dropEmpty,
      '  else',
      `    truncate ${hours}, ${groups}, ${days};`,
      '  end if;',
      '  return null;',
      'end',
      '$sync$;',
    ].join('\n'),
    // Creating a trigger keeps writers out until the migration commits, so the recount below misses nothing.
    trigger(fn.insert, 'insert', ' referencing new table as new_rows'),
    trigger(fn.update, 'update', ' referencing old table as old_rows new table as new_rows'),
    trigger(fn.delete, 'delete', ' referencing old table as old_rows'),
    trigger(fn.truncate, 'truncate', ''),
    `truncate ${hours}, ${groups}, ${days};`,
    `insert into ${hours} (${quote(HOUR_KEY)}, ${ROW_COUNT_COLUMN}) select ${hourOf}, count(*) from ${table} group by 1;`,
    `insert into ${groups} (${values}) select distinct ${values} from ${table};`,
    [
      `insert into ${days} (${quote(GROUP_COLUMN)}, ${quote(DAY_KEY)}, ${ROW_COUNT_COLUMN})`,
      `select g.id, changed.day, changed.change`,
      `from (select ${values}, ${dayOf} as day, count(*) as change from ${table} group by ${values}, day) as changed`,
      `join ${groups} as g on ${sameGroup};`,
    ].join('\n'),
  ];
  const sql = statements.join(`\n${BREAKPOINT}\n`);
  const state = createHash('sha256').update(sql).digest('hex').slice(0, 12);
  return { table: entity.storage.table, state, sql: `${markerOf(entity.storage.table, state)}\n${sql}` };
}

/** The SQL that removes a table's counts triggers (drizzle-kit's migration drops the counts tables). */
export function removedCountsSql(table: string): CountsSql {
  return {
    table,
    state: 'removed',
    sql: `${markerOf(table, 'removed')}\ndrop function if exists ${quote(names(table).sync)}() cascade;`,
  };
}
