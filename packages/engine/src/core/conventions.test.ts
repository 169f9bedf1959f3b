import { describe, expect, it } from 'vitest';
import {
  bonusConfigs,
  fleetTypes,
  justifications,
  operationTypes,
  products,
  programmings,
  referenceGroups,
  vehicleTypes,
} from '../generated/entities.ts';
import { formJsonSchema } from './form-schema.ts';
import { resolveMessages } from './messages.ts';
import { resolveEntity } from './resolve-entity.ts';
import type { EntityFile } from './types.ts';

/** A trip with a client, a plate shown under another title as a plate, and a driver whose name is declared. */
const trips: EntityFile = {
  $schema: './entity.schema.json',
  id: 'trips',
  label: { singular: 'Viagem', plural: 'Viagens', gender: 'f' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    clientId: { type: 'integer', title: 'Cliente', relation: { entity: 'clients', nameField: 'clientName' } },
    plateId: {
      type: 'integer',
      title: 'Placa principal',
      relation: {
        entity: 'vehicle-plates',
        nameField: 'plateName',
        nameTitle: 'Veículo',
        nameFormat: 'plate',
      },
    },
    driverId: {
      type: 'integer',
      title: 'Motorista',
      relation: { entity: 'drivers', nameField: 'driverName' },
    },
    driverName: { type: 'string', title: 'Nome', maxLength: 200, readOnly: true },
  },
  forms: { create: { fields: ['clientId', 'plateId', 'driverId'], required: ['clientId'] } },
  list: { columns: ['clientName', 'plateName', 'driverName'], filters: [{ field: 'plateId' }] },
  permissions: { list: ['Admin'], create: ['Admin'], edit: [], delete: [] },
  api: { basePath: '/v1/trips' },
  routes: { base: '/trips/' },
};

describe('convention: a relation implies its read-only name field', () => {
  const entity = resolveEntity(trips);

  it('adds the name field right after its relation, titled as the relation or nameTitle, with nameFormat', () => {
    expect(Object.keys(entity.fields)).toEqual([
      'id',
      'clientId',
      'clientName',
      'plateId',
      'plateName',
      'driverId',
      'driverName',
    ]);
    expect(entity.fields.clientName).toEqual({ type: 'string', title: 'Cliente', readOnly: true });
    // As a declared plate field: the plate's pattern (its column shows it as a plate).
    expect(entity.fields.plateName).toEqual({
      type: 'string',
      title: 'Veículo',
      format: 'plate',
      readOnly: true,
      pattern: '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$',
    });
  });

  it('keeps a declared name field as written, and drops nameTitle and nameFormat from the resolved relation', () => {
    expect(entity.fields.driverName).toEqual(trips.fields.driverName);
    expect(entity.fields.plateId!.relation).toEqual({ entity: 'vehicle-plates', nameField: 'plateName' });
  });

  it('columns read the implied field like a declared one: its title, a plate column for a plate', () => {
    expect(entity.list.columns.map((c) => [c.field, c.label, c.format])).toEqual([
      ['clientName', 'Cliente', 'text'],
      ['plateName', 'Veículo', 'plate'],
      ['driverName', 'Nome', 'text'],
    ]);
  });

  it('programmings.json declares no name field and still has all ten, where they were', () => {
    const names = Object.values(programmings.fields).flatMap((f) => f.relation?.nameField ?? []);
    expect(names).toHaveLength(10);
    for (const name of names) expect(programmings.fields[name]?.readOnly).toBe(true);
    expect(programmings.fields.mainVehiclePlateName).toEqual({
      type: 'string',
      title: 'Veículo',
      format: 'plate',
      readOnly: true,
      pattern: '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$',
    });
    expect(Object.keys(programmings.fields).slice(0, 4)).toEqual([
      'id',
      'clientId',
      'clientName',
      'mainVehiclePlateId',
    ]);
  });
});

describe('convention: a date-time field a form shows asks for a complete date and time', () => {
  const COMPLETE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}';
  const MESSAGE = 'Informe a data e a hora completas.';
  const entity = resolveEntity({
    ...trips,
    fields: {
      ...trips.fields,
      departure: { type: 'string', title: 'Saída', format: 'date-time' },
      arrival: { type: 'string', title: 'Chegada', format: 'date-time', pattern: '^2' },
      savedAt: { type: 'string', title: 'Registrado em', format: 'date-time' },
      createdAt: { type: 'string', title: 'Criado em', format: 'date-time', readOnly: true },
    },
    forms: {
      ui: { departure: { hint: 'Horário local.' } },
      create: { fields: ['clientId', 'departure', 'arrival'], required: ['clientId'] },
    },
  });

  it('fills the pattern, and the form its pt-BR message under what the file says', () => {
    expect(entity.fields.departure!.pattern).toBe(COMPLETE);
    expect(formJsonSchema(entity, 'create').properties.departure).toMatchObject({ pattern: COMPLETE });
    expect(entity.forms.create!.ui.departure).toEqual({
      errorMessages: { pattern: MESSAGE },
      hint: 'Horário local.',
      widget: 'datetime',
    });
  });

  it('leaves a declared pattern (and its message) to the file, and a field no form shows alone', () => {
    expect(entity.fields.arrival!.pattern).toBe('^2');
    expect(entity.forms.create!.ui.arrival!.errorMessages).toBeUndefined();
    expect(entity.fields.savedAt!.pattern).toBeUndefined();
    expect(entity.fields.createdAt!.pattern).toBeUndefined();
  });

  it('programmings.json states neither and both trip times still have them', () => {
    for (const name of ['expectedDepartureTime', 'expectedArrivalTime']) {
      expect(programmings.fields[name]!.pattern).toBe(COMPLETE);
      expect(programmings.forms.create!.ui[name]!.errorMessages?.pattern).toBe(MESSAGE);
    }
    expect(programmings.forms.create!.ui.expectedArrivalTime!.errorMessages?.after).toBe(
      'A chegada prevista deve ser posterior à saída prevista.',
    );
  });
});

describe('convention: a variant inherits the create form the variants share', () => {
  /** Ranges in two kinds: both create with the shared form; the exception adds a plate and a hint of its own. */
  const ranges: EntityFile = {
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
    },
    forms: {
      ui: { min: { suffix: '%' } },
      create: {
        title: 'Nova Faixa de Premiação',
        fields: ['fleetId', 'min'],
        required: ['fleetId', 'min'],
        ui: { min: { hint: 'Em %.' } },
      },
      edit: { fields: ['min'], required: ['min'] },
    },
    list: { columns: ['min'] },
    variants: {
      field: 'kind',
      urlParam: 'tab',
      items: [
        { value: 'Load', key: 'load', label: 'Carga' },
        {
          value: 'LoadException',
          key: 'loadException',
          label: 'Exceção',
          routes: { create: '/ranges/exception/new' },
          forms: {
            create: {
              fields: ['fleetId', 'plateId', 'min'],
              required: ['fleetId', 'plateId', 'min'],
              ui: { plateId: { hint: 'Só placas da operação.' } },
            },
          },
        },
      ],
    },
    permissions: { list: ['Admin'], create: ['Admin'], edit: ['Admin'], delete: [] },
    api: { basePath: '/v1/ranges' },
    routes: { list: '/ranges/', edit: '/ranges/edit/:id' },
  };
  const entity = resolveEntity(ranges);
  const [load, exception] = entity.variants!.items;

  it('gives a variant that restates nothing the shared form, titled with its label, ui included', () => {
    expect(load!.forms.create).toEqual({
      title: 'Nova Faixa de Premiação / Carga',
      fields: ['fleetId', 'min'],
      required: ['fleetId', 'min'],
      ui: {
        fleetId: { widget: 'relation' },
        min: { step: 0.01, suffix: '%', hint: 'Em %.', widget: 'number' },
      },
      sameAs: {},
      fieldProfiles: {},
    });
  });

  it('lets a variant restate keys: its fields and required replace the shared ones, its ui adds', () => {
    expect(exception!.forms.create!.title).toBe('Nova Faixa de Premiação / Exceção');
    expect(exception!.forms.create!.fields).toEqual(['fleetId', 'plateId', 'min']);
    expect(exception!.forms.create!.ui.min!.hint).toBe('Em %.');
    expect(exception!.forms.create!.ui.plateId!.hint).toBe('Só placas da operação.');
  });

  it('implies the create call and page from the key, unless declared', () => {
    expect(load!.api.create).toEqual({ method: 'POST', path: '/load' });
    expect(load!.routes.create).toBe('/ranges/load/create');
    expect(exception!.api.create).toEqual({ method: 'POST', path: '/load-exception' });
    expect(exception!.routes.create).toBe('/ranges/exception/new');
  });

  it('gives the entity no create form nor call of its own (a record is always of a kind)', () => {
    expect(entity.forms.create).toBeUndefined();
    expect(entity.api.actions.create).toBeUndefined();
    expect(entity.forms.edit!.fields).toEqual(['min']);
  });

  it('keeps bonus-configs.json’s three tabs as they were written out', () => {
    const items = bonusConfigs.variants!.items;
    expect(
      items.map((item) => [item.routes.create, item.api.create?.path, item.forms.create?.title]),
    ).toEqual([
      [
        '/backoffice/fleets/bonus-configs/engine-load/create',
        '/engine-load',
        'Nova Faixa de Premiação / Carga no motor',
      ],
      ['/backoffice/fleets/bonus-configs/inertia/create', '/inertia', 'Nova Faixa de Premiação / Inércia'],
      [
        '/backoffice/fleets/bonus-configs/engine-load-exception/create',
        '/engine-load-exception',
        'Nova Faixa de Premiação / Exceção de carga no motor',
      ],
    ]);
    expect(items[0]!.forms.create!.required).toEqual([
      'fleetId',
      'minPerformance',
      'maxPerformance',
      'bonusValue',
    ]);
    expect(items[2]!.forms.create!.fields).toContain('vehiclePlateId');
    expect(bonusConfigs.forms.create).toBeUndefined();
  });
});

describe('convention: the control tower’s "Erro ao …" message family', () => {
  const product = { singular: 'Produto', plural: 'Produtos', gender: 'm' } as const;
  const reference = { singular: 'Referência', plural: 'Referências', gender: 'f' } as const;
  const fleetType = { singular: 'Tipo de frota', plural: 'Tipos de frota', gender: 'm' } as const;

  it('erro-ao writes the failures as the spec’s sentences, by gender', () => {
    expect(resolveMessages(product, { family: 'erro-ao' })).toMatchObject({
      createFailed: 'Erro ao salvar o produto.',
      updateFailed: 'Erro ao salvar o produto.',
      deleteFailed: 'Erro ao excluir produto',
      activateFailed: 'Erro ao alterar status do produto',
      deactivateFailed: 'Erro ao alterar status do produto',
      loadFailed: 'Erro ao carregar o produto.',
      listLoadFailed: 'Erro ao carregar produtos.',
    });
    expect(resolveMessages(reference, { family: 'erro-ao' }).activateFailed).toBe(
      'Erro ao alterar status da referência',
    );
  });

  it('erro-ao-curto writes the type lists’ fragments; an explicit key still wins; the rest stays generated', () => {
    const messages = resolveMessages(fleetType, {
      family: 'erro-ao-curto',
      duplicate: 'Já existe um tipo de frota com este código.',
    });
    expect(messages).toMatchObject({
      createFailed: 'Erro ao salvar tipo de frota',
      deleteFailed: 'Erro ao excluir tipo de frota',
      activateFailed: 'Erro ao alterar status do tipo de frota',
      listLoadFailed: 'Erro ao carregar tipos de frota',
      loadFailed: 'Erro ao carregar o tipo de frota.',
      duplicate: 'Já existe um tipo de frota com este código.',
      created: 'Tipo de frota criado com sucesso',
    });
    expect(messages).not.toHaveProperty('family');
  });

  it('the six catalogues that opt in keep the spec’s exact strings', () => {
    expect(products.messages.updateFailed).toBe('Erro ao salvar o produto.');
    expect(justifications.messages.deactivateFailed).toBe('Erro ao alterar status da justificativa');
    expect(vehicleTypes.messages.listLoadFailed).toBe('Erro ao carregar tipos de veículo');
    expect(referenceGroups.messages.createFailed).toBe('Erro ao salvar grupo de referência');
    expect(operationTypes.messages.activateFailed).toBe('Erro ao alterar status do tipo de operação');
    expect(fleetTypes.messages.deleteFailed).toBe('Erro ao excluir tipo de frota');
  });
});
