import type { FastifyInstance } from 'fastify';
import { apiError } from './errors.ts';

/** Whether a parsed JSON value holds a NUL character anywhere (PostgreSQL text cannot store one). */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/**
 * Hooks every route shares: a NUL in the path or query string is refused with 400 (the body is checked by the
 * JSON parser, see error-handler.ts), and every API answer says `Cache-Control: no-store`, since identity and
 * data answers hold tokens and personal data.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/v1/')) reply.header('Cache-Control', 'no-store');
    if (/%00/.test(request.url) || request.url.includes('\u0000')) throw apiError('INVALID_CHARACTERS');
  });
}
