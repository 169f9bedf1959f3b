import { type EntitySchema, isConfinedToClient, ownClientField } from '@frota/engine';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../http/errors.ts';
import type { AuthUser } from '../modules/identity/session-guard.ts';
import { placeOf, storedColumns, type TableCatalog } from './table-place.ts';

/**
 * Whose records a caller may touch: every client's, or one client's (a Manager's; `null` for a Manager
 * without a client, who sees none).
 */
export type ClientScope = { all: true } | { all: false; clientId: number | null };

export const EVERY_CLIENT: ClientScope = { all: true };

/** The scope of a user: a profile confined to its client (engine's isConfinedToClient) gets that client. */
export function clientScopeOf(user: Pick<AuthUser, 'profile' | 'clientId'> | null | undefined): ClientScope {
  return user && isConfinedToClient(user.profile) ? { all: false, clientId: user.clientId } : EVERY_CLIENT;
}

/** The scope of an authenticated request (every client's on a route without a user). */
export const requestClientScope = (request: FastifyRequest): ClientScope => clientScopeOf(request.user);

/** The refusal of a payload that names another client than the caller's own, under the client's field. */
export const OTHER_CLIENT_MESSAGE = 'Você só pode cadastrar registros do seu cliente.';

/**
 * Keeps the records of one client (`null`: none; an SQL value: the client a subquery answers, see
 * `clientOfRecord`); the function of an entity is built once, at registration.
 */
export type TenantCondition = (clientId: number | SQL | null) => SQL | undefined;

const NONE = sql`false`;

function columnOf(entity: EntitySchema, catalog: TableCatalog, field: string): { column: PgColumn } {
  const { table } = placeOf(entity, catalog);
  const column = storedColumns(entity, table).columns[field];
  if (!column) throw new Error(`${entity.id}.json: /tenant follows "${field}", which has no column.`);
  return { column };
}

/**
 * The condition that keeps an entity's records of one client, from its resolved `tenant`: nothing for a
 * shared catalogue; the id for the tenant root (a client is its own); the client field, or a chain of
 * `in (select id ...)` along `via` (a bonus range whose operation's client is the one).
 *
 * @example tenantCondition(bonusConfigs, catalog)(3) // fleet_id in (select id from fleets where client_id = 3)
 */
export function tenantCondition(entity: EntitySchema, catalog: TableCatalog): TenantCondition {
  const tenancy = entity.tenant;
  if (tenancy.kind === 'shared') return () => undefined;
  if (tenancy.kind === 'root') {
    const { column } = columnOf(entity, catalog, 'id');
    return (clientId) => (clientId === null ? NONE : eq(column, clientId));
  }
  let holder = entity;
  const steps = tenancy.via.map((step) => {
    const { column } = columnOf(holder, catalog, step.field);
    const next = catalog.entities.find((candidate) => candidate.id === step.entity);
    if (!next) throw new Error(`${holder.id}.json: /tenant reaches "${step.entity}", which is not served.`);
    const place = placeOf(next, catalog);
    const nextId = columnOf(next, catalog, 'id').column;
    holder = next;
    return { column, table: place.table, id: nextId };
  });
  return (clientId) => {
    if (clientId === null) return NONE;
    const last = steps[steps.length - 1]!;
    let condition: SQL = eq(last.column, clientId);
    for (const step of steps.slice(0, -1).reverse())
      condition = sql`${step.column} in (select ${step.id} from ${step.table} where ${condition})`;
    return condition;
  };
}

/**
 * A payload with the caller's client in the record's own client field (`clientId`), when the form shows it:
 * a confined caller's left-out client is theirs, and another client is refused under the field. A record
 * whose client comes through another record (a bonus range's operation) is held by the relation check.
 */
export function withCallerClient(
  entity: EntitySchema,
  scope: ClientScope,
  body: unknown,
  formFields: readonly string[],
): unknown {
  const field = ownClientField(entity);
  if (scope.all || !field || !formFields.includes(field)) return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const value = (body as Record<string, unknown>)[field];
  if (value === undefined || value === null || value === '') return { ...body, [field]: scope.clientId };
  if (value !== scope.clientId) throw fieldError('VALIDATION', { [field]: OTHER_CLIENT_MESSAGE });
  return body;
}

/**
 * The client of one record of an entity, as an SQL value: the id itself for the tenant root, else the client
 * column reached along `via` (an operation's `client_id`; a bonus range's operation's). Undefined for a
 * shared entity.
 *
 * @example clientOfRecord(fleets, catalog)?.(7) // (select client_id from fleets where id = 7)
 */
export function clientOfRecord(
  entity: EntitySchema,
  catalog: TableCatalog,
): ((id: number) => SQL) | undefined {
  const tenancy = entity.tenant;
  if (tenancy.kind === 'shared') return undefined;
  if (tenancy.kind === 'root') return (id) => sql`${id}::integer`;
  let holder = entity;
  const steps = tenancy.via.map((step) => {
    const { table } = placeOf(holder, catalog);
    const id = columnOf(holder, catalog, 'id').column;
    const { column } = columnOf(holder, catalog, step.field);
    holder = catalog.entities.find((candidate) => candidate.id === step.entity) ?? holder;
    return { table, id, column };
  });
  return (recordId) => {
    let value: SQL = sql`${recordId}::integer`;
    for (const step of steps)
      value = sql`(select ${step.column} from ${step.table} where ${eq(step.id, value)})`;
    return value;
  };
}
