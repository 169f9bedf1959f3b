import { normalizeInput } from './normalize-input.ts';
import type { EntitySchema, Filter } from './types.ts';

/** An order the user chose by a sortable column. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListParams {
  page: number;
  /** Rows per page; the server's default when absent. */
  perPage?: number;
  /** A sortable column's order; the schema's defaultSort when absent. */
  sort?: ListSort;
  /** Filter values keyed by the filter's query parameter name. */
  filters: Record<string, string>;
  /** Parameters always sent as given (a list under a parent: `{ clientId: '3' }`). */
  fixed?: Record<string, string>;
}

/** The query parameters of a chosen order (our API's names). */
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

/** Default page parameter name when a schema does not declare one. */
const DEFAULT_PAGE_PARAM = 'Page';

export function pageParam(entity: Pick<EntitySchema, 'api'>): string {
  return entity.api.pageParam || DEFAULT_PAGE_PARAM;
}

/**
 * The query string of a list call: the page and every non-empty filter under its declared parameter name.
 *
 * @example listQueryString(clients, { page: 2, filters: { cnpj: '112' } }) // "Page=2&cnpj=112"
 */
export function listQueryString(entity: EntitySchema, params: ListParams): string {
  const query = new URLSearchParams();
  query.set(pageParam(entity), String(Math.max(1, Math.trunc(params.page) || 1)));
  if (params.perPage) query.set('perPage', String(params.perPage));
  for (const filter of entity.list.filters) {
    const value = params.filters[filter.param]?.trim();
    if (value) query.set(filter.param, value);
  }
  for (const [param, value] of Object.entries(params.fixed ?? {})) query.set(param, value);
  if (params.sort) {
    query.set(SORT_PARAM, params.sort.field);
    query.set(ORDER_PARAM, params.sort.direction);
  }
  return query.toString();
}

/**
 * The chosen order of a list query, when it names a sortable column and a direction; else undefined (the
 * schema's defaultSort applies).
 *
 * @example parseListSort(entity, { sort: 'name', order: 'asc' }) // { field: 'name', direction: 'asc' }
 */
export function parseListSort(entity: EntitySchema, query: Record<string, unknown>): ListSort | undefined {
  const field = query[SORT_PARAM];
  const direction = query[ORDER_PARAM];
  if (typeof field !== 'string' || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return entity.list.columns.some((column) => column.sortable && column.field === field)
    ? { field, direction }
    : undefined;
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
  for (const filter of entity.list.filters) {
    const raw = query[filter.param];
    if (typeof raw !== 'string') continue;
    const value =
      filter.input === 'digits'
        ? raw.replace(/\D/g, '')
        : normalizeInput(entity.fields[filter.field], raw.trim());
    if (value) filters.push({ filter, value });
  }
  return { page, filters };
}
