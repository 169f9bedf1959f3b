import type { ParsedFilter } from '@frota/engine';
import { asc, desc, eq, ilike, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type EntityStore, expressionOf } from './entity-store.ts';

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

/**
 * The WHERE conditions of a list from the schema's filters: `contains` is a case-insensitive substring
 * (ILIKE '%v%'; LIKE for digits-only filters), `prefix` a case-insensitive prefix (ILIKE 'v%'), `equals` an
 * exact typed comparison.
 */
export function filterConditions(store: EntityStore, filters: ParsedFilter[]): SQL[] {
  return filters.map(({ filter, value }) => {
    const expression = expressionOf(store, filter.field, `/list/filters (${filter.param})`);
    const type = store.entity.fields[filter.field]?.type ?? 'string';
    const text = type === 'string' ? expression : sql`(${expression})::text`;
    // Digits have no case: LIKE is several times cheaper than ILIKE on a full scan.
    const match = filter.input === 'digits' ? like : ilike;
    switch (filter.match) {
      case 'contains':
        return match(text, `%${escapeLike(value)}%`);
      case 'prefix':
        return match(text, `${escapeLike(value)}%`);
      case 'equals': {
        const typed = typedValue(type, value);
        return typed === undefined ? sql`false` : eq(expression as PgColumn, typed);
      }
    }
  });
}

/** ORDER BY of a list: the schema's `list.defaultSort`, else newest first; the id breaks ties. */
export function listOrder(store: EntityStore): SQL[] {
  const sort = store.entity.list?.defaultSort;
  if (!sort || sort.field === 'id') return [sort?.direction === 'asc' ? asc(store.id) : desc(store.id)];
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(expressionOf(store, sort.field, '/list/defaultSort')), direction(store.id)];
}
