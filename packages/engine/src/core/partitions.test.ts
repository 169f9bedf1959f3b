import { describe, expect, it } from 'vitest';
import { validateEntityFile } from '../meta/index.ts';
import { resolveEntity } from './resolve-entity.ts';
import type { EntityFile } from './types.ts';

const readings: EntityFile = {
  $schema: './entity.schema.json',
  id: 'readings',
  label: { singular: 'Leitura', plural: 'Leituras', gender: 'f' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    plate: { type: 'string', title: 'Placa', maxLength: 7 },
    clientId: { type: 'integer', title: 'Cliente', relation: { entity: 'clients', nameField: 'clientName' } },
    savedAt: { type: 'string', title: 'Registrado em', format: 'date-time' },
  },
  list: { columns: ['plate', 'savedAt'], filters: [{ field: 'plate' }] },
  permissions: { list: ['Admin'], create: [], edit: [], delete: [] },
  api: { basePath: '/v1/readings', actions: { list: { method: 'GET', path: '/' } } },
  routes: { list: '/readings' },
  storage: { unique: [['plate', 'savedAt']], partitions: { by: 'savedAt' } },
};

const errorsOf = (file: EntityFile) =>
  validateEntityFile('readings.json', file, new Set(['readings', 'clients'])).errors;
const withStorage = (storage: unknown) => ({ ...readings, storage }) as unknown as EntityFile;

describe('a table partitioned by month (storage.partitions)', () => {
  it('resolves with three months ahead unless told, and its default partition named after the table', () => {
    expect(errorsOf(readings)).toEqual([]);
    expect(resolveEntity(readings).storage.partitions).toEqual({
      by: 'savedAt',
      monthsAhead: 3,
      defaultTable: 'readings_default',
    });
    expect(
      resolveEntity(withStorage({ partitions: { by: 'savedAt', monthsAhead: 6 } })).storage.partitions
        ?.monthsAhead,
    ).toBe(6);
    expect(resolveEntity(withStorage({})).storage.partitions).toBeUndefined();
  });

  it('is by a stored date-time field', () => {
    expect(errorsOf(withStorage({ partitions: { by: 'plate' } }))).toEqual([
      {
        file: 'readings.json',
        path: '/storage/partitions/by',
        message: 'the partition field needs format "date-time"',
      },
    ]);
    expect(errorsOf(withStorage({ partitions: { by: 'clientName' } }))[0]?.message).toBe(
      `"clientName" is not stored (a relation's nameField or writeOnly)`,
    );
    expect(errorsOf(withStorage({ partitions: { by: 'when' } }))[0]?.message).toMatch(
      /^unknown field "when"/,
    );
  });

  it('refuses a unique entry without the partition field, which PostgreSQL could not enforce', () => {
    expect(
      errorsOf(withStorage({ unique: ['plate', ['plate', 'clientId']], partitions: { by: 'savedAt' } })),
    ).toEqual([
      {
        file: 'readings.json',
        path: '/storage/unique',
        message: '"plate" alone cannot be unique in a table partitioned by "savedAt": list it with "savedAt"',
      },
      {
        file: 'readings.json',
        path: '/storage/unique',
        message: '[plate, clientId] must include "savedAt", the field the table is partitioned by',
      },
    ]);
  });
});
