import { FORMAT_DECIMALS } from '@frota/domain/format';
import { describe, expect, it } from 'vitest';
import { clients } from '../generated/entities.ts';
import { resolveEntity } from './resolve-entity.ts';
import type { EntityFile } from './types.ts';

const typeList: EntityFile = {
  $schema: './entity.schema.json',
  id: 'vehicle-types',
  label: { singular: 'Tipo de veículo', plural: 'Tipos de veículo', gender: 'm' },
  displayField: 'name',
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    code: { type: 'string', title: 'Código', minLength: 1, maxLength: 50 },
    name: { type: 'string', title: 'Nome', minLength: 1, maxLength: 150 },
    isActive: { type: 'boolean', title: 'Ativo', readOnly: true },
  },
  forms: {
    requiredMessage: 'Todos os campos são obrigatórios.',
    create: { fields: ['code', 'name'], required: ['code', 'name'] },
    edit: {},
  },
  list: { columns: ['code', 'name', { field: 'isActive', label: 'Situação' }], filters: [{ field: 'code' }] },
  permissions: {
    list: ['Admin', 'Manager'],
    create: ['Admin'],
    edit: ['Admin'],
    delete: ['Admin'],
    toggle: ['Admin'],
  },
  api: { basePath: '/v1/backoffice/vehicle-types', toggle: 'activate-deactivate', shortList: '/short' },
  routes: { base: '/backoffice/vehicle-types/' },
};

describe('resolveEntity: a file states what deviates, the resolver fills the conventions', () => {
  it('fills every default downstream code would otherwise assume: view, page parameter, separator, row actions', () => {
    const entity = resolveEntity({
      ...typeList,
      list: {
        ...typeList.list,
        rowActions: [{ kind: 'link', label: 'Motoristas', to: '/x/:id' }, { kind: 'unlink' }],
      },
    });
    expect(entity.permissions.view).toEqual(entity.permissions.list);
    expect(entity.api.pageParam).toBe('Page');
    expect(entity.displaySeparator).toBe(' ');
    expect(entity.list.rowActions).toEqual([
      { kind: 'link', label: 'Motoristas', to: '/x/:id', permission: 'list', icon: 'list' },
      { kind: 'unlink', permission: 'link', icon: 'list' },
    ]);
  });

  it('gives the standard calls from the forms and permissions, and the named toggle spelling', () => {
    expect(resolveEntity(typeList).api).toEqual({
      basePath: '/v1/backoffice/vehicle-types',
      pageParam: 'Page',
      sortParams: {
        field: 'sort',
        direction: 'order',
        fieldValues: {},
        directionValues: { asc: 'asc', desc: 'desc' },
        sendDefault: false,
      },
      actions: {
        list: { method: 'GET', path: '/' },
        get: { method: 'GET', path: '/{id}' },
        update: { method: 'PUT', path: '/{id}' },
        create: { method: 'POST', path: '/' },
        delete: { method: 'DELETE', path: '/{id}' },
        activate: { method: 'PUT', path: '/{id}/activate' },
        inactivate: { method: 'PUT', path: '/{id}/deactivate' },
        all: { method: 'GET', path: '/short' },
      },
      // Not accounts: their writes are no audit events unless the file says so.
      audit: false,
    });
  });

  it('audits the writes of accounts by convention, and of any entity that declares it', () => {
    const accounts = resolveEntity({ ...typeList, storage: { accounts: { profile: 'Admin' } } });
    expect(accounts.api.audit).toBe(true);
    expect(resolveEntity({ ...typeList, api: { ...typeList.api, audit: true } }).api.audit).toBe(true);
  });

  it('lets a file override one call and adds no call an entity lacks', () => {
    const users = resolveEntity({
      ...typeList,
      forms: { create: typeList.forms!.create! },
      permissions: { ...typeList.permissions, delete: [] },
      api: {
        basePath: '/v1/backoffice/backoffice-users',
        actions: {
          activate: { method: 'PUT', path: '/active-user/{id}' },
          inactivate: { method: 'PUT', path: '/deactive-user/{id}' },
        },
      },
    });
    expect(Object.keys(users.api.actions).sort()).toEqual(['activate', 'create', 'inactivate', 'list']);
    expect(users.api.actions.activate).toEqual({ method: 'PUT', path: '/active-user/{id}' });
    expect(users.list.rowActions).toEqual([{ kind: 'toggle', permission: 'toggle', icon: 'list' }]);
  });

  it('makes the edit variant inherit the create variant, with default titles by gender', () => {
    const { create, edit } = resolveEntity(typeList).forms;
    expect(create?.title).toBe('Novo Tipo de veículo');
    expect(edit?.title).toBe('Editar Tipo de veículo');
    expect(edit?.fields).toEqual(['code', 'name']);
    expect(edit?.required).toEqual(['code', 'name']);
    const female = resolveEntity({
      ...typeList,
      label: { singular: 'Placa', plural: 'Placas', gender: 'f' },
    });
    expect(female.forms.create?.title).toBe('Nova Placa');
  });

  it('applies the shared required message to every required field of both variants', () => {
    const { create, edit } = resolveEntity(typeList).forms;
    for (const variant of [create, edit])
      for (const name of ['code', 'name'])
        expect(variant?.ui[name]?.errorMessages).toEqual({
          required: 'Todos os campos são obrigatórios.',
          minLength: 'Todos os campos são obrigatórios.',
        });
  });

  it('derives columns, filters, row actions and routes', () => {
    const entity = resolveEntity(typeList);
    expect(entity.list.columns).toEqual([
      { field: 'code', join: [], label: 'Código', format: 'text', sortable: false },
      { field: 'name', join: [], label: 'Nome', format: 'text', sortable: false },
      { field: 'isActive', join: [], label: 'Situação', format: 'yesNo', sortable: false },
    ]);
    expect(entity.list.filters).toEqual([
      {
        field: 'code',
        join: [],
        param: 'code',
        label: 'Código',
        match: 'contains',
        input: 'text',
        hidden: false,
      },
    ]);
    expect(entity.list.rowActions).toEqual([
      { kind: 'edit', permission: 'edit', icon: 'list' },
      { kind: 'toggle', permission: 'toggle', icon: 'list' },
      { kind: 'delete', permission: 'delete', icon: 'list' },
    ]);
    expect(entity.routes).toEqual({
      list: '/backoffice/vehicle-types/',
      create: '/backoffice/vehicle-types/create/',
      edit: '/backoffice/vehicle-types/edit/:id',
    });
    expect(entity.storage.table).toBe('vehicle_types');
    expect(entity.permissions.view).toEqual(['Admin', 'Manager']);
  });

  it("gives a percent column its field's exact decimals, else a reading's FORMAT_DECIMALS.percent", () => {
    const readings = resolveEntity({
      ...typeList,
      fields: {
        ...typeList.fields,
        load: { type: 'number', title: 'Carga (%)', minimum: 0, maximum: 100 },
        share: { type: 'number', title: 'Participação (%)', minimum: 0, maximum: 100, decimals: 2 },
      },
      list: {
        columns: [
          { field: 'load', format: 'percent' },
          { field: 'share', format: 'percent' },
        ],
      },
    });
    expect(readings.list.columns.map((column) => column.decimals)).toEqual([FORMAT_DECIMALS.percent, 2]);
    expect(FORMAT_DECIMALS.percent).toBe(1);
    expect(resolveEntity(typeList).list.columns[0]).not.toHaveProperty('decimals');
  });

  it("copies the API's record guard and the portal's bespoke pages, and adds neither when absent", () => {
    const guarded = resolveEntity({
      ...typeList,
      api: { ...typeList.api, guard: 'type-status' },
      routes: { ...typeList.routes, component: 'vehicle-types' },
    });
    expect(guarded.api.guard).toBe('type-status');
    expect(guarded.routes).toEqual({
      list: '/backoffice/vehicle-types/',
      create: '/backoffice/vehicle-types/create/',
      edit: '/backoffice/vehicle-types/edit/:id',
      component: 'vehicle-types',
    });
    const plain = resolveEntity(typeList);
    expect(plain.api).not.toHaveProperty('guard');
    expect(plain.routes).not.toHaveProperty('component');
  });

  it('reads what a CNPJ field implies: pattern, mask, messages, column format and digits-only filter', () => {
    expect(clients.fields['cnpj']?.pattern).toBe('^[0-9]{14}$');
    expect(clients.forms.edit?.ui['cnpj']).toEqual({
      widget: 'masked',
      mask: 'cnpj',
      placeholder: '00.000.000/0000-00',
      errorMessages: {
        pattern: 'Informe os 14 dígitos do CNPJ.',
        checkDigits: 'CNPJ inválido: confira os números digitados.',
      },
    });
    expect(clients.list.columns.find((c) => c.field === 'cnpj')?.format).toBe('cnpj');
    expect(clients.list.columns.find((c) => c.field === 'id')?.format).toBe('text');
    expect(clients.list.filters.find((f) => f.field === 'cnpj')).toMatchObject({
      input: 'digits',
      placeholder: 'Somente números',
    });
  });
});

describe('an e-mail filter', () => {
  it('is a text input matching part of the address, so "beatriz" or "demo.com" finds it', () => {
    const users = resolveEntity({
      ...typeList,
      id: 'people',
      fields: { ...typeList.fields, email: { type: 'string', title: 'E-mail', format: 'email' } },
      list: { ...typeList.list, filters: [{ field: 'email' }] },
    });
    expect(users.list.filters[0]).toMatchObject({ input: 'text', match: 'contains' });
  });
});
