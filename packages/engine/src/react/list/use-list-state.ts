import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  appendFilters,
  namedOrder,
  optionSort,
  ORDER_PARAM,
  SORT_PARAM,
  sortableFields,
} from '../../core/index.ts';
import type { EntitySchema, ListSort } from '../../core/index.ts';

/** What a list shows: page, chosen order and applied filters. */
export interface ListState {
  page: number;
  sort: ListSort | undefined;
  filters: Record<string, string>;
}

const PAGE_PARAM = 'page';

const pageFrom = (search: URLSearchParams) => Math.max(1, Math.trunc(Number(search.get(PAGE_PARAM))) || 1);

/** A named order (`list.orders`) in the URL by its name, `?orderBy=departure_asc`, as the API takes it. */
function namedSortFromSearch(entity: EntitySchema, search: URLSearchParams): ListSort | undefined {
  const orders = entity.list.orders;
  const option = orders?.options.find((candidate) => candidate.value === search.get(orders.param));
  return option ? optionSort(option) : undefined;
}

/** A sortable column's order in the URL, `?sort=name&order=asc`. */
function columnSortFromSearch(entity: EntitySchema, search: URLSearchParams): ListSort | undefined {
  const field = search.get(SORT_PARAM);
  const direction = search.get(ORDER_PARAM);
  const sortable = field !== null && sortableFields(entity).includes(field);
  return field && sortable && (direction === 'asc' || direction === 'desc')
    ? { field, direction }
    : undefined;
}

function fromSearch(entity: EntitySchema, search: URLSearchParams): ListState {
  const filters: Record<string, string> = {};
  // A `multiple` filter's values are its parameter repeated; the list holds them comma-separated.
  for (const filter of entity.list.filters) filters[filter.param] = search.getAll(filter.param).join();
  return {
    page: pageFrom(search),
    sort: namedSortFromSearch(entity, search) ?? columnSortFromSearch(entity, search),
    filters,
  };
}

/** `current` without the parameters a list owns: its page, order and filters (another tab's too). */
export function withoutListParams(entity: EntitySchema, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const filters = [entity.list, ...(entity.variants?.items ?? [])].flatMap((list) => list.filters);
  const orders = entity.list.orders ? [entity.list.orders.param] : [];
  for (const param of [PAGE_PARAM, SORT_PARAM, ORDER_PARAM, ...orders, ...filters.map((f) => f.param)])
    next.delete(param);
  return next;
}

/** The list's own parameters over `current`, whose other parameters (a parent's id, a tab) are kept. */
function toSearch(entity: EntitySchema, state: ListState, current: URLSearchParams): URLSearchParams {
  const next = withoutListParams(entity, current);
  if (state.page > 1) next.set(PAGE_PARAM, String(state.page));
  appendFilters(next, entity.list.filters, state.filters);
  const named = state.sort && entity.list.orders ? namedOrder(entity, state.sort) : undefined;
  if (named && entity.list.orders) next.set(entity.list.orders.param, named.value);
  else if (state.sort) {
    next.set(SORT_PARAM, state.sort.field);
    next.set(ORDER_PARAM, state.sort.direction);
  }
  return next;
}

/**
 * The list's page, order and filters, kept in the portal URL (a reload or a shared link shows the same rows)
 * or, for a list inside a dialog or a tab, in component state.
 */
export function useListState(entity: EntitySchema, syncWithLocation: boolean) {
  const [search, setSearch] = useSearchParams();
  const [local, setLocal] = useState<ListState>(() => fromSearch(entity, new URLSearchParams()));
  const fromUrl = useMemo(() => fromSearch(entity, search), [entity, search]);
  const state = syncWithLocation ? fromUrl : local;
  const setState = useCallback(
    (next: ListState) =>
      syncWithLocation ? setSearch((current) => toSearch(entity, next, current)) : setLocal(next),
    [entity, syncWithLocation, setSearch],
  );
  return [state, setState] as const;
}
