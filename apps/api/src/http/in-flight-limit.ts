import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from './errors.ts';

/**
 * A route's admission limit: at most `max` of its requests handled at once in this process; past it, the
 * request is refused at once (`refusal()`, a 503 with Retry-After) instead of queueing for the database with its
 * body in memory. Load beyond capacity is turned away in milliseconds, memory stays bounded, and what was
 * accepted is stored. A slot is freed when the answer is sent or the client goes away.
 */
export function inFlightLimit(max: number, refusal: () => ApiError) {
  let inFlight = 0;
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (inFlight >= max) throw refusal();
    inFlight += 1;
    let freed = false;
    reply.raw.once('close', () => {
      if (freed) return;
      freed = true;
      inFlight -= 1;
    });
  };
}
