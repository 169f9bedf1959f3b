import type { EntitySchema } from '@frota/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';

/** The rewards' calls (spec 02 §7): the client dashboard and the performance-history reports. */
export const rewardsRoutes: FastifyPluginAsync<{ db: Database; entities: readonly EntitySchema[] }> = async () => {};
