import type { EntitySchema } from '@frota/engine';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/generated/entity-tables.ts';
import type { ClientScope } from '../../crud/tenant-scope.ts';
import { apiError } from '../../http/errors.ts';

/**
 * Whose permissions the rewards follow: the results come from the operations' bonus ranges, so whoever may list
 * the bonus ranges (spec 01 §6: Admin and Manager) may see the dashboard and the reports.
 */
export const REWARDS_PERMISSION_ENTITY = 'bonus-configs';

export function rewardsEntity(entities: readonly EntitySchema[]): EntitySchema | undefined {
  return entities.find((entity) => entity.id === REWARDS_PERMISSION_ENTITY);
}

/** A condition on a client id column that keeps the scope's clients (none for a Manager without a client). */
export function clientCondition(scope: ClientScope, column: PgColumn): SQL | undefined {
  if (scope.all) return undefined;
  return scope.clientId === null ? sql`false` : eq(column, scope.clientId);
}

/** The clients the caller may pick in the dashboard and report filters: active ones, by name. */
export async function rewardsClients(
  db: Database,
  scope: ClientScope,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: clients.id, name: clients.nomeFantasia })
    .from(clients)
    .where(and(eq(clients.isActive, true), clientCondition(scope, clients.id)))
    .orderBy(asc(clients.nomeFantasia), asc(clients.id));
}

/**
 * The client's name, or 404 when there is no such client in the caller's scope: a Manager asking for another
 * client's results is told it does not exist, as for any other client's record (crud/tenant-scope.ts).
 */
export async function clientNameOf(db: Database, clientId: number, scope: ClientScope): Promise<string> {
  const [row] = await db
    .select({ name: clients.nomeFantasia })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientCondition(scope, clients.id)))
    .limit(1);
  if (!row) throw apiError('NOT_FOUND', ['Cliente não encontrado.']);
  return row.name;
}
