import { describe, expect, it } from 'vitest';
import { listQueryString, parentIdFromUrl, parseListQuery, resolveEntity, withQuery } from './index.ts';
import type { EntityFile } from './index.ts';

/** A list that belongs to one operation, named by the portal URL as ?operationId= and sent as fleetId. */
const rangesFile: EntityFile = {
  $schema: './entity.schema.json',
  id: 'ranges',
  label: { singular: 'Faixa', plural: 'Faixas', gender: 'f' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    fleetId: { type: 'integer', title: 'Operação', relation: { entity: 'fleets' } },
    name: { type: 'string', title: 'Nome' },
  },
  list: {
    columns: ['name'],
    filters: [{ field: 'name', param: 'Name' }],
    parent: { entity: 'fleets', field: 'fleetId', urlParam: 'operationId', back: '/backoffice/fleets/' },
  },
  permissions: { list: ['Admin'], create: [], edit: [], delete: [] },
  api: { basePath: '/v1/ranges' },
  routes: { list: '/ranges/' },
};
const ranges = resolveEntity(rangesFile);

describe('a list under a parent (list.parent)', () => {
  it('reads the parent id from a route parameter first, then from the query', () => {
    expect(parentIdFromUrl(ranges, { operationId: '7' }, new URLSearchParams('operationId=9'))).toBe('7');
    expect(parentIdFromUrl(ranges, {}, new URLSearchParams('operationId=9&tab=x'))).toBe('9');
  });

  it('ignores a parent id that is not a plain id', () => {
    expect(parentIdFromUrl(ranges, {}, new URLSearchParams('operationId=9%20or%201'))).toBeUndefined();
    expect(parentIdFromUrl(ranges, {}, new URLSearchParams(''))).toBeUndefined();
  });

  it('sends the parent as its field, and the server reads it back as an exact filter', () => {
    const query = listQueryString(ranges, { page: 1, filters: { Name: 'a' }, fixed: { fleetId: '7' } });
    expect(query).toBe('Page=1&Name=a&fleetId=7');
    const parsed = parseListQuery(ranges, Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.filters.map(({ filter, value }) => [filter.field, filter.match, value])).toEqual([
      ['name', 'contains', 'a'],
      ['fleetId', 'equals', '7'],
    ]);
  });

  it('refuses a parent id that is not a number, in pt-BR', () => {
    expect(parseListQuery(ranges, { fleetId: 'x' }).invalid).toEqual([
      { param: 'fleetId', message: 'Operação: informe um id válido.' },
    ]);
  });

  it('adds query parameters to a path, leaving empty ones out', () => {
    expect(withQuery('/a/create', { fleetId: '7', tab: undefined })).toBe('/a/create?fleetId=7');
    expect(withQuery('/a/?x=1', { tab: 'b' })).toBe('/a/?x=1&tab=b');
    expect(withQuery('/a/', {})).toBe('/a/');
  });
});
