export type PaginationItem = number | 'ellipsis';

export interface PaginationRangeOptions {
  /** Pages always shown at each end. */
  boundaries?: number;
  /** Pages shown on each side of the current one. */
  siblings?: number;
}

const range = (start: number, end: number): number[] =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, index) => start + index);

/**
 * The page buttons to show, with 'ellipsis' where pages are skipped. The number of items stays the
 * same whatever the current page, so the buttons do not jump around; an ellipsis never hides just
 * one page (that page is shown instead). Same rules as MUI's usePagination.
 *
 * @example paginationRange(5, 10) // [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]
 * @example paginationRange(1, 10) // [1, 2, 3, 4, 5, 'ellipsis', 10]
 */
export function paginationRange(
  page: number,
  totalPages: number,
  { boundaries = 1, siblings = 1 }: PaginationRangeOptions = {},
): PaginationItem[] {
  const count = Number.isFinite(totalPages) ? Math.max(Math.trunc(totalPages), 0) : 0;
  if (count === 0) return [];
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.trunc(page) : 1, 1), count);
  const boundary = Math.max(Math.trunc(boundaries), 0);
  const sibling = Math.max(Math.trunc(siblings), 0);

  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);

  const siblingsStart = Math.max(
    Math.min(current - sibling, count - boundary - sibling * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + sibling, boundary + sibling * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : count - 1,
  );

  const items: PaginationItem[] = [...startPages];
  if (siblingsStart > boundary + 2) items.push('ellipsis');
  else if (boundary + 1 < count - boundary) items.push(boundary + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundary - 1) items.push('ellipsis');
  else if (count - boundary > boundary) items.push(count - boundary);
  items.push(...endPages);
  return items;
}
