import { describe, expect, it } from 'vitest';
import { programmings } from '../generated/entities.ts';
import { formJsonSchema } from './form-schema.ts';
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
