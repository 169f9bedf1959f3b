import { describe, expect, it } from 'vitest';
import { nextHeaderSort } from './header-sort.ts';

describe('nextHeaderSort', () => {
  const rows = [
    { id: 1, name: null, plate: 'ABC1D23', km: 12 },
    { id: 2, name: 'Ana', km: 30 },
  ];

  it('orders text ascending first, then descending, then back to the default order', () => {
    const first = nextHeaderSort('name', undefined, rows);
    expect(first).toEqual({ field: 'name', direction: 'asc' });
    const second = nextHeaderSort('name', first, rows);
    expect(second).toEqual({ field: 'name', direction: 'desc' });
    expect(nextHeaderSort('name', second, rows)).toBeUndefined();
  });

  it('orders numbers, and a column without values, descending first', () => {
    const first = nextHeaderSort('km', undefined, rows);
    expect(first).toEqual({ field: 'km', direction: 'desc' });
    expect(nextHeaderSort('km', first, rows)).toEqual({ field: 'km', direction: 'asc' });
    expect(nextHeaderSort('km', { field: 'km', direction: 'asc' }, rows)).toBeUndefined();
    expect(nextHeaderSort('createdAt', undefined, [])).toEqual({ field: 'createdAt', direction: 'desc' });
  });

  it('starts over on another column', () => {
    expect(nextHeaderSort('plate', { field: 'km', direction: 'desc' }, rows)).toEqual({
      field: 'plate',
      direction: 'asc',
    });
  });
});
