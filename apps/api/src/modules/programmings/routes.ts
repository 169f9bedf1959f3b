import type { EntitySchema } from '@frota/engine';
import type { FastifyPluginAsync } from 'fastify';
import { authorize } from '../../crud/authorize.ts';
import { entityStore, type TableCatalog } from '../../crud/entity-store.ts';
import { createRepository } from '../../crud/repository.ts';
import { scopedAccess } from '../../crud/scoped-access.ts';
import { readListQuery } from '../../crud/list-filters.ts';
import { listQuerySchema, recordSchema } from '../../crud/route-schemas.ts';
import type { Database } from '../../db/database.ts';
import { BEARER_SECURITY, currentUser } from '../../http/auth.ts';
import { ok, responses } from '../../http/envelope.ts';
import { recordIdOf } from '../../http/record-id.ts';
import { refreshLocations } from './location-refresh.ts';
import { monitorFeed, monitorFeedSchema } from './monitor-feed.ts';
import { runStatusAction, type StatusAction } from './status-actions.ts';

export const PROGRAMMINGS_ENTITY = 'programmings';

const SUMMARIES: Record<StatusAction, string> = {
  start: 'Inicia uma programação Criada',
  complete: 'Conclui uma programação em andamento',
  cancel: 'Cancela uma programação, com uma justificativa de cancelamento',
};

const refreshResultSchema = {
  type: 'object',
  required: ['totalProcessed', 'totalUpdated', 'totalIgnored', 'hasUpdates', 'warnings', 'errors'],
  properties: {
    totalProcessed: { type: 'integer' },
    totalUpdated: { type: 'integer' },
    totalIgnored: { type: 'integer' },
    hasUpdates: { type: 'boolean' },
    warnings: { type: 'array', items: { type: 'string' } },
    errors: { type: 'array', items: { type: 'string' } },
  },
};

/** The query of the monitor's poll: the list's filters, documented as the list documents them. */
function filtersQuerySchema(entity: EntitySchema) {
  const { properties } = listQuerySchema(entity) as { properties: Record<string, unknown> };
  return {
    type: 'object',
    properties: Object.fromEntries(
      entity.list.filters.map((filter) => [filter.param, properties[filter.param]]),
    ),
  };
}

/**
 * The programmings' own calls beside their schema's CRUD (spec 02 §7): start, complete and cancel, which
 * the status rules allow or refuse with 409, the location refresh and the monitor's poll. Whoever may edit a
 * programming may change its status; whoever may list them may refresh their locations and watch the monitor.
 */
export const programmingRoutes: FastifyPluginAsync<{ db: Database; catalog: TableCatalog }> = async (
  app,
  { db, catalog },
) => {
  const entity = catalog.entities.find((candidate) => candidate.id === PROGRAMMINGS_ENTITY);
  if (!entity) return;
  const access = scopedAccess(entityStore(entity, catalog), (store) => createRepository(db, store));
  const tags = [entity.label.plural];

  for (const action of ['start', 'complete', 'cancel'] as const) {
    app.post(
      `${entity.api.basePath}/:id/${action}`,
      {
        onRequest: [app.authenticate, authorize(entity, 'update')],
        validatorCompiler: () => () => true,
        schema: {
          tags,
          operationId: `programmings_${action}`,
          summary: SUMMARIES[action],
          security: BEARER_SECURITY,
          params: { type: 'object', properties: { id: { type: 'string' } } },
          ...(action === 'cancel'
            ? {
                body: {
                  type: 'object',
                  required: ['justificationId'],
                  properties: { justificationId: { type: 'integer', minimum: 1 } },
                },
              }
            : {}),
          response: responses(recordSchema(entity as EntitySchema), [400, 401, 403, 404, 409]),
        },
      },
      async (request) => {
        const id = recordIdOf(request, entity.messages.notFound);
        const repository = access.repositoryOf(request);
        // Another client's programming is not found (404) before its status is judged.
        await repository.find(id);
        await runStatusAction(db, {
          id,
          action,
          userId: currentUser(request).id,
          body: request.body,
          notFound: entity.messages.notFound,
        });
        return ok(await repository.find(id));
      },
    );
  }

  app.post(
    '/v1/backoffice/programming-location/refresh',
    {
      onRequest: [app.authenticate, authorize(entity, 'list')],
      schema: {
        tags,
        operationId: 'programmings_refresh_locations',
        summary:
          'Atualiza posição, local e status das programações em andamento a partir das leituras dos rastreadores',
        security: BEARER_SECURITY,
        response: responses(refreshResultSchema, [401, 403]),
      },
    },
    async (request) => ok(await refreshLocations(db, new Date(), access.storeOf(request).scope)),
  );

  // A static path: the router prefers it to the CRUD's `${basePath}/:id`, whatever the registration order.
  app.get(
    `${entity.api.basePath}/locations`,
    {
      onRequest: [app.authenticate, authorize(entity, 'list')],
      schema: {
        tags,
        operationId: 'programmings_locations',
        summary:
          'Monitor: contagem por card de status e a última posição de cada veículo, com os filtros da lista',
        description:
          'Os cards seguem todos os filtros exceto o status (o clique num card define o status); os veículos ' +
          'seguem todos os filtros. Consultado pelo monitor a cada 30 segundos.',
        security: BEARER_SECURITY,
        querystring: filtersQuerySchema(entity),
        response: responses(monitorFeedSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const { filters } = readListQuery(entity, request.query as Record<string, unknown>);
      return ok(await monitorFeed(db, access.storeOf(request), filters));
    },
  );
};
