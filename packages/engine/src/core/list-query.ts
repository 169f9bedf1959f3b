import { normalizeInput } from './normalize-input.ts';
import type { EntitySchema, Filter } from './types.ts';
import { variantView } from './variants.ts';

/** An order the user chose by a sortable column or a named order. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
  /** Values of the field that come first, in this order (a named order's `first`). */
  first?: ReadonlyArray<string | number>;
}

type OrderOption = NonNullable<EntitySchema['list']['orders']>['options'][number];

/** The order a named order's option stands for. */
export function optionSort(option: OrderOption): ListSort {
  return {
    field: option.field,
    direction: option.direction,
    ...(option.first ? { first: option.first } : {}),
  };
}

const sameFirst = (a: ListSort['first'], b: ListSort['first']) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

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

/** The portal's URL parameters of a chosen order (the API's own are `api.sortParams`). */
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

export function pageParam(entity: Pick<EntitySchema, 'api'>): string {
  return entity.api.pageParam;
}

/**
 * A filter's values from the one string a list holds for it: a `multiple` filter's are comma-separated
 * ("2,3"), any other's is its whole value; trimmed, empty ones left out.
 */
export function filterValues(filter: Pick<Filter, 'multiple'>, value = ''): string[] {
  return (filter.multiple ? value.split(',') : [value]).map((one) => one.trim()).filter(Boolean);
}

/**
 * Each non-empty filter under its parameter, a `multiple` one's values as the parameter repeated.
 *
 * @example appendFilters(query, programmings.list.filters, { status: '2,3' }) // status=2&status=3
 */
export function appendFilters(
  query: URLSearchParams,
  filters: readonly Filter[],
  values: Readonly<Record<string, string>>,
): URLSearchParams {
  for (const filter of filters)
    for (const value of filterValues(filter, values[filter.param])) query.append(filter.param, value);
  return query;
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
  appendFilters(query, entity.list.filters, params.filters);
  for (const [param, value] of Object.entries(params.fixed ?? {})) query.set(param, value);
  // A variant's list (a tab) lists its own kind only: type=EngineLoad.
  if (entity.narrowedTo) query.set(entity.narrowedTo.field, String(entity.narrowedTo.value));
  const { sortParams } = entity.api;
  const named = params.sort && namedOrder(entity, params.sort);
  if (named && entity.list.orders) {
    query.set(entity.list.orders.param, named.value);
    return query.toString();
  }
  const sort = params.sort ?? (sortParams.sendDefault ? entity.list.defaultSort : undefined);
  if (sort) {
    query.set(sortParams.field, sortParams.fieldValues[sort.field] ?? sort.field);
    query.set(sortParams.direction, sortParams.directionValues[sort.direction]);
  }
  return query.toString();
}

/** The named order (`list.orders`) that is this field and direction, if the list has one. */
export function namedOrder(entity: EntitySchema, sort: ListSort) {
  return entity.list.orders?.options.find(
    (option) =>
      option.field === sort.field &&
      option.direction === sort.direction &&
      sameFirst(option.first, sort.first),
  );
}

/** The fields a list may be ordered by: its sortable columns, its named orders' and its default order's. */
export function sortableFields(entity: EntitySchema): string[] {
  const fields = entity.list.columns.filter((column) => column.sortable).map((column) => column.field);
  const named = (entity.list.orders?.options ?? []).map((option) => option.field);
  return [...new Set([...fields, ...named, entity.list.defaultSort.field])];
}

/**
 * The chosen order of a list query, when it names a sortable column and a direction; else undefined (the
 * schema's defaultSort applies).
 *
 * @example parseListSort(entity, { sort: 'name', order: 'asc' }) // { field: 'name', direction: 'asc' }
 */
export function parseListSort(entity: EntitySchema, query: Record<string, unknown>): ListSort | undefined {
  const { orders } = entity.list;
  const chosen = orders && orders.options.find((option) => option.value === query[orders.param]);
  if (chosen) return optionSort(chosen);
  const { sortParams } = entity.api;
  const spelledField = query[sortParams.field];
  const spelledDirection = query[sortParams.direction];
  const field = sortableFields(entity).find(
    (name) => (sortParams.fieldValues[name] ?? name) === spelledField,
  );
  const direction = (['asc', 'desc'] as const).find(
    (name) => sortParams.directionValues[name] === spelledDirection,
  );
  return field && direction ? { field, direction } : undefined;
}

export interface ParsedFilter {
  filter: Filter;
  /** The value; a `multiple` filter's values comma-separated ("2,3"): read them with `filterValues`. */
  value: string;
}

/** A filter value the server cannot read, with the pt-BR reason. */
export interface InvalidFilter {
  param: string;
  message: string;
}

/** Whether a date filter's value is a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The server's reading of a list query: page from 1, and the declared filters that carry a value. */
export function parseListQuery(
  whole: EntitySchema,
  query: Record<string, unknown>,
): { page: number; filters: ParsedFilter[]; invalid: InvalidFilter[] } {
  const rawPage = Number(query[pageParam(whole)] ?? query['page'] ?? 1);
  const page = Number.isFinite(rawPage) && rawPage >= 1 ? Math.trunc(rawPage) : 1;
  const filters: ParsedFilter[] = [];
  const invalid: InvalidFilter[] = [];
  // A list of one variant (type=Inertia) reads that variant's filters.
  const variant = variantFilter(whole, query);
  if (variant && 'message' in variant) invalid.push(variant);
  else if (variant) filters.push(variant);
  const entity = variant && 'filter' in variant ? variantView(whole, variant.key) : whole;
  for (const filter of entity.list.filters) {
    const raw = query[filter.param];
    if (filter.multiple) {
      const parsed = optionsFilter(entity, filter, raw);
      if (parsed && 'message' in parsed) invalid.push(parsed);
      else if (parsed) filters.push(parsed);
      continue;
    }
    if (typeof raw !== 'string') continue;
    if (filter.input === 'date') {
      const day = raw.trim();
      if (!day) continue;
      if (isIsoDate(day)) filters.push({ filter, value: day });
      else invalid.push({ param: filter.param, message: `${filter.label}: informe uma data válida.` });
      continue;
    }
    const value =
      filter.input === 'digits'
        ? raw.replace(/\D/g, '')
        : normalizeInput(entity.fields[filter.field], raw.trim());
    if (value) filters.push({ filter, value });
  }
  const parent = parentFilter(entity, query);
  if (parent && 'message' in parent) invalid.push(parent);
  else if (parent) filters.push(parent);
  return { page, filters, invalid };
}

/**
 * A `multiple` filter's values (its parameter repeated, or given once) as the one comma-separated value a list
 * holds; a value that is not one of the field's options is refused in pt-BR.
 */
function optionsFilter(
  entity: EntitySchema,
  filter: Filter,
  raw: unknown,
): ParsedFilter | InvalidFilter | undefined {
  const values = (Array.isArray(raw) ? raw : [raw])
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length === 0) return undefined;
  const options = (entity.fields[filter.field]?.oneOf ?? []).map((option) => String(option.const));
  if (values.some((value) => !options.includes(value)))
    return { param: filter.param, message: `${filter.label}: escolha uma das opções.` };
  return { filter, value: values.join(',') };
}

/**
 * The exact filter on a list's parent (`list.parent`, sent as `field`=id), unless a declared filter already
 * reads that parameter.
 */
function parentFilter(
  entity: EntitySchema,
  query: Record<string, unknown>,
): ParsedFilter | InvalidFilter | undefined {
  const parent = entity.list.parent;
  if (!parent || entity.list.filters.some((filter) => filter.param === parent.field)) return undefined;
  const raw = query[parent.field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return undefined;
  const label = entity.fields[parent.field]?.title ?? parent.field;
  if (!/^[0-9]{1,9}$/.test(value)) return { param: parent.field, message: `${label}: informe um id válido.` };
  const filter: Filter = {
    field: parent.field,
    param: parent.field,
    label,
    match: 'equals',
    input: 'text',
    join: [],
    hidden: true,
  };
  return { filter, value };
}

/**
 * The exact filter on the variants' discriminator (`type=Inertia`), with the variant's key; an unknown value
 * is refused in pt-BR.
 */
function variantFilter(
  entity: EntitySchema,
  query: Record<string, unknown>,
): (ParsedFilter & { key: string }) | InvalidFilter | undefined {
  const variants = entity.variants;
  if (!variants) return undefined;
  const raw = query[variants.field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return undefined;
  const label = entity.fields[variants.field]?.title ?? variants.field;
  const variant = variants.items.find((item) => String(item.value) === value);
  if (!variant) return { param: variants.field, message: `${label}: escolha uma das opções.` };
  const filter: Filter = {
    field: variants.field,
    param: variants.field,
    label,
    match: 'equals',
    input: 'text',
    join: [],
    hidden: true,
  };
  return { filter, value, key: variant.key };
}
