import type { EntitySchema } from '@frota/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { entityRoutes } from './entity-routes.ts';

/** The generic CRUD of every entity schema, each in its own plugin scope. */
export const crudRoutes: FastifyPluginAsync<{ entities: readonly EntitySchema[]; db: Database }> = async (
  app,
  options,
) => {
  for (const entity of options.entities) await app.register(entityRoutes, { entity, db: options.db });
};
