import { type ApiActionName, type EntitySchema, serverRoute } from '@frota/engine';
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import type { Database } from '../db/database.ts';
import { BEARER_SECURITY } from '../http/auth.ts';
import { actionRoutes } from './action-routes.ts';
import { authorize } from './authorize.ts';
import { entityStore } from './entity-store.ts';
import { createRepository } from './repository.ts';

/**
 * Registers the declared API actions of one entity schema (list, get, create, update, delete, activate,
 * inactivate, all) at the paths the schema declares, with no entity-specific code.
 */
export const entityRoutes: FastifyPluginAsync<{ entity: EntitySchema; db: Database }> = async (
  app,
  { entity, db },
) => {
  const store = entityStore(entity);
  const routes = actionRoutes(store, createRepository(db, store));

  for (const action of Object.keys(entity.api.actions) as ApiActionName[]) {
    const call = serverRoute(entity, action);
    if (!call) continue;
    const route = routes[action]();
    const handler: RouteHandlerMethod = async (request, reply) => {
      const result = await route.handler(request);
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
        operationId: `${entity.id}_${action}`,
        summary: route.summary,
        security: BEARER_SECURITY,
        ...route.schema,
        response: route.response,
      },
      handler,
    });
  }
};
