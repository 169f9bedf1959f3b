import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { ok, responses } from '../../http/envelope.ts';
import { normalizeEmail } from '../identity/context.ts';
import { devOutbox as outbox, ensureDevOutbox } from './outbox.ts';

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    links: { type: 'array', items: { type: 'string' } },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'to', 'subject', 'body', 'links', 'createdAt'],
};

/**
 * Development only (never registered in production): the latest e-mails sent to an address, newest first,
 * so end-to-end tests and people can follow a password reset link.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await ensureDevOutbox(db);
  app.get<{ Querystring: { to: string } }>(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Últimos e-mails enviados a um endereço (somente fora de produção)',
        querystring: {
          type: 'object',
          properties: { to: { type: 'string', title: 'Destinatário', minLength: 1 } },
          required: ['to'],
        },
        response: responses({ type: 'array', items: messageSchema }, [400]),
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, normalizeEmail(request.query.to)))
        .orderBy(desc(outbox.id))
        .limit(20);
      return ok(
        rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          body: row.body,
          links: row.body.match(/https?:\/\/\S+/g) ?? [],
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
