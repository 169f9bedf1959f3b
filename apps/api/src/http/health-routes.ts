import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { responses } from './envelope.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-handler.ts';

/** What /ready answers while the database does not. */
export const NOT_READY_MESSAGE = 'O banco de dados não responde.';

/**
 * GET /health: the process answers (a supervisor restarts it otherwise). GET /ready: it can serve, its database
 * answers (a load balancer sends it requests only then); the process listens only once its migrations are done,
 * and answers 503 to everything once it is stopping.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'O processo responde', response: responses(null, []) } },
    async () => ({ success: true }),
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'O processo atende: o banco de dados responde e as migrações foram aplicadas',
        response: responses(null, [503]),
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { success: true };
      } catch (error) {
        request.log.warn({ err: error }, NOT_READY_MESSAGE);
        return reply
          .status(503)
          .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ success: false, errors: [NOT_READY_MESSAGE] });
      }
    },
  );
};
