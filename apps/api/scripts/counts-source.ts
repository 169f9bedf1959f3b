import type { EntitySchema } from '@frota/engine';

/** Properties of the counts tables besides the counted fields (which keep their own names and columns). */
export const HOUR_KEY = 'hour';
export const DAY_KEY = 'day';
export const GROUP_ID_KEY = 'id';
export const GROUP_KEY = 'groupId';
export const GROUP_COLUMN = 'group_id';
export const ROW_COUNT_KEY = 'rowCount';
export const ROW_COUNT_COLUMN = 'row_count';

/** The TypeScript identifiers of an entity's counts tables, after its table's: "trackingLogsCountsByDay". */
export const countsIdentifiers = (tableIdentifier: string) => ({
  hour: `${tableIdentifier}CountsByHour`,
  group: `${tableIdentifier}CountGroups`,
  day: `${tableIdentifier}CountsByDay`,
});

/**
 * The Drizzle tables of an entity's `storage.counts`: records per hour (a UTC hour, as a timestamp without
 * time zone, so every session reads the same text); the groups of `by` values the records hold (each field
 * as its own column type, without constraints: they copy what the records hold, nulls included), with an id;
 * records per group and São Paulo day. Each is unique on its key with nulls equal, so a null is one value, as
 * GROUP BY makes it; the day counts' key starts with the group, so a group's days are found by index.
 */
export function countsTablesSource(
  entity: EntitySchema,
  tableIdentifier: string,
  stored: ReadonlySet<string>,
  columnType: (field: string) => string,
  used: Set<string>,
): string {
  const counts = entity.storage.counts;
  if (!counts) return '';
  const fail = (path: string, message: string) => {
    throw new Error(`${entity.id}.json: /storage/counts/${path}: ${message}`);
  };
  if (!stored.has(counts.time)) fail('time', `"${counts.time}" is not a stored field.`);
  counts.by.forEach((name, i) => {
    if (!stored.has(name)) fail(`by/${i}`, `"${name}" is not a stored field.`);
    if (name === GROUP_ID_KEY) fail(`by/${i}`, `"${name}" is a name the counts use.`);
  });
  for (const builder of ['timestamp', 'date', 'integer', 'serial', 'unique']) used.add(builder);
  const rowCount = `    ${ROW_COUNT_KEY}: integer('${ROW_COUNT_COLUMN}').notNull(),`;
  const identifiers = countsIdentifiers(tableIdentifier);
  const table = (identifier: string, name: string, what: string, columns: string[], key: string[]) =>
    [
      `/** ${what} of ${entity.id}.json (storage.counts), kept by the triggers of its migration. */`,
      `export const ${identifier} = pgTable(`,
      `  '${name}',`,
      `  {\n${columns.join('\n')}\n  },`,
      `  (table) => [unique('${name}_key').on(${key.map((k) => `table.${k}`).join(', ')}).nullsNotDistinct()],`,
      `);\n`,
    ].join('\n');
  return [
    table(
      identifiers.hour,
      counts.hourTable,
      'Records per hour',
      [`    ${HOUR_KEY}: timestamp('${HOUR_KEY}', { mode: 'string' }),`, rowCount],
      [HOUR_KEY],
    ),
    table(
      identifiers.group,
      counts.groupTable,
      'The groups of counted values',
      [
        `    ${GROUP_ID_KEY}: serial('id').primaryKey(),`,
        ...counts.by.map((name) => `    ${name}: ${columnType(name)},`),
      ],
      counts.by,
    ),
    table(
      identifiers.day,
      counts.dayTable,
      'Records per group of values and São Paulo day',
      [
        `    ${GROUP_KEY}: integer('${GROUP_COLUMN}').notNull(),`,
        `    ${DAY_KEY}: date('${DAY_KEY}', { mode: 'string' }),`,
        rowCount,
      ],
      [GROUP_KEY, DAY_KEY],
    ),
  ].join('\n');
}

/**
 * The indexes a list read through the counts needs on the records, as lists of fields: the time field, and
 * each `by` field with it, each with id (the order's tie-break), so a page is read in the list's order from
 * the rows of its hours or days that hold the matching values (found in the counts), not from every row of
 * those days.
 */
export function countsIndexFields(entity: EntitySchema): string[][] {
  const counts = entity.storage.counts;
  if (!counts) return [];
  return [[counts.time, 'id'], ...counts.by.map((field) => [field, counts.time, 'id'])];
}
