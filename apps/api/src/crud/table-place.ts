import { type EntitySchema, snakeCase } from '@frota/engine';
import { entities as allEntities } from '@frota/engine/entities';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { countsTables, entityTables } from '../db/generated/entity-tables.ts';
import { users } from '../db/identity-tables.ts';
import type { CountsTables } from './counts-store.ts';

/** The entities and tables the generic CRUD serves: the schemas and their generated tables by default. */
export interface TableCatalog {
  entities: readonly EntitySchema[];
  /** Each entity's own table, by entity id (accounts have none: they live in the identity users table). */
  tables: Readonly<Record<string, PgTable>>;
  /** The counts tables of each entity that declares `storage.counts`, by entity id. */
  countsTables: CountsTables;
}

export const DEFAULT_CATALOG: TableCatalog = {
  entities: allEntities,
  tables: entityTables,
  countsTables,
};

/** Where an entity's rows live: its generated table, or the identity users table scoped to a profile. */
export function placeOf(
  entity: EntitySchema,
  catalog: TableCatalog,
): { table: PgTable; scope: SQL | undefined; insertValues: Record<string, unknown> } {
  const accounts = entity.storage.accounts;
  if (accounts)
    return {
      table: users,
      scope: eq(users.profile, accounts.profile),
      insertValues: { profile: accounts.profile },
    };
  const table = catalog.tables[entity.id];
  if (!table)
    throw new Error(`${entity.id}.json has no generated table: run \`npm run generate -w @frota/api\`.`);
  return { table, scope: undefined, insertValues: {} };
}

/** The stored fields of an entity found in its table by column name (`storage.columns` or snake_case). */
export function storedColumns(entity: EntitySchema, table: PgTable) {
  const byName = new Map(
    Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => [
      column.name,
      { key, column },
    ]),
  );
  const columns: Record<string, PgColumn> = {};
  const keys: Record<string, string> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.writeOnly) continue;
    const found = byName.get(entity.storage.columns[name] ?? snakeCase(name));
    if (!found) continue;
    columns[name] = found.column;
    keys[name] = found.key;
  }
  return { columns, keys };
}
