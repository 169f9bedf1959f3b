import type { EntitySchema } from '@frota/engine';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type CountsStore, countsStore } from './counts-store.ts';
import { DEFAULT_CATALOG, placeOf, storedColumns, type TableCatalog } from './table-place.ts';
import { type Referrer, referrersOf } from './referrers.ts';
import { type ClientScope, clientOfRecord, type TenantCondition, tenantCondition } from './tenant-scope.ts';

export { DEFAULT_CATALOG, type TableCatalog };

/** A related entity's table, as a relation check and a display-name subquery need it. */
export interface RelatedTable {
  entity: EntitySchema;
  table: PgTable;
  id: PgColumn;
  /** The related entity's scope (a relation to an account entity points at an account of its profile). */
  scope: SQL | undefined;
  /** Keeps the related records of one client (`tenant`), so a confined caller cannot point at another's. */
  tenant: TenantCondition;
  /** The client of one related record, as SQL (`clientOfRecord`); undefined for a shared entity. */
  clientOf: ((id: number) => SQL) | undefined;
  columns: Record<string, PgColumn>;
  /**
   * For a dependent relation (`dependsOn`), the related record's own parent column: a business unit's
   * clientId, which must equal the operation's clientId.
   */
  parentColumn?: PgColumn;
  /**
   * For a relation `within` another record's parent, the related record's column of that parent (a plate's
   * clientId), which must equal the one of the record `within.of` names (the operation's clientId), with the
   * parent's field and entity (for the refusal's words).
   */
  withinParent?: { field: string; column: PgColumn; entity: EntitySchema | undefined };
}

/** An entity's table as the generic CRUD sees it: columns keyed by field name, plus computed fields. */
export interface EntityStore {
  entity: EntitySchema;
  table: PgTable;
  /** Stored fields: their columns, keyed by the schema's field names. */
  columns: Record<string, PgColumn>;
  /** The table's property name of each stored field (a field name, or users' name for an account's column). */
  keys: Record<string, string>;
  id: PgColumn;
  isActive: PgColumn | undefined;
  /**
   * Limits every read and write to this entity's rows (accounts: their profile), and in a store narrowed to a
   * client (`forClient`) to that client's rows; undefined for a table of its own.
   */
  scope: SQL | undefined;
  /** Keeps the records of one client (`tenant`); `forClient` applies it. */
  tenant: TenantCondition;
  /** Columns every insert writes besides the payload's, by table property (accounts: the profile). */
  insertValues: Record<string, unknown>;
  /** Read-only fields computed by a subquery: relations' display names (clientName) and joins. */
  computed: Record<string, SQL>;
  /** The related table of each relation field, to check that a referenced record exists. */
  relations: Record<string, RelatedTable>;
  /** The selection of one record: every stored column and computed field, never write-only fields. */
  selection: Record<string, PgColumn | SQL>;
  /** A record's name: the display field and `displayJoin` (short lists). */
  display: PgColumn | SQL;
  /** The counts a list reads its totals from (`storage.counts`). */
  counts?: CountsStore;
  /** The entities whose records point at this one's: removed with a record, or named by a refused delete. */
  referrers: Referrer[];
}

function columnOf(entity: EntitySchema, columns: Record<string, PgColumn>, field: string, where: string) {
  const column = columns[field];
  if (!column) throw new Error(`${entity.id}.json: ${where} names "${field}", which has no column.`);
  return column;
}

function relatedTable(name: string, catalog: TableCatalog): RelatedTable {
  const entity = catalog.entities.find((candidate) => candidate.id === name);
  if (!entity) throw new Error(`No schema "${name}.json" among the served entities.`);
  const { table, scope } = placeOf(entity, catalog);
  const { columns } = storedColumns(entity, table);
  const tenant = tenantCondition(entity, catalog);
  const clientOf = clientOfRecord(entity, catalog);
  const id = columnOf(entity, columns, 'id', '/fields/id');
  return { entity, table, scope, tenant, clientOf, columns, id };
}

/**
 * The SQL that reads one field of an entity's row: its column; a relation's display name (`nameField`), a
 * subquery on the related table; or a join (`storage.joins`), a subquery on the related record or on the
 * row's most recent active link. Recursive: a join may read another entity's computed field (a client
 * driver's operation is the driver's active operation's name).
 */
export function fieldSource(
  entity: EntitySchema,
  field: string,
  catalog: TableCatalog,
  seen: ReadonlySet<string> = new Set(),
): PgColumn | SQL {
  const key = `${entity.id}.${field}`;
  if (seen.has(key)) throw new Error(`${entity.id}.json: the joins that compute "${field}" form a cycle.`);
  const within = new Set([...seen, key]);
  const { table } = placeOf(entity, catalog);
  const { columns } = storedColumns(entity, table);
  const stored = columns[field];
  if (stored) return stored;
  const where = `/storage/joins/${field}`;
  const related = (relationField: string, wanted: string) => {
    const relation = entity.fields[relationField]?.relation;
    if (!relation) throw new Error(`${entity.id}.json: ${where} reads "${relationField}", not a relation.`);
    const target = relatedTable(relation.entity, catalog);
    const value = fieldSource(target.entity, wanted, catalog, within);
    const foreignKey = columnOf(entity, columns, relationField, where);
    return sql`(select ${value} from ${target.table} where ${eq(target.id, foreignKey)})`;
  };
  const named = Object.entries(entity.fields).find(([, f]) => f.relation?.nameField === field);
  if (named?.[1].relation) {
    const target = relatedTable(named[1].relation.entity, catalog);
    const foreignKey = columnOf(entity, columns, named[0], `/fields/${named[0]}/relation`);
    const name = displaySource(target.entity, catalog, within);
    return sql`(select ${name} from ${target.table} where ${eq(target.id, foreignKey)})`;
  }
  const join = entity.storage.joins[field];
  if (!join) throw new Error(`${entity.id}.json: /fields/${field} has no column and no join.`);
  if ('from' in join) return related(join.from, join.field);
  const link = relatedTable(join.link, catalog);
  const value = fieldSource(link.entity, join.field, catalog, within);
  const owner = columnOf(link.entity, link.columns, join.on, `${join.link}.json /fields/${join.on}`);
  const active = link.columns['isActive'];
  const id = columnOf(entity, columns, 'id', '/fields/id');
  return sql`(select ${value} from ${link.table} where ${and(eq(owner, id), active ? eq(active, true) : undefined)} order by ${link.id} desc limit 1)`;
}

/** The SQL of a record's name: its display field, with `displayJoin`'s fields after it, space-separated. */
export function displaySource(
  entity: EntitySchema,
  catalog: TableCatalog,
  seen: ReadonlySet<string> = new Set(),
): PgColumn | SQL {
  const main = fieldSource(entity, entity.displayField ?? 'id', catalog, seen);
  if (entity.displayJoin.length === 0) return main;
  const parts = [main, ...entity.displayJoin.map((field) => fieldSource(entity, field, catalog, seen))];
  return sql`concat_ws(${entity.displaySeparator ?? ' '}, ${sql.join(parts, sql`, `)})`;
}

/**
 * Resolves an entity's table and columns once, at registration, failing with the schema file's name when
 * something the schema names does not exist.
 */
export function entityStore(entity: EntitySchema, catalog: TableCatalog = DEFAULT_CATALOG): EntityStore {
  const { table, scope, insertValues } = placeOf(entity, catalog);
  const { columns, keys } = storedColumns(entity, table);
  const computed: Record<string, SQL> = {};
  const relations: EntityStore['relations'] = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.relation) continue;
    const target = relatedTable(field.relation.entity, catalog);
    const parentField = field.relation.filterParam ?? field.relation.dependsOn;
    if (field.relation.dependsOn && parentField)
      target.parentColumn = columnOf(
        target.entity,
        target.columns,
        parentField,
        `${entity.id}.json /fields/${name}/relation/filterParam`,
      );
    const within = field.relation.within;
    if (within) {
      const parentEntity = target.entity.fields[within.field]?.relation?.entity;
      target.withinParent = {
        field: within.field,
        column: columnOf(
          target.entity,
          target.columns,
          within.field,
          `${entity.id}.json /fields/${name}/relation/within`,
        ),
        entity: catalog.entities.find((candidate) => candidate.id === parentEntity),
      };
    }
    relations[name] = target;
  }
  for (const [name, field] of Object.entries(entity.fields))
    if (!field.writeOnly && !columns[name]) computed[name] = sql`${fieldSource(entity, name, catalog)}`;
  for (const [name, field] of Object.entries(entity.fields))
    if (!field.writeOnly && !columns[name] && !computed[name])
      throw new Error(
        `${entity.id}.json: /fields/${name} has no column in ${entity.storage.table}: run \`npm run generate\`.`,
      );
  const selection: Record<string, PgColumn | SQL> = {};
  for (const name of Object.keys(entity.fields)) {
    const source = columns[name] ?? computed[name];
    if (source && !entity.fields[name]?.writeOnly) selection[name] = source;
  }
  const store: EntityStore = {
    entity,
    table,
    columns,
    keys,
    id: columnOf(entity, columns, 'id', '/fields/id'),
    isActive: columns['isActive'],
    scope,
    tenant: tenantCondition(entity, catalog),
    insertValues,
    computed,
    relations,
    selection,
    display: displaySource(entity, catalog),
    referrers: referrersOf(entity, catalog),
  };
  if (entity.storage.counts) store.counts = countsStore(entity, catalog.countsTables[entity.id]);
  return store;
}

/**
 * The store as a caller of one client sees it: every read and write limited to that client's records, and
 * every relation to records of that client (another client's record is not found). Every client's store is
 * the store itself.
 *
 * @example forClient(driversStore, { all: false, clientId: 3 }).scope // drivers.client_id = 3
 */
export function forClient(store: EntityStore, clients: ClientScope): EntityStore {
  if (clients.all) return store;
  const { clientId } = clients;
  const relations = Object.fromEntries(
    Object.entries(store.relations).map(([name, related]) => [
      name,
      { ...related, scope: and(related.scope, related.tenant(clientId)) },
    ]),
  );
  return { ...store, scope: and(store.scope, store.tenant(clientId)), relations };
}

/** `condition` limited to the store's scope (an account entity's profile). */
export function scoped(store: Pick<EntityStore, 'scope'>, ...conditions: Array<SQL | undefined>) {
  return and(...conditions, store.scope);
}

/** Field values as a row of the store's table (its property names); fields without a column are left out. */
export function toRow(store: EntityStore, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const key = store.keys[name];
    if (key) row[key] = value;
  }
  return row;
}

/** The column or computed expression of a field, for filters and sorts. */
export function expressionOf(store: EntityStore, field: string, where: string): PgColumn | SQL {
  return store.columns[field] ?? store.computed[field] ?? columnOf(store.entity, store.columns, field, where);
}

/** A database row as the API returns it: field names of the schema, dates as ISO strings. */
export function toRecord(row: Record<string, unknown>): Record<string, unknown> & { id: number } {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    record[key] = value instanceof Date ? value.toISOString() : value;
  return record as Record<string, unknown> & { id: number };
}
