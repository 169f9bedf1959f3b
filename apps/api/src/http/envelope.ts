import type { ListPage } from '@frota/engine';

/** A JSON Schema object as written in route schemas (kept loose: it also feeds the OpenAPI document). */
export type JsonSchema = Record<string, unknown>;

/** `{ success: true, data }`: every successful answer of our API. */
export interface Success<T> {
  success: true;
  data: T;
}

export function ok<T>(data: T): Success<T> {
  return { success: true, data };
}

/** `{ success: true }` for calls whose only result is that they worked (password calls). */
export function done(): { success: true } {
  return { success: true };
}

/** Page size when the query does not say, and the most a query may ask for. */
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

/** Reads `perPage` from a list query: 20 by default, at most 100. */
export function perPageOf(query: Record<string, unknown>): number {
  const value = Number(query['perPage']);
  if (!Number.isInteger(value) || value < 1) return DEFAULT_PER_PAGE;
  return Math.min(value, MAX_PER_PAGE);
}

/** The list envelope's data: `{ itens, totalPages, totalItems, page, perPage }`. */
export function listPage<T>(itens: T[], totalItems: number, page: number, perPage: number): ListPage<T> {
  return { itens, totalPages: Math.ceil(totalItems / perPage), totalItems, page, perPage };
}

/** Shared schema of every error answer, registered once with `addSchema`. */
export const errorEnvelopeSchema = {
  $id: 'ErrorEnvelope',
  type: 'object',
  description:
    'Erro: mensagens em pt-BR, a primeira é a que o portal mostra. Quando a recusa é de campos do corpo ' +
    '(validação, duplicidade, registro relacionado, dígitos verificadores), `fieldErrors` traz a mensagem ' +
    'de cada campo pelo seu nome.',
  properties: {
    success: { type: 'boolean', enum: [false] },
    errors: { type: 'array', items: { type: 'string' } },
    fieldErrors: {
      type: 'object',
      description: 'A mensagem de cada campo recusado, pelo nome do campo no corpo: { "cnpj": "..." }.',
      additionalProperties: { type: 'string' },
    },
    requestId: {
      type: 'string',
      description:
        'Nas falhas do servidor (5xx): o identificador da requisição nos logs (também em X-Request-Id).',
    },
  },
  required: ['success', 'errors'],
} as const;

const errorRef = { $ref: 'ErrorEnvelope#' };

/** Response schemas of a route: its 200 data plus the error envelope for the statuses it can answer. */
export function responses(
  data: JsonSchema | null,
  errorStatuses: number[],
  successStatus = 200,
): Record<number, JsonSchema> {
  const success: JsonSchema =
    data === null
      ? { type: 'object', properties: { success: { type: 'boolean', enum: [true] } }, required: ['success'] }
      : {
          type: 'object',
          properties: { success: { type: 'boolean', enum: [true] }, data },
          required: ['success', 'data'],
        };
  const result: Record<number, JsonSchema> = { [successStatus]: success };
  for (const status of errorStatuses) result[status] = errorRef;
  return result;
}

/** Schema of a list page around the schema of one item. */
export function pageSchema(item: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      itens: { type: 'array', items: item },
      totalPages: { type: 'integer' },
      totalItems: { type: 'integer' },
      page: { type: 'integer' },
      perPage: { type: 'integer' },
    },
    required: ['itens', 'totalPages', 'totalItems', 'page', 'perPage'],
  };
}
