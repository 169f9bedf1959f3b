import { describe, expect, it } from 'vitest';
import { appendFilters, filterValues, listQueryString, parseListQuery, resolveEntity } from './index.ts';
import type { EntityFile } from './index.ts';

/** Trips filtered by any of several statuses (`multiple`), and by a name. */
const tripsFile: EntityFile = {
  $schema: './entity.schema.json',
  id: 'trips',
  label: { singular: 'Viagem', plural: 'Viagens', gender: 'f' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    name: { type: 'string', title: 'Nome' },
    status: {
      type: 'integer',
      title: 'Status',
      oneOf: [
        { const: 0, title: 'Aguardando' },
        { const: 2, title: 'Em Carregamento' },
        { const: 3, title: 'Em Trânsito' },
      ],
    },
  },
  list: { columns: ['name', 'status'], filters: [{ field: 'status', multiple: true }, { field: 'name' }] },
  permissions: { list: ['Admin'], create: [], edit: [], delete: [] },
  api: { basePath: '/v1/trips' },
  routes: { list: '/trips/' },
};
const trips = resolveEntity(tripsFile);
const [status, name] = trips.list.filters as [(typeof trips.list.filters)[0], (typeof trips.list.filters)[0]];

describe('a filter of several values (`multiple`)', () => {
  it('resolves as an exact select of the field’s options; other filters are not multiple', () => {
    expect(status).toMatchObject({ param: 'status', match: 'equals', input: 'select', multiple: true });
    expect(name).not.toHaveProperty('multiple');
  });

  it('holds its values comma-separated, and only it splits them', () => {
    expect(filterValues(status, ' 2, 3,,')).toEqual(['2', '3']);
    expect(filterValues(status, '')).toEqual([]);
    expect(filterValues(name, ' Silva, Ana ')).toEqual(['Silva, Ana']);
  });

  it('sends its values as the parameter repeated, and one value alone as the parameter once', () => {
    expect(listQueryString(trips, { page: 1, filters: { status: '2,3', name: 'a, b' } })).toBe(
      'Page=1&status=2&status=3&name=a%2C+b',
    );
    expect(listQueryString(trips, { page: 1, filters: { status: '2' } })).toBe('Page=1&status=2');
    expect(
      appendFilters(new URLSearchParams(), trips.list.filters, { status: '0,3' }).getAll('status'),
    ).toEqual(['0', '3']);
  });

  it('reads the parameter repeated or once, and refuses a value that is not an option, in pt-BR', () => {
    const read = (query: Record<string, unknown>) => parseListQuery(trips, query);
    expect(read({ status: ['2', ' 3 '] }).filters.map((f) => f.value)).toEqual(['2,3']);
    expect(read({ status: '2' }).filters.map((f) => f.value)).toEqual(['2']);
    expect(read({ status: ['', ' '] })).toMatchObject({ filters: [], invalid: [] });
    const refusal = [{ param: 'status', message: 'Status: escolha uma das opções.' }];
    expect(read({ status: ['2', '9'] })).toMatchObject({ filters: [], invalid: refusal });
    expect(read({ status: '2,3' }).invalid).toEqual(refusal);
  });
});
