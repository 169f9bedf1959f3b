import { type ApiActionName, entityCalls, type EntitySchema, serverRoute } from '@frota/engine';
import type { FastifyPluginAsync, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Database } from '../db/database.ts';
import { BEARER_SECURITY, currentUser } from '../http/auth.ts';
import { auditChange, isAuditedWrite } from '../modules/identity/audit.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountNotices } from '../modules/identity/account-notices.ts';
import type { SessionGuard } from '../modules/identity/session-guard.ts';
import { accountLifecycle } from './account-lifecycle.ts';
import type { ActionRoute } from './action-route.ts';
import { actionRoutes } from './action-routes.ts';
import { authorize } from './authorize.ts';
import { entityStore, type TableCatalog } from './entity-store.ts';
import type { Extensions } from './extensions.ts';
import { PLAIN_LIFECYCLE } from './lifecycle.ts';
import { createRepository } from './repository.ts';
import { scopedAccess } from './scoped-access.ts';
import { writeHookFor } from './write-hooks.ts';

export interface EntityRoutesOptions {
  entity: EntitySchema;
  db: Database;
  catalog: TableCatalog;
  /** The bearer check's cache, which ending an account's sessions clears. */
  guard: SessionGuard;
  /** Where an account's owner is told of a changed password or e-mail. */
  mailer: Mailer;
  /**
   * The create flows, details extensions, record guards and write hooks schemas may name
   * (`forms.create.extension`, `api.details`, `api.guard`, `api.afterWrite`).
   */
  extensions: Extensions;
}

/** The record a write touched: the path's id, else the id of the record answered (a create's). */
function recordIdOfAnswer(request: FastifyRequest, result: unknown): number | undefined {
  const fromPath = Number((request.params as Record<string, unknown> | undefined)?.['id']);
  if (Number.isInteger(fromPath) && fromPath > 0) return fromPath;
  const data = (result as { data?: { id?: unknown } } | undefined)?.data;
  return typeof data?.id === 'number' ? data.id : undefined;
}

/**
 * Registers the declared API actions of one entity schema (list, get, create, update, delete, activate,
 * inactivate, all), and the create of each of its variants, at the paths the schema declares, with no
 * entity-specific code: what differs comes from the schema's named capabilities (an account entity's
 * lifecycle, a variant's form and kind).
 */
export const entityRoutes: FastifyPluginAsync<EntityRoutesOptions> = async (
  app,
  { entity, db, catalog, guard, mailer, extensions },
) => {
  const store = entityStore(entity, catalog);
  const afterWrite = entity.api.afterWrite
    ? writeHookFor(entity.id, entity.api.afterWrite, extensions.afterWrite)
    : undefined;
  const lifecycle = entity.storage.accounts
    ? accountLifecycle(entity, { db, guard, notices: accountNotices(mailer, app.log) })
    : PLAIN_LIFECYCLE;
  // A variant's create is served by the variant's view of the entity (its form validates, its kind is set).
  const built = new Map<EntitySchema, Record<ApiActionName, () => ActionRoute>>();
  const routesOf = (view: EntitySchema) => {
    const viewStore = view === entity ? store : { ...store, entity: view };
    const routes =
      built.get(view) ??
      actionRoutes(
        scopedAccess(viewStore, (scoped) => createRepository(db, scoped, afterWrite)),
        lifecycle,
        { db, catalog, extensions },
      );
    built.set(view, routes);
    return routes;
  };

  for (const { view, action, operation } of entityCalls(entity)) {
    const call = serverRoute(view, action);
    if (!call) continue;
    const route = routesOf(view)[action]();
    const audited = entity.api.audit && isAuditedWrite(action);
    const handler: RouteHandlerMethod = async (request, reply) => {
      const result = await route.handler(request);
      if (audited)
        auditChange(request.log, {
          entity: entity.id,
          action,
          recordId: recordIdOfAnswer(request, result),
          userId: currentUser(request).id,
          address: request.ip,
        });
      return reply.status(route.status ?? 200).send(result);
    };
    app.route({
      method: call.method,
      url: call.path,
      onRequest: [app.authenticate, authorize(entity, action)],
      // Request parts are validated by the entity's own validator inside the handler, where the caller's
      // profile is known and the messages come from the schema; the route schemas document and serialize.
      validatorCompiler: () => () => true,
      schema: {
        tags: [entity.label.plural],
        operationId: operation,
        summary: route.summary,
        security: BEARER_SECURITY,
        ...route.schema,
        response: route.response,
      },
      handler,
    });
  }
};
