import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSchemaError, validateEntityFile } from './index.ts';

const schemasDir = join(import.meta.dirname, '../../../../schemas');
const files = readdirSync(schemasDir).filter(
  (f) => f.endsWith('.json') && !['entity.schema.json', 'package.json'].includes(f),
);
const ids = new Set(files.map((f) => f.replace(/\.json$/, '')));
const load = (file: string) =>
  JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as Record<string, unknown>;

describe('schema files', () => {
  it.each(files)('%s satisfies the meta-schema and its references', (file) => {
    const { errors } = validateEntityFile(file, load(file), ids);
    expect(errors.map(formatSchemaError)).toEqual([]);
  });
});

describe('mistakes are reported with the file and the JSON path', () => {
  const clients = () => structuredClone(load('clients.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures mutate arbitrary paths

  it('an unknown column format names the allowed kinds', () => {
    const json = clients();
    json.list.columns[2] = { field: 'cnpj', format: 'cnpjj' };
    const [error] = validateEntityFile('clients.json', json, ids).errors;
    expect(formatSchemaError(error!)).toMatch(
      /^clients\.json: \/list\/columns\/2\/format: must be equal to one of the allowed values \(text, .*cnpj/,
    );
  });

  it('a record name over an unknown field is named', () => {
    const json = clients();
    json.recordName = 'cliente {nome}';
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toContain(
      'clients.json: /recordName: unknown field "nome" (fields: id, nomeFantasia, razaoSocial, cnpj, createdAt, isActive)',
    );
  });

  it('an unknown property is named', () => {
    const json = clients();
    json.list.colums = [];
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toContain(
      'clients.json: /list: must NOT have additional properties ("colums")',
    );
  });

  it('a column on a missing field lists the fields that exist', () => {
    const json = clients();
    json.list.columns[1] = 'nome';
    json.list.columns[2] = { field: 'razao' };
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'clients.json: /list/columns/1: unknown field "nome" (fields: id, nomeFantasia, razaoSocial, cnpj, createdAt, isActive)',
      'clients.json: /list/columns/2/field: unknown field "razao" (fields: id, nomeFantasia, razaoSocial, cnpj, createdAt, isActive)',
    ]);
  });

  it('a call that needs a missing form is refused (the API would fail at start-up)', () => {
    const json = clients();
    delete json.forms.edit;
    json.list.rowActions = json.list.rowActions.filter((action: { kind: string }) => action.kind !== 'edit');
    json.api.actions = { update: { method: 'PUT', path: '/{id}' } };
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'clients.json: /api/actions/update: an update call needs /forms/edit',
    ]);
  });

  it('an unknown toggle spelling names the ones that exist', () => {
    const json = clients();
    json.api.toggle = 'ativar';
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'clients.json: /api/toggle: must be equal to one of the allowed values (activate-inactivate, activate-deactivate, active-deactive, prefix-active-deactive)',
    ]);
  });

  it('an index on several fields names the missing one by its place in the list', () => {
    const json = clients() as ReturnType<typeof clients> & { storage: { indexes?: unknown[] } };
    json.storage = { ...json.storage, indexes: ['cnpj', ['createdAt', 'criado']] };
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'clients.json: /storage/indexes/1/1: unknown field "criado" (fields: id, nomeFantasia, razaoSocial, cnpj, createdAt, isActive)',
    ]);
  });

  it('a second column on a missing field lists the fields that exist', () => {
    const json = clients();
    json.list.columns[1] = { field: 'nome' };
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'clients.json: /list/columns/1/field: unknown field "nome" (fields: id, nomeFantasia, razaoSocial, cnpj, createdAt, isActive)',
    ]);
  });

  it('a required field outside the form, a read-only field in a form and a wrong file name are refused', () => {
    const json = clients();
    json.forms.create.required.push('isActive');
    json.forms.edit.fields = ['nomeFantasia', 'razaoSocial', 'cnpj', 'createdAt'];
    const messages = validateEntityFile('clientes.json', json, ids).errors.map(formatSchemaError);
    expect(messages).toContain('clientes.json: /id: id "clients" must match the file name');
    expect(messages).toContain(
      'clientes.json: /forms/create/required/3: "isActive" is required but not among the form\'s fields',
    );
    expect(messages).toContain(
      'clientes.json: /forms/edit/fields/3: "createdAt" is readOnly and cannot be in a form',
    );
  });

  it('a view action needs a bespoke form, and a bespoke form a dialog', () => {
    const json = clients();
    json.list.rowActions = [{ kind: 'view' }];
    json.forms.component = 'client-form';
    const messages = validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError);
    expect(messages).toContain(
      'clients.json: /forms/component: a bespoke form component opens in a dialog: set forms.mode "modal"',
    );
    delete json.forms.component;
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toContain(
      'clients.json: /list/rowActions/0: a view action needs forms.component (the generic read-only view is not built) and the get call',
    );
  });

  it('a details extension needs the get call that answers the record with its parts', () => {
    const json = structuredClone(load('points-of-interest.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
    json.api = { basePath: '/v1/backoffice/points-of-interest', details: 'poi-details' };
    expect(validateEntityFile('points-of-interest.json', json, ids).errors.map(formatSchemaError)).toContain(
      'points-of-interest.json: /api/details: a details extension answers with the record: it needs the get call',
    );
    const drivers = structuredClone(load('drivers.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
    drivers.api.details = 'driver-details';
    expect(validateEntityFile('drivers.json', drivers, ids).errors.map(formatSchemaError)).toContain(
      'drivers.json: /api/details: a create extension answers its own results: it cannot write nested parts too',
    );
  });

  it('a relation to a schema that does not exist is refused', () => {
    const json = clients();
    json.fields.ownerId = { type: 'integer', title: 'Dono', relation: { entity: 'owners' } };
    expect(validateEntityFile('clients.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'clients.json: /fields/ownerId/relation/entity: no schema file "owners.json"',
    ]);
  });
  it('a named order on a missing field, two orders with one value, and an order without param are refused', () => {
    const json = structuredClone(load('programmings.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
    json.list.orders.options[1].field = 'criadoEm';
    json.list.orders.options[2].value = 'created_desc';
    const messages = validateEntityFile('programmings.json', json, ids).errors.map(formatSchemaError);
    expect(messages).toEqual([
      expect.stringMatching(
        /^programmings\.json: \/list\/orders\/options\/1\/field: unknown field "criadoEm" \(fields: id, clientId, /,
      ),
      'programmings.json: /list/orders/options: each named order needs a value of its own',
    ]);
    delete json.list.orders.param;
    expect(validateEntityFile('programmings.json', json, ids).errors.map(formatSchemaError)).toContain(
      "programmings.json: /list/orders: must have required property 'param'",
    );
  });
  it('a filter of several values off a field with options, or with options holding a comma, is refused', () => {
    const json = structuredClone(load('programmings.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
    json.list.filters[0].multiple = true;
    json.list.filters[3].multiple = true;
    json.fields.travelType = {
      type: 'string',
      title: 'Tipo de viagem',
      oneOf: [
        { const: 'Vazio,Carregado', title: 'Qualquer' },
        { const: 'Vazio', title: 'Vazio' },
      ],
    };
    const messages = validateEntityFile('programmings.json', json, ids).errors.map(formatSchemaError);
    expect(messages).toEqual([
      'programmings.json: /list/filters/0/multiple: a filter of several values needs a field with oneOf, match "equals" and input "select"',
      'programmings.json: /list/filters/3/multiple: a filter of several values holds them comma-separated: no option of its field may hold a comma',
    ]);
  });
});

describe('an implied name field', () => {
  const programmings = () => structuredClone(load('programmings.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures mutate arbitrary paths

  it('is refused when declared as the relation implies it, and nameTitle beside a declared one', () => {
    const json = programmings();
    json.fields.clientName = { type: 'string', title: 'Cliente', readOnly: true };
    json.fields.mainVehiclePlateName = { type: 'string', title: 'Placa', readOnly: true };
    expect(validateEntityFile('programmings.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'programmings.json: /fields/clientName: the relation "clientId" implies this field as declared: leave it out',
      'programmings.json: /fields/mainVehiclePlateId/relation/nameTitle: "mainVehiclePlateName" is declared: give it its title and format there',
      'programmings.json: /fields/mainVehiclePlateId/relation/nameFormat: "mainVehiclePlateName" is declared: give it its title and format there',
    ]);
  });
});

describe('a variant create form', () => {
  it('without fields of its own nor a shared forms.create is refused', () => {
    const json = structuredClone(load('bonus-configs.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures mutate arbitrary paths
    delete json.forms.create;
    json.variants.items[0].forms = { create: { title: 'Nova faixa' } };
    expect(validateEntityFile('bonus-configs.json', json, ids).errors.map(formatSchemaError)).toEqual([
      "bonus-configs.json: /variants/items/0/forms/create: a variant's create form needs fields (its own or forms.create's)",
    ]);
  });
});

describe('a message override', () => {
  it('that repeats the generated or the family’s text is refused', () => {
    const json = structuredClone(load('products.json')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures mutate arbitrary paths
    json.messages.deleteFailed = 'Erro ao excluir produto';
    json.messages.created = 'Produto criado com sucesso';
    expect(validateEntityFile('products.json', json, ids).errors.map(formatSchemaError)).toEqual([
      'products.json: /messages/deleteFailed: the text it has without this override (generated or the "erro-ao" family\'s): leave it out',
      'products.json: /messages/created: the text it has without this override (generated or the "erro-ao" family\'s): leave it out',
    ]);
  });
});
