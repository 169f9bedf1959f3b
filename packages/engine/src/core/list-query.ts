import type { EntitySchema, Filter } from './types.ts';

export interface ListParams {
  page: number;
  /** Filter values keyed by the filter's query parameter name. */
  filters: Record<string, string>;
}

/** Default page parameter name when a schema does not declare one. */
const DEFAULT_PAGE_PARAM = 'Page';

export function pageParam(entity: EntitySchema): string {
  return entity.api.pageParam ?? DEFAULT_PAGE_PARAM;
}

/**
 * The query string of a list call: the page and every non-empty filter under its declared parameter name.
 *
 * @example listQueryString(clients, { page: 2, filters: { cnpj: '112' } }) // "Page=2&cnpj=112"
 */
export function listQueryString(entity: EntitySchema, params: ListParams): string {
  const query = new URLSearchParams();
  query.set(pageParam(entity), String(Math.max(1, Math.trunc(params.page) || 1)));
  for (const filter of entity.list?.filters ?? []) {
    const value = params.filters[filter.param]?.trim();
    if (value) query.set(filter.param, value);
  }
  return query.toString();
}

export interface ParsedFilter {
  filter: Filter;
  value: string;
}

/** The server's reading of a list query: page from 1, and the declared filters that carry a value. */
export function parseListQuery(
  entity: EntitySchema,
  query: Record<string, unknown>,
): { page: number; filters: ParsedFilter[] } {
  const rawPage = Number(query[pageParam(entity)] ?? query['page'] ?? 1);
  const page = Number.isFinite(rawPage) && rawPage >= 1 ? Math.trunc(rawPage) : 1;
  const filters: ParsedFilter[] = [];
  for (const filter of entity.list?.filters ?? []) {
    const raw = query[filter.param];
    if (typeof raw !== 'string') continue;
    const value = filter.input === 'digits' ? raw.replace(/\D/g, '') : raw.trim();
    if (value) filters.push({ filter, value });
  }
  return { page, filters };
}
