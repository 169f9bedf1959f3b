import type { EntitySchema, ListParams } from '@frota/engine';

/** The filters of the programmings' panel, by their parameter in the list call and the portal URL. */
export const FILTER_PARAMS = ['clientId', 'mainVehiclePlateId', 'status', 'travelType'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type ListFilters = Record<FilterParam, string>;

export const ORDER_PARAM = 'orderBy';
const PAGE_PARAM = 'page';

/** What the URL says the list shows: page, filters and order (a link reproduces the view). */
export interface ListView {
  page: number;
  filters: ListFilters;
  /** A named order of programmings.json (`list.orders`), '' for the default. */
  orderBy: string;
}

export function viewFromSearch(search: URLSearchParams): ListView {
  const filters = Object.fromEntries(
    FILTER_PARAMS.map((param) => [param, search.get(param) ?? '']),
  ) as ListFilters;
  return {
    page: Math.max(1, Math.trunc(Number(search.get(PAGE_PARAM))) || 1),
    filters,
    orderBy: search.get(ORDER_PARAM) ?? '',
  };
}

export function searchFromView(view: ListView): URLSearchParams {
  const search = new URLSearchParams();
  for (const param of FILTER_PARAMS) if (view.filters[param]) search.set(param, view.filters[param]);
  if (view.orderBy) search.set(ORDER_PARAM, view.orderBy);
  if (view.page > 1) search.set(PAGE_PARAM, String(view.page));
  return search;
}

/** The list call's parameters: the named order becomes the schema's sort, which the engine sends as orderBy. */
export function listParams(entity: EntitySchema, view: ListView, perPage: number): ListParams {
  const option = entity.list.orders?.options.find((candidate) => candidate.value === view.orderBy);
  return {
    page: view.page,
    perPage,
    filters: { ...view.filters },
    ...(option ? { sort: { field: option.field, direction: option.direction } } : {}),
  };
}
