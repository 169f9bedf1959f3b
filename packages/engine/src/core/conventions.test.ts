import { describe, expect, it } from 'vitest';
import { programmings } from '../generated/entities.ts';
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
