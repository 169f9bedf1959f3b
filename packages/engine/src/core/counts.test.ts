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
    secret: { type: 'string', title: 'Segredo', writeOnly: true },
    savedAt: { type: 'string', title: 'Registrado em', format: 'date-time' },
  },
  list: { columns: ['plate', 'savedAt'], filters: [{ field: 'plate' }, { field: 'clientId' }] },
  permissions: { list: ['Admin'], create: [], edit: [], delete: [] },
  api: { basePath: '/v1/readings', actions: { list: { method: 'GET', path: '/' } } },
  routes: { list: '/readings' },
  storage: { counts: { time: 'savedAt', by: ['clientId', 'plate'] } },
};

const errorsOf = (file: EntityFile) =>
  validateEntityFile('readings.json', file, new Set(['readings', 'clients'])).errors;
const withCounts = (counts: unknown) => ({ ...readings, storage: { counts } }) as unknown as EntityFile;

describe('counts kept beside the table (storage.counts)', () => {
  it('resolve to the hour and day counts tables named after the table', () => {
    expect(errorsOf(readings)).toEqual([]);
    expect(resolveEntity(readings).storage.counts).toEqual({
      time: 'savedAt',
      by: ['clientId', 'plate'],
      hourTable: 'readings_counts_by_hour',
      groupTable: 'readings_count_groups',
      dayTable: 'readings_counts_by_day',
    });
    expect(resolveEntity({ ...readings, storage: {} }).storage.counts).toBeUndefined();
  });

  it('count a stored date-time field by stored fields only', () => {
    expect(errorsOf(withCounts({ time: 'plate', by: ['clientName', 'secret', 'nome', 'plate'] }))).toEqual([
      {
        file: 'readings.json',
        path: '/storage/counts/time',
        message: 'the time field needs format "date-time"',
      },
      {
        file: 'readings.json',
        path: '/storage/counts/by/0',
        message: `"clientName" is not stored (a relation's nameField or writeOnly): nothing to count`,
      },
      {
        file: 'readings.json',
        path: '/storage/counts/by/1',
        message: `"secret" is not stored (a relation's nameField or writeOnly): nothing to count`,
      },
      {
        file: 'readings.json',
        path: '/storage/counts/by/2',
        message: 'unknown field "nome" (fields: id, plate, clientId, clientName, secret, savedAt)',
      },
      {
        file: 'readings.json',
        path: '/storage/counts/by/3',
        message: '"plate" is the time field, counted already',
      },
    ]);
  });

  it('need a field to count by, and nothing else', () => {
    expect(errorsOf(withCounts({ time: 'savedAt', by: [] }))[0]?.path).toBe('/storage/counts/by');
    expect(errorsOf(withCounts({ time: 'savedAt', by: ['plate'], grain: 'minute' }))[0]).toMatchObject({
      path: '/storage/counts',
      message: 'must NOT have additional properties ("grain")',
    });
  });

  it('are refused for accounts, which live in the identity users table', () => {
    const file = {
      ...readings,
      storage: { accounts: { profile: 'Manager' }, counts: readings.storage!.counts },
    };
    expect(errorsOf(file as EntityFile)).toContainEqual({
      file: 'readings.json',
      path: '/storage/counts',
      message: 'accounts live in the identity users table: no counts',
    });
  });
});
