import {
  type EntitySchema,
  filterValues,
  type ListSort,
  type ParsedFilter,
  parseListQuery,
} from '@frota/engine';
import { and, asc, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from '../http/errors.ts';
import { type EntityStore, expressionOf } from './entity-store.ts';

/** A date filter's day is a day for the product's staff, in Brazil's official time. */
export const FILTER_TIME_ZONE = 'America/Sao_Paulo';

/** The instant a calendar day (YYYY-MM-DD, checked by parseListQuery) starts in FILTER_TIME_ZONE. */
export function startOfDay(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::integer)::timestamp at time zone ${FILTER_TIME_ZONE})`;
}

/**
 * A list query's page and filters as `parseListQuery` reads them; a filter it cannot read answers 400 with its
 * pt-BR reason under its parameter (`startDate: "Saída a partir de: informe uma data válida."`). The generic
 * list's reading, shared by every call that takes a list's filters (the programmings' monitor).
 */
export function readListQuery(
  entity: EntitySchema,
  query: Record<string, unknown>,
): { page: number; filters: ParsedFilter[] } {
  const { page, filters, invalid } = parseListQuery(entity, query);
  if (invalid.length > 0)
    throw fieldError(
      'BAD_REQUEST',
      Object.fromEntries(invalid.map((problem) => [problem.param, problem.message])),
    );
  return { page, filters };
}

/** Escapes LIKE's wildcards so a user's "%" or "_" matches itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A filter value as the field's type: an "equals" on a number or boolean compares typed values. */
function typedValue(type: string, value: string): string | number | boolean | undefined {
  if (type === 'integer' || type === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  if (type === 'boolean') {
    if (['true', '1', 'sim'].includes(value.toLowerCase())) return true;
    if (['false', '0', 'não', 'nao'].includes(value.toLowerCase())) return false;
    return undefined;
  }
  return value;
}

/** A field as text for a LIKE: its column or computed expression, cast when it is not a string. */
function textOf(store: EntityStore, field: string, where: string): SQL | PgColumn {
  const expression = expressionOf(store, field, where);
  const type = store.entity.fields[field]?.type ?? 'string';
  return type === 'string' ? expression : sql`(${expression})::text`;
}

/**
 * A filter across several fields (`join`, Nome do usuário = firstName + lastName): every word of the value
 * is found, case-insensitively, in at least one of them, so "ana rib" finds Ana Paula Ribeiro.
 */
function joinedCondition(store: EntityStore, filter: ParsedFilter['filter'], value: string): SQL | undefined {
  const where = `/list/filters (${filter.param})`;
  const texts = [filter.field, ...filter.join].map((field) => textOf(store, field, where));
  const words = value.split(/\s+/).filter(Boolean);
  return and(...words.map((word) => or(...texts.map((text) => ilike(text, `%${escapeLike(word)}%`)))));
}

/**
 * The WHERE conditions of a list from the schema's filters: `contains` is a case-insensitive substring
 * (ILIKE '%v%'; LIKE for digits-only filters), `prefix` a case-insensitive prefix (ILIKE 'v%'), `equals` an
 * exact typed comparison (`in (...)` for a `multiple` filter's values), `gte`/`lte` a date range by whole days;
 * a filter with `join` matches each word of the value in any of its fields.
 */
export function filterConditions(store: EntityStore, filters: ParsedFilter[]): SQL[] {
  return filters.map(({ filter, value }) => {
    if (filter.join.length > 0) return joinedCondition(store, filter, value) ?? sql`true`;
    const expression = expressionOf(store, filter.field, `/list/filters (${filter.param})`);
    const type = store.entity.fields[filter.field]?.type ?? 'string';
    const text = textOf(store, filter.field, `/list/filters (${filter.param})`);
    // Digits have no case: LIKE is several times cheaper than ILIKE on a full scan.
    const match = filter.input === 'digits' ? like : ilike;
    switch (filter.match) {
      case 'contains':
        return match(text, `%${escapeLike(value)}%`);
      case 'prefix':
        return match(text, `${escapeLike(value)}%`);
      case 'equals': {
        const values = filterValues(filter, value);
        const typed = values.map((one) => typedValue(type, one)).filter((one) => one !== undefined);
        if (typed.length === 0 || typed.length < values.length) return sql`false`;
        return typed.length === 1
          ? eq(expression as PgColumn, typed[0])
          : inArray(expression as PgColumn, typed);
      }
      // From the start of the chosen day, up to (not including) the start of the day after the chosen one.
      case 'gte':
        return sql`${expression} >= ${startOfDay(value)}`;
      case 'lte':
        return sql`${expression} < ${startOfDay(value, 1)}`;
    }
  });
}

/**
 * Where a value stands among a named order's `first` values (0, 1, ...), the others after them all. The
 * positions are written into the SQL (integers), the values are parameters.
 */
function firstRank(expression: SQL | PgColumn, first: ReadonlyArray<string | number>): SQL {
  const cases = first.map((value, index) => sql`when ${value} then ${sql.raw(String(index))}`);
  return sql`case ${expression} ${sql.join(cases, sql` `)} else ${sql.raw(String(first.length))} end`;
}

/**
 * ORDER BY of a list: the order the caller chose by a sortable column (`sort` and `order`, see parseListSort)
 * or a named order (its `first` values ahead of the others), else the schema's `list.defaultSort`; the id
 * breaks ties.
 */
export function listOrder(store: EntityStore, chosen?: ListSort): SQL[] {
  const sort: ListSort = chosen ?? store.entity.list.defaultSort;
  if (sort.field === 'id') return [sort.direction === 'asc' ? asc(store.id) : desc(store.id)];
  const direction = sort.direction === 'asc' ? asc : desc;
  const expression = expressionOf(store, sort.field, '/list/defaultSort');
  const rank = sort.first ? [asc(firstRank(expression, sort.first))] : [];
  return [...rank, direction(expression), direction(store.id)];
}
