import { describe, expect, it } from 'vitest';
import { listQueryString, namedOrder, parseListSort, resolveEntity, sortableFields } from './index.ts';
import type { EntityFile } from './index.ts';

/** A list the user orders from a select of named orders, sent as orderBy=<value>, with one sortable column. */
const tripsFile: EntityFile = {
  $schema: './entity.schema.json',
  id: 'trips',
  label: { singular: 'Viagem', plural: 'Viagens', gender: 'f' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    name: { type: 'string', title: 'Nome' },
    status: { type: 'integer', title: 'Status' },
    createdAt: { type: 'string', title: 'Criada em', format: 'date-time', readOnly: true },
  },
  list: {
    columns: [{ field: 'name', sortable: true }, 'status'],
    filters: [{ field: 'name' }],
    orders: {
      param: 'orderBy',
      options: [
        { value: 'created_desc', label: 'Mais recentes', field: 'createdAt', direction: 'desc' },
        { value: 'created_asc', label: 'Mais antigas', field: 'createdAt', direction: 'asc' },
        { value: 'status', label: 'Status', field: 'status', direction: 'asc' },
      ],
    },
  },
  permissions: { list: ['Admin'], create: [], edit: [], delete: [] },
  api: { basePath: '/v1/trips' },
  routes: { list: '/trips/' },
};
const trips = resolveEntity(tripsFile);

describe('named orders (list.orders)', () => {
  it("resolve with the select's default label, and the first option is the default order", () => {
    expect(trips.list.orders).toEqual({ label: 'Ordenar por', ...tripsFile.list!.orders });
    expect(trips.list.defaultSort).toEqual({ field: 'createdAt', direction: 'desc' });
  });

  it("keep a declared label and defaultSort over the first option's", () => {
    const declared = resolveEntity({
      ...tripsFile,
      list: {
        ...tripsFile.list,
        defaultSort: { field: 'status', direction: 'asc' },
        orders: { ...tripsFile.list!.orders!, label: 'Ordem' },
      },
    });
    expect(declared.list.orders?.label).toBe('Ordem');
    expect(declared.list.defaultSort).toEqual({ field: 'status', direction: 'asc' });
    const { orders: _orders, ...plain } = tripsFile.list!;
    expect(resolveEntity({ ...tripsFile, list: plain }).list.defaultSort).toEqual({
      field: 'id',
      direction: 'desc',
    });
  });

  it('are read from the query by their value under the param', () => {
    expect(parseListSort(trips, { orderBy: 'created_asc' })).toEqual({
      field: 'createdAt',
      direction: 'asc',
    });
    expect(parseListSort(trips, { orderBy: 'status', sort: 'name', order: 'desc' })).toEqual({
      field: 'status',
      direction: 'asc',
    });
    // An unknown value is no order: the default applies, or the sort/order a sortable column sent.
    expect(parseListSort(trips, { orderBy: 'createdAt' })).toBeUndefined();
    expect(parseListSort(trips, { orderBy: 'nope', sort: 'name', order: 'desc' })).toEqual({
      field: 'name',
      direction: 'desc',
    });
  });

  it("are sent as the option's value under the param, without sort and order", () => {
    const query = listQueryString(trips, {
      page: 2,
      filters: { name: 'sul' },
      sort: { field: 'createdAt', direction: 'asc' },
    });
    expect(query).toBe('Page=2&name=sul&orderBy=created_asc');
    expect(parseListSort(trips, Object.fromEntries(new URLSearchParams(query)))).toEqual({
      field: 'createdAt',
      direction: 'asc',
    });
    // An order no option names (a sortable column's) still goes as sort and order.
    expect(listQueryString(trips, { page: 1, filters: {}, sort: { field: 'name', direction: 'desc' } })).toBe(
      'Page=1&sort=name&order=desc',
    );
    // No choice: nothing is sent, the server orders by the first option.
    expect(listQueryString(trips, { page: 1, filters: {} })).toBe('Page=1');
  });

  it('name their option by field and direction, and add their fields to the sortable ones', () => {
    expect(namedOrder(trips, { field: 'status', direction: 'asc' })?.value).toBe('status');
    expect(namedOrder(trips, { field: 'status', direction: 'desc' })).toBeUndefined();
    expect(sortableFields(trips)).toEqual(['name', 'createdAt', 'status']);
  });
});
