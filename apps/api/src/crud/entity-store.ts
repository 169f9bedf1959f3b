import type { EntitySchema } from '@frota/engine';
import { entityById } from '@frota/engine/entities';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entityTables } from '../db/generated/entity-tables.ts';

/** An entity's table as the generic CRUD sees it: columns keyed by field name, plus computed fields. */
export interface EntityStore {
  entity: EntitySchema;
  table: PgTable;
  /** Stored fields: the generated table's columns, keyed by the schema's field names. */
  columns: Record<string, PgColumn>;
  id: PgColumn;
  isActive: PgColumn | undefined;
  /** Read-only display names of relations (clientName), computed by a subquery on the related table. */
  computed: Record<string, SQL>;
  /** The related table of each relation field, to check that a referenced record exists. */
  relations: Record<string, { table: PgTable; id: PgColumn }>;
  /** The selection of one record: every stored column and computed field, never write-only fields. */
  selection: Record<string, PgColumn | SQL>;
}

function tableOf(entity: EntitySchema): PgTable {
  const table = (entityTables as Record<string, PgTable>)[entity.id];
  if (!table) {
    throw new Error(`${entity.id}.json has no generated table: run \`npm run generate -w @frota/api\`.`);
  }
  return table;
}

function columnOf(
  store: { entity: EntitySchema; columns: Record<string, PgColumn> },
  field: string,
  where: string,
): PgColumn {
  const column = store.columns[field];
  if (!column) throw new Error(`${store.entity.id}.json: ${where} names "${field}", which has no column.`);
  return column;
}

/**
 * Resolves an entity's generated table and columns once, at registration, failing with the schema file's
 * name when something the schema names does not exist.
 */
export function entityStore(entity: EntitySchema): EntityStore {
  const table = tableOf(entity);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const base = { entity, columns };
  const computed: Record<string, SQL> = {};
  const relations: EntityStore['relations'] = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.relation) continue;
    const target = entityById(field.relation.entity);
    const targetTable = tableOf(target);
    const targetColumns = getTableColumns(targetTable) as Record<string, PgColumn>;
    const targetId = columnOf({ entity: target, columns: targetColumns }, 'id', '/fields/id');
    relations[name] = { table: targetTable, id: targetId };
    const nameField = field.relation.nameField;
    if (!nameField) continue;
    const display = columnOf(
      { entity: target, columns: targetColumns },
      target.displayField ?? 'id',
      '/displayField',
    );
    const foreignKey = columnOf(base, name, `/fields/${name}/relation`);
    computed[nameField] = sql`(select ${display} from ${targetTable} where ${eq(targetId, foreignKey)})`;
  }
  const selection: Record<string, PgColumn | SQL> = {};
  for (const name of Object.keys(entity.fields)) {
    const source = columns[name] ?? computed[name];
    if (source && !entity.fields[name]?.writeOnly) selection[name] = source;
  }
  return {
    entity,
    table,
    columns,
    id: columnOf(base, 'id', '/fields/id'),
    isActive: columns['isActive'],
    computed,
    relations,
    selection,
  };
}

/** The column or computed expression of a field, for filters and sorts. */
export function expressionOf(store: EntityStore, field: string, where: string): PgColumn | SQL {
  return store.columns[field] ?? store.computed[field] ?? columnOf(store, field, where);
}

/** A database row as the API returns it: field names of the schema, dates as ISO strings. */
export function toRecord(row: Record<string, unknown>): Record<string, unknown> & { id: number } {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    record[key] = value instanceof Date ? value.toISOString() : value;
  return record as Record<string, unknown> & { id: number };
}
