import { entities } from '@frota/engine/entities';
import { listQueryString } from '@frota/engine';
import { describe, expect, it } from 'vitest';
import { listParams, searchFromView, viewFromSearch } from './list-query.ts';

const programmings = entities.find((entity) => entity.id === 'programmings')!;

describe('the programmings list in the URL', () => {
  it('reads page, filters and order back from what it wrote (a link reproduces the view)', () => {
    const view = {
      page: 3,
      filters: { clientId: '2', mainVehiclePlateId: '', status: '4', travelType: '0' },
      orderBy: 'departure_asc',
    };
    const search = searchFromView(view);
    expect(search.toString()).toBe('clientId=2&status=4&travelType=0&orderBy=departure_asc&page=3');
    expect(viewFromSearch(search)).toEqual(view);
  });

  it('asks the API for the mode size, the filters and the named order', () => {
    const view = viewFromSearch(new URLSearchParams('status=2&orderBy=created_asc&page=2'));
    const query = new URLSearchParams(listQueryString(programmings, listParams(programmings, view, 5)));
    expect(Object.fromEntries(query)).toEqual({
      Page: '2',
      perPage: '5',
      status: '2',
      orderBy: 'created_asc',
    });
  });

  it('leaves an unknown order to the server default', () => {
    const view = viewFromSearch(new URLSearchParams('orderBy=whatever'));
    const query = new URLSearchParams(listQueryString(programmings, listParams(programmings, view, 10)));
    expect(query.has('orderBy')).toBe(false);
  });
});
