import type { FastifyRequest } from 'fastify';
import { apiError } from './errors.ts';

/**
 * The record id of a route's `:id`: a plain integer from 1 to 999,999,999; anything else is a record that does
 * not exist (404 with `notFound`), never a database error.
 */
export function recordIdOf(request: FastifyRequest, notFound: string): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^[0-9]{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw apiError('NOT_FOUND', [notFound]);
  return id;
}
