import type { EntityRecord, ListSort } from '../../core/index.ts';

/**
 * The order a click on a sortable column's header asks for. Sorting is manual (the server orders the page), so
 * the table does not load TanStack's sorting feature (its sort functions, about 2.5 KB gzipped of every list)
 * only to track the header: this keeps its cycle. The first click orders text columns ascending and others
 * descending (read from the page's first values, as TanStack's auto direction), the second the other way, the
 * third goes back to the list's default order (undefined).
 */
export function nextHeaderSort(
  field: string,
  current: ListSort | undefined,
  rows: readonly EntityRecord[],
): ListSort | undefined {
  const first = firstDirection(field, rows);
  if (current?.field !== field) return { field, direction: first };
  if (current.direction !== first) return undefined;
  return { field, direction: first === 'asc' ? 'desc' : 'asc' };
}

function firstDirection(field: string, rows: readonly EntityRecord[]): ListSort['direction'] {
  const value = rows.slice(0, 10).find((row) => row[field] != null)?.[field];
  return typeof value === 'string' ? 'asc' : 'desc';
}
