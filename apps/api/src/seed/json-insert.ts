import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';

/**
 * Inserts many rows in one statement that reads them from one JSON parameter (`json_to_recordset`). A
 * multi-row VALUES insert binds a parameter per value, and building those statements costs Drizzle more
 * time than the database spends inserting; one statement also runs the table's statement triggers once.
 * Rows use the table's property names; a column no row gives is left to its default.
 */
export async function insertFromJson(
  executor: Pick<Database, 'execute'>,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => row[key] !== undefined),
  );
  if (rows.length === 0 || columns.length === 0) return;
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await executor.execute(
    sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(records)}::json) as rows (${types})`,
  );
}
