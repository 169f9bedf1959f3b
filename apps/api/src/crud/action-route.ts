import type { FastifyRequest } from 'fastify';
import type { JsonSchema } from '../http/envelope.ts';

/** One action's route: its documented request parts and answers, and what it does. */
export interface ActionRoute {
  summary: string;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
  response: Record<number, JsonSchema>;
  status?: number;
  handler: (request: FastifyRequest) => Promise<unknown>;
}
