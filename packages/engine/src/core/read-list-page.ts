import type { EntityRecord, ListPage } from './types.ts';
import { isObject } from './read-response.ts';

/**
 * Reads a list page from a response body in any of the shapes the spec mentions: our envelope
 * `{ data: { itens, totalPages } }`, the original back end's `{ data: { data: { itens } } }`, or a bare
 * `{ itens, totalPages }`. Throws when none matches, naming what arrived.
 */
export function readListPage<T = EntityRecord>(body: unknown): ListPage<T> {
  const candidates = [body, isObject(body) ? body['data'] : undefined];
  const inner = isObject(body) && isObject(body['data']) ? body['data']['data'] : undefined;
  candidates.push(inner);
  for (const candidate of candidates) {
    if (isObject(candidate) && Array.isArray(candidate['itens'])) {
      const itens = candidate['itens'] as T[];
      return {
        itens,
        totalPages: Number(candidate['totalPages'] ?? 1) || 1,
        totalItems: Number(candidate['totalItems'] ?? itens.length),
        page: Number(candidate['page'] ?? 1),
        perPage: Number(candidate['perPage'] ?? itens.length),
      };
    }
  }
  throw new Error(`Resposta de lista inesperada: ${JSON.stringify(body)?.slice(0, 120)}`);
}
