import type { EntityRecord, ListPage } from './types.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

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

/** Reads `data` of our envelope (or the body itself when the server sends no envelope). */
export function readData<T>(body: unknown): T {
  if (isObject(body) && 'data' in body) return body['data'] as T;
  return body as T;
}

/** The messages of an error body `{ errors: [...] }`, or an empty list. */
export function readErrors(body: unknown): string[] {
  if (!isObject(body)) return [];
  const errors = body['errors'];
  if (Array.isArray(errors)) return errors.filter((e): e is string => typeof e === 'string');
  if (isObject(errors))
    return Object.values(errors)
      .flat()
      .filter((e): e is string => typeof e === 'string');
  return [];
}

/**
 * The messages an error body attributes to fields, `{ fieldErrors: { cnpj: "..." } }` on our API, or the
 * original back end's `{ errors: { Cnpj: ["..."] } }` (first message, field name with a lower-case initial).
 */
export function readFieldErrors(body: unknown): Record<string, string> {
  if (!isObject(body)) return {};
  const source = isObject(body['fieldErrors'])
    ? body['fieldErrors']
    : isObject(body['errors'])
      ? body['errors']
      : {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(source)) {
    const message = Array.isArray(value) ? value.find((m) => typeof m === 'string') : value;
    if (typeof message === 'string') result[field.replace(/^./, (c) => c.toLowerCase())] = message;
  }
  return result;
}
