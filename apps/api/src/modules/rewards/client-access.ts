import type { EntitySchema } from '@frota/engine';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/generated/entity-tables.ts';
import type { AuthUser } from '../../http/auth.ts';
import { apiError } from '../../http/errors.ts';

/**
 * Whose permissions the rewards follow: the results come from the operations' bonus ranges, so whoever may list
 * the bonus ranges (spec 01 §6: Admin and Manager) may see the dashboard and the reports.
 */
export const REWARDS_PERMISSION_ENTITY = 'bonus-configs';

export function rewardsEntity(entities: readonly EntitySchema[]): EntitySchema | undefined {
  return entities.find((entity) => entity.id === REWARDS_PERMISSION_ENTITY);
}

/**
 * Which clients' results a caller sees. An Admin sees every client's. A Manager is the manager of one client
 * (spec 01: Gestores belong to a client) and sees only that client's drivers and prizes, as their own results are
 * not other companies' business; a Manager without a client sees none.
 */
export type ClientScope = { all: true } | { all: false; clientId: number | null };

export function clientScopeOf(user: Pick<AuthUser, 'profile' | 'clientId'>): ClientScope {
  return user.profile === 'Admin' ? { all: true } : { all: false, clientId: user.clientId };
}

export const OTHER_CLIENT_MESSAGE = 'Você só pode ver os resultados do seu cliente.';

/** Refuses (403) a client the scope does not include. */
export function assertClientAllowed(scope: ClientScope, clientId: number): void {
  if (!scope.all && scope.clientId !== clientId) throw apiError('FORBIDDEN', [OTHER_CLIENT_MESSAGE]);
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

/** The client's name, or 404 when there is no such client. */
export async function clientNameOf(db: Database, clientId: number): Promise<string> {
  const [row] = await db
    .select({ name: clients.nomeFantasia })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw apiError('NOT_FOUND', ['Cliente não encontrado.']);
  return row.name;
}
