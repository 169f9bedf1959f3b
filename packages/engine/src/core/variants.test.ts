import { describe, expect, it } from 'vitest';
import {
  entityCalls,
  listPathOf,
  listQueryString,
  newRecordPath,
  parentValuesFromUrl,
  parseListQuery,
  resolveEntity,
  validatorKey,
  variantOf,
  variantOfValue,
  variantValues,
  variantView,
} from './index.ts';
import type { EntityFile } from './index.ts';

const rangeForm = {
  fields: ['fleetId', 'min', 'max'],
  required: ['fleetId', 'min', 'max'],
};

/** Ranges of an operation in two kinds, each a tab; the second names a plate and lists its own columns. */
const rangesFile: EntityFile = {
  $schema: './entity.schema.json',
  id: 'ranges',
  label: { singular: 'Faixa', plural: 'Faixas', gender: 'f' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    kind: {
      type: 'string',
      title: 'Tipo',
      readOnly: true,
      oneOf: [
        { const: 'Load', title: 'Carga' },
        { const: 'LoadException', title: 'Exceção' },
      ],
    },
    fleetId: { type: 'integer', title: 'Operação', relation: { entity: 'fleets' } },
    plateId: { type: 'integer', title: 'Placa', relation: { entity: 'vehicle-plates' } },
    min: { type: 'number', title: 'Mínimo', minimum: 0, maximum: 100, decimals: 2 },
    max: { type: 'number', title: 'Máximo', minimum: 0, maximum: 100, decimals: 2 },
  },
  forms: { edit: { fields: ['min', 'max'], required: ['min', 'max'] } },
  list: {
    columns: ['min', 'max'],
    filters: [{ field: 'min', param: 'Min' }],
    parent: { entity: 'fleets', field: 'fleetId', urlParam: 'operationId', back: '/fleets/' },
  },
  variants: {
    field: 'kind',
    urlParam: 'tab',
    items: [
      {
        value: 'Load',
        key: 'load',
        label: 'Carga',
        routes: { create: '/ranges/load/create' },
        api: { create: { method: 'POST', path: '/load' } },
        forms: { create: rangeForm },
      },
      {
        value: 'LoadException',
        key: 'loadException',
        label: 'Exceção',
        routes: { create: '/ranges/exception/create' },
        api: { create: { method: 'POST', path: '/exception' } },
        forms: {
          create: {
            title: 'Nova exceção',
            fields: ['fleetId', 'plateId', 'min', 'max'],
            required: ['fleetId', 'plateId', 'min', 'max'],
          },
        },
        columns: ['plateId', 'min', 'max'],
        filters: [{ field: 'plateId' }],
      },
    ],
  },
  permissions: { list: ['Admin'], create: ['Admin'], edit: ['Admin'], delete: ['Admin'] },
  api: { basePath: '/v1/ranges' },
  routes: { list: '/ranges/', edit: '/ranges/edit/:id' },
};
const ranges = resolveEntity(rangesFile);

describe('variants: one entity, a tab per kind', () => {
  it('resolves each variant with its create parts, and the list columns and filters where it states none', () => {
    const [load, exception] = ranges.variants!.items;
    expect(load).toMatchObject({ key: 'load', label: 'Carga', routes: { create: '/ranges/load/create' } });
    expect(load!.forms.create?.title).toBe('Nova Faixa');
    expect(load!.columns.map((c) => c.field)).toEqual(['min', 'max']);
    expect(load!.filters.map((f) => f.param)).toEqual(['Min']);
    expect(exception!.forms.create?.title).toBe('Nova exceção');
    expect(exception!.columns.map((c) => [c.field, c.label])).toEqual([
      ['plateId', 'Placa'],
      ['min', 'Mínimo'],
      ['max', 'Máximo'],
    ]);
    expect(exception!.filters).toEqual([
      {
        field: 'plateId',
        param: 'plateId',
        label: 'Placa',
        match: 'equals',
        input: 'select',
        join: [],
        hidden: false,
      },
    ]);
    // The variants' creates are theirs: the entity itself has none.
    expect(ranges.api.actions.create).toBeUndefined();
  });

  it('hides the list parent in every create form (the page fills it) and steps exact decimals by a cent', () => {
    const form = ranges.variants!.items[1]!.forms.create!;
    expect(form.ui['fleetId']?.widget).toBe('hidden');
    expect(form.ui['plateId']?.widget).toBe('relation');
    expect(form.ui['min']).toMatchObject({ widget: 'number', step: 0.01 });
  });

  it('picks a variant by its key, falling back to the first, and by its value', () => {
    expect(variantOf(ranges, 'loadException').value).toBe('LoadException');
    expect(variantOf(ranges, 'nope').key).toBe('load');
    expect(variantOf(ranges, null).key).toBe('load');
    expect(variantOfValue(ranges, 'LoadException')?.key).toBe('loadException');
    expect(variantOfValue(ranges, 'Other')).toBeUndefined();
  });

  it('gives a view of one variant that every generic part reads as an entity, the same object each time', () => {
    const view = variantView(ranges, 'loadException');
    expect(variantView(ranges, 'loadException')).toBe(view);
    expect(view.api.actions.create).toEqual({ method: 'POST', path: '/exception' });
    expect(view.routes.create).toBe('/ranges/exception/create');
    expect(view.forms.create?.fields).toEqual(['fleetId', 'plateId', 'min', 'max']);
    expect(view.forms.edit).toBe(ranges.forms.edit);
    expect(view.list.columns.map((c) => c.field)).toEqual(['plateId', 'min', 'max']);
    expect(view.narrowedTo).toEqual({ field: 'kind', value: 'LoadException', key: 'loadException' });
    expect(variantValues(view)).toEqual({ kind: 'LoadException' });
    expect(variantValues(ranges)).toEqual({});
  });

  it("names each variant's validator <id>.create.<key>", () => {
    expect(validatorKey(variantView(ranges, 'load'), 'create', 'Admin')).toBe('ranges.create.load');
    expect(validatorKey(variantView(ranges, 'load'), 'edit', 'Admin')).toBe('ranges.edit');
    expect(validatorKey(ranges, 'edit', null)).toBe('ranges.edit');
  });

  it("lists the server's calls: the entity's own, then each variant's create", () => {
    expect(entityCalls(ranges).map(({ action, operation }) => `${action} ${operation}`)).toEqual([
      'list ranges_list',
      'get ranges_get',
      'update ranges_update',
      'delete ranges_delete',
      'create ranges_create_load',
      'create ranges_create_loadException',
    ]);
  });

  it("sends a tab's kind with its list call, and the server reads it with that variant's filters", () => {
    const view = variantView(ranges, 'loadException');
    const query = listQueryString(view, { page: 1, filters: { plateId: '4' }, fixed: { fleetId: '7' } });
    expect(query).toBe('Page=1&plateId=4&fleetId=7&kind=LoadException');
    const parsed = parseListQuery(ranges, Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.invalid).toEqual([]);
    expect(parsed.filters.map(({ filter, value }) => [filter.field, filter.match, value])).toEqual([
      ['kind', 'equals', 'LoadException'],
      ['plateId', 'equals', '4'],
      ['fleetId', 'equals', '7'],
    ]);
    // Another tab does not read the plate: it is not one of its filters.
    const load = parseListQuery(ranges, { kind: 'Load', plateId: '4', Min: '5' });
    expect(load.filters.map(({ filter }) => filter.field)).toEqual(['kind', 'min']);
  });

  it('refuses an unknown kind in a list query, in pt-BR', () => {
    expect(parseListQuery(ranges, { kind: 'Bonus' }).invalid).toEqual([
      { param: 'kind', message: 'Tipo: escolha uma das opções.' },
    ]);
  });
});

describe('a create page under a parent, and the way back', () => {
  it("opens a tab's create page with the parent under its field and the tab", () => {
    expect(newRecordPath(variantView(ranges, 'loadException'), '7')).toBe(
      '/ranges/exception/create?fleetId=7&tab=loadException',
    );
    expect(newRecordPath(ranges, '7')).toBeUndefined();
  });

  it('reads the parent from the create page URL, or says it is missing', () => {
    const form = variantView(ranges, 'load').forms.create!;
    expect(parentValuesFromUrl(ranges, form, {}, new URLSearchParams('fleetId=7&tab=load'))).toEqual({
      fleetId: 7,
    });
    expect(parentValuesFromUrl(ranges, form, {}, new URLSearchParams('tab=load'))).toBeUndefined();
    expect(parentValuesFromUrl(ranges, form, {}, new URLSearchParams('fleetId=0'))).toBeUndefined();
    expect(parentValuesFromUrl(ranges, form, {}, new URLSearchParams('fleetId=7%20or%201'))).toBeUndefined();
    // A form without the parent's field (edit) needs nothing from the URL.
    expect(parentValuesFromUrl(ranges, ranges.forms.edit!, {}, new URLSearchParams(''))).toEqual({});
  });

  it("returns to the parent's list on the record's tab", () => {
    expect(listPathOf(ranges, { fleetId: 7, kind: 'LoadException' })).toBe(
      '/ranges/?operationId=7&tab=loadException',
    );
    expect(listPathOf(variantView(ranges, 'load'), { fleetId: 3, kind: 'Load' })).toBe(
      '/ranges/?operationId=3&tab=load',
    );
    expect(listPathOf(ranges, {})).toBe('/ranges/');
  });
});
