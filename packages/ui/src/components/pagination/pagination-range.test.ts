import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

const E = 'ellipsis';

describe('paginationRange with one boundary and one sibling', () => {
  it('shows every page when they fit in seven slots', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(2, 2)).toEqual([1, 2]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one ellipsis on the right near the first page', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(paginationRange(5, 10)).toEqual([1, E, 4, 5, 6, E, 10]);
    expect(paginationRange(6, 10)).toEqual([1, E, 5, 6, 7, E, 10]);
    expect(paginationRange(50, 100)).toEqual([1, E, 49, 50, 51, E, 100]);
  });

  it('puts one ellipsis on the left near the last page', () => {
    expect(paginationRange(7, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(paginationRange(1, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(paginationRange(5, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
  });

  it('keeps the same number of items on every page', () => {
    const lengths = Array.from({ length: 20 }, (_, index) => paginationRange(index + 1, 20).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('clamps a page outside the range', () => {
    expect(paginationRange(0, 10)).toEqual(paginationRange(1, 10));
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
  });

  it('gives no items without pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, Number.NaN)).toEqual([]);
  });
});

describe('paginationRange with other ranges', () => {
  it('honours wider boundaries and no siblings', () => {
    expect(paginationRange(5, 20, { boundaries: 2, siblings: 0 })).toEqual([1, 2, E, 5, E, 19, 20]);
  });

  it('honours wider siblings', () => {
    expect(paginationRange(10, 20, { boundaries: 2, siblings: 2 })).toEqual([
      1,
      2,
      E,
      8,
      9,
      10,
      11,
      12,
      E,
      19,
      20,
    ]);
    expect(paginationRange(10, 20, { boundaries: 0, siblings: 2 })).toEqual([E, 8, 9, 10, 11, 12, E]);
  });
});
