import { describe, expect, it } from 'vitest';
import { clients } from '../generated/entities.ts';
import {
  resolveEntity,
  apiCall,
  checkDigitErrors,
  can,
  editPath,
  fillMessage,
  formJsonSchema,
  interpolatePath,
  listQueryString,
  parseListQuery,
  parseListSort,
  readErrors,
  readListPage,
  sameAsErrors,
  serverRoute,
  validationMessage,
} from './index.ts';
import type { EntityFile } from './index.ts';

/** A read-only list ordered by a date, with a date range and the API's own spelling of the order. */
const trackingLogsFile: EntityFile = {
  $schema: './entity.schema.json',
  id: 'tracking-logs',
  label: { singular: 'Log de rastreamento', plural: 'Logs de rastreamento', gender: 'm' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    placa: { type: 'string', title: 'Placa' },
    savedAt: { type: 'string', title: 'Registrado em', format: 'date-time' },
  },
  list: {
    columns: ['placa', 'savedAt'],
    filters: [
      { field: 'savedAt', param: 'InicioIntervalo', label: 'Início', input: 'date', match: 'gte' },
      { field: 'savedAt', param: 'FimIntervalo', label: 'Fim', input: 'date', match: 'lte' },
    ],
    defaultSort: { field: 'savedAt', direction: 'desc' },
  },
  permissions: { list: ['Admin'], create: [], edit: [], delete: [] },
  api: {
    basePath: '/v1/backoffice',
    actions: { list: { method: 'GET', path: '/logs' } },
    sortParams: {
      field: 'SortField',
      direction: 'SortType',
      fieldValues: { savedAt: 'SavedAt' },
      directionValues: { asc: 'Asc', desc: 'Desc' },
    },
  },
};

/** A small schema file; tests change what they need. */
const thingsFile = (over: Partial<EntityFile> = {}): EntityFile => ({
  $schema: './entity.schema.json',
  id: 'things',
  label: { singular: 'Unidade de negócio', plural: 'Unidades de negócio', gender: 'f' },
  fields: { id: { type: 'integer', title: '#', readOnly: true }, name: { type: 'string', title: 'Nome' } },
  permissions: { list: ['Admin'], create: ['Admin'], edit: ['Admin'], delete: ['Admin'] },
  api: { basePath: '/v1/things' },
  ...over,
});

describe('permissions', () => {
  it('follows the schema: Admin writes clients, Manager only lists them', () => {
    expect(can({ action: 'list', entity: clients, profile: 'Manager' }).can).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'toggle'] as const) {
      expect(can({ action, entity: clients, profile: 'Admin' }).can).toBe(true);
      const refused = can({ action, entity: clients, profile: 'Manager' });
      expect(refused.can).toBe(false);
      expect(refused.reason).toContain('Manager');
    }
    expect(can({ action: 'list', entity: clients, profile: null }).can).toBe(false);
    expect(can({ action: 'list', entity: clients, profile: 'Driver' }).can).toBe(false);
  });
});

describe('messages', () => {
  const female = resolveEntity(thingsFile());

  it('are generated from label and gender', () => {
    const m = clients.messages;
    expect(m.created).toBe('Cliente criado com sucesso');
    expect(m.updated).toBe('Cliente atualizado com sucesso');
    expect(m.deleted).toBe('Cliente deletado com sucesso');
    expect(m.activated).toBe('Cliente foi ativado com sucesso');
    expect(m.deactivateFailed).toBe('Falha ao desativar cliente');
    expect(fillMessage(m.confirmDelete, { name: 'Rodobens' })).toBe(
      'Tem certeza que deseja apagar o cliente "Rodobens"?',
    );
    expect(fillMessage('Tem certeza que deseja apagar a programação #{name}?', { name: 34 })).toBe(
      'Tem certeza que deseja apagar a programação #34?',
    );
    expect(fillMessage(m.confirmDelete, {})).toBe('Tem certeza que deseja apagar o cliente?');
    const f = female.messages;
    expect(f.created).toBe('Unidade de negócio criada com sucesso');
    expect(fillMessage(f.confirmActivate, { name: 'Sul' })).toBe(
      'Tem certeza que deseja ativar a unidade de negócio "Sul"?',
    );
  });

  it('take the schema overrides for the spec irregular strings', () => {
    const irregular = resolveEntity(thingsFile({ messages: { updated: 'Operação atualizado com sucesso' } }));
    expect(irregular.messages.updated).toBe('Operação atualizado com sucesso');
    expect(irregular.messages.created).toBe('Unidade de negócio criada com sucesso');
    expect(clients.messages.duplicate).toBe('Já existe um cliente com este CNPJ.');
  });
});

describe('form schema and validation messages', () => {
  it('holds the variant fields in order with its required list and only standard keywords', () => {
    const schema = formJsonSchema(clients, 'create');
    expect(Object.keys(schema.properties)).toEqual(['nomeFantasia', 'razaoSocial', 'cnpj']);
    expect(schema.required).toEqual(['nomeFantasia', 'razaoSocial', 'cnpj']);
    expect(schema.properties['cnpj']).toEqual({ type: 'string', title: 'CNPJ', pattern: '^[0-9]{14}$' });
  });

  it('turns e-mail format into a pattern so the browser validator needs no formats', () => {
    const withEmail = resolveEntity(
      thingsFile({
        fields: { email: { type: 'string', title: 'E-mail', format: 'email' } },
        forms: { create: { fields: ['email'], required: ['email'] } },
      }),
    );
    expect(formJsonSchema(withEmail, 'create').properties['email']).toMatchObject({
      pattern: expect.any(String),
    });
    expect(formJsonSchema(withEmail, 'create').properties['email']).not.toHaveProperty('format');
  });

  it('gives pt-BR messages, with the field override first', () => {
    const msg = (keyword: string, field: string, params: Record<string, unknown> = {}) =>
      validationMessage(clients, 'create', { keyword, field, params });
    expect(msg('required', 'nomeFantasia')).toBe('O campo Nome Fantasia é obrigatório.');
    expect(msg('minLength', 'nomeFantasia', { limit: 1 })).toBe('O campo Nome Fantasia é obrigatório.');
    expect(msg('maxLength', 'razaoSocial', { limit: 200 })).toBe(
      'O campo Razão Social deve ter no máximo 200 caracteres.',
    );
    expect(msg('pattern', 'cnpj')).toBe('Informe os 14 dígitos do CNPJ.');
  });

  it('checks fields that must match', () => {
    const withConfirmation = resolveEntity(
      thingsFile({
        fields: {
          password: { type: 'string', title: 'Senha' },
          passwordConfirmation: { type: 'string', title: 'Confirmação de senha' },
        },
        forms: {
          create: {
            fields: ['password', 'passwordConfirmation'],
            required: [],
            sameAs: { passwordConfirmation: 'password' },
          },
        },
      }),
    );
    expect(sameAsErrors(withConfirmation, 'create', { password: 'a', passwordConfirmation: 'b' })).toEqual({
      passwordConfirmation: 'Confirmação de senha deve ser igual a Senha.',
    });
    expect(sameAsErrors(withConfirmation, 'create', { password: 'a', passwordConfirmation: 'a' })).toEqual(
      {},
    );
  });
});

describe('check digits', () => {
  it('refuses a CNPJ of the right shape with wrong check digits, with the schema message', () => {
    expect(checkDigitErrors(clients, 'create', { cnpj: '11222333000181' })).toEqual({});
    expect(checkDigitErrors(clients, 'create', { cnpj: '11222333000180' })).toEqual({
      cnpj: 'CNPJ inválido: confira os números digitados.',
    });
  });

  it('leaves a value that does not match the pattern to the pattern message', () => {
    expect(checkDigitErrors(clients, 'create', { cnpj: '1122233300' })).toEqual({});
    expect(checkDigitErrors(clients, 'create', {})).toEqual({});
  });
});

describe('api paths, routes and queries', () => {
  it('resolves the declared calls with the id', () => {
    expect(apiCall(clients, 'list')).toEqual({ method: 'GET', path: '/v1/backoffice/clients/' });
    expect(apiCall(clients, 'activate', 7)).toEqual({
      method: 'PUT',
      path: '/v1/backoffice/clients/7/activate',
    });
    expect(apiCall(clients, 'inactivate', 7).path).toBe('/v1/backoffice/clients/7/inactivate');
    expect(serverRoute(clients, 'update')).toEqual({ method: 'PUT', path: '/v1/backoffice/clients/:id' });
    const noAll: typeof clients = {
      ...clients,
      api: { ...clients.api, actions: { list: clients.api.actions.list! } },
    };
    expect(() => apiCall(noAll, 'all')).toThrow(
      'clients.json: /api/actions/all is not declared (declared: list)',
    );
  });

  it('builds and parses list queries with the spec parameter names', () => {
    expect(listQueryString(clients, { page: 2, filters: { nomeFantasia: ' Rodo ', cnpj: '' } })).toBe(
      'Page=2&nomeFantasia=Rodo',
    );
    expect(listQueryString(clients, { page: 0, filters: {} })).toBe('Page=1');
    const parsed = parseListQuery(clients, { Page: '3', cnpj: '11.222', nomeFantasia: '', other: 'x' });
    expect(parsed.page).toBe(3);
    expect(parsed.filters.map((f) => [f.filter.field, f.value])).toEqual([['cnpj', '11222']]);
    expect(parseListQuery(clients, { Page: '-4' }).page).toBe(1);
  });

  it('sends and reads the order in the spelling the schema declares, the default order included', () => {
    const logs = resolveEntity(trackingLogsFile);
    expect(listQueryString(logs, { page: 1, filters: {} })).toBe('Page=1&SortField=SavedAt&SortType=Desc');
    expect(listQueryString(clients, { page: 1, filters: {} })).toBe('Page=1');
    expect(parseListSort(logs, { SortField: 'SavedAt', SortType: 'Asc' })).toEqual({
      field: 'savedAt',
      direction: 'asc',
    });
    expect(parseListSort(logs, { SortField: 'savedAt', SortType: 'asc' })).toBeUndefined();
    expect(parseListSort(logs, { SortField: 'Placa', SortType: 'Asc' })).toBeUndefined();
  });

  it('reads a date range by whole days and refuses a day that does not exist, in pt-BR', () => {
    const logs = resolveEntity(trackingLogsFile);
    const parsed = parseListQuery(logs, { InicioIntervalo: '2026-02-01', FimIntervalo: '2026-02-30' });
    expect(parsed.filters.map((f) => [f.filter.param, f.filter.match, f.value])).toEqual([
      ['InicioIntervalo', 'gte', '2026-02-01'],
    ]);
    expect(parsed.invalid).toEqual([{ param: 'FimIntervalo', message: 'Fim: informe uma data válida.' }]);
    expect(parseListQuery(logs, { InicioIntervalo: '01/02/2026' }).invalid).toHaveLength(1);
    expect(parseListQuery(logs, { InicioIntervalo: ' ' }).invalid).toEqual([]);
  });

  it('fills paths for row links and edit pages', () => {
    expect(interpolatePath('/backoffice/clients/drivers/?clientId={id}', { id: 12 })).toBe(
      '/backoffice/clients/drivers/?clientId=12',
    );
    expect(editPath(clients, 5)).toBe('/backoffice/clients/edit/5');
  });
});

describe('response readers', () => {
  it('read list pages in every shape the spec mentions', () => {
    const page = { itens: [{ id: 1 }], totalPages: 3 };
    expect(readListPage({ success: true, data: page }).totalPages).toBe(3);
    expect(readListPage({ data: { data: page } }).itens).toEqual([{ id: 1 }]);
    expect(readListPage(page).itens).toHaveLength(1);
    expect(() => readListPage({ data: [] })).toThrow('Resposta de lista inesperada');
  });

  it('read error lists', () => {
    expect(readErrors({ success: false, errors: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(readErrors({ errors: { cnpj: ['inválido'] } })).toEqual(['inválido']);
    expect(readErrors('texto')).toEqual([]);
  });
});
