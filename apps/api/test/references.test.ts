import { entities } from '@frota/engine/entities';
import { count, eq } from 'drizzle-orm';
import { draftsFromRecord, operatingHoursProblems, polygonProblems } from '@frota/domain';
import { describe, expect, it } from 'vitest';
import { entityStore } from '../src/crud/entity-store.ts';
import { createRepository } from '../src/crud/repository.ts';
import { references } from '../src/db/generated/entity-tables.ts';
import { referenceGeofences, referenceOperatingHours } from '../src/modules/references/tables.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const BASE = '/v1/backoffice/references';
const call = async (method: string, path: string, payload?: unknown) =>
  t.call(method, path, { token: await t.tokenOf(ADMIN), body: payload });

const SQUARE = [
  { latitude: -22.9, longitude: -47.06 },
  { latitude: -22.9, longitude: -47.05 },
  { latitude: -22.91, longitude: -47.05 },
  { latitude: -22.91, longitude: -47.06 },
];
const week = (change: (day: number) => Record<string, unknown> = () => ({})) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    startTime: '08:00',
    endTime: '18:00',
    contractedGateToGate: 30,
    totalGateToGate: 20,
    ...change(day),
  }));

let codes = 0;
async function groupId(): Promise<number> {
  const groups = body(await call('GET', '/v1/backoffice/reference-groups/short')).data as Array<{
    value: number;
  }>;
  return groups[0]!.value;
}
async function payload(reference: Record<string, unknown> = {}, hours = week(), points: unknown = SQUARE) {
  codes += 1;
  return {
    reference: {
      referenceCode: `  T-${codes}  `,
      name: `  Pátio de teste ${codes} `,
      description: 'Pátio',
      referenceGroupId: await groupId(),
      isLoad: true,
      isUnload: false,
      isReferenceVisible: true,
      geofence: { name: 'Cerca', type: 0, points },
      ...reference,
    },
    operatingHours: hours,
  };
}
const rowsOf = async (table: typeof referenceOperatingHours | typeof referenceGeofences) =>
  Number((await t.db.select({ n: count() }).from(table))[0]!.n);

describe('references with their fence and operating hours', () => {
  it('create in one call and read back in order: trimmed code and name, hh:mm:ss, empty gate-to-gate as 0', async () => {
    const sent = await payload(
      {},
      week((day) => (day === 0 ? { contractedGateToGate: '', totalGateToGate: 15 } : {})),
    );
    const created = await call('POST', BASE, sent);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = body(created).data;
    const read = body(await call('GET', `${BASE}/${id}`)).data;
    expect(read.referenceCode).toBe(`T-${codes}`);
    expect(read.name).toBe(`Pátio de teste ${codes}`);
    expect(read.geofence).toMatchObject({ name: 'Cerca', type: 0 });
    expect(read.geofence.points.map((p: { index: number }) => p.index)).toEqual([0, 1, 2, 3]);
    expect(
      read.geofence.points.map(({ latitude, longitude }: (typeof SQUARE)[0]) => ({ latitude, longitude })),
    ).toEqual(SQUARE);
    expect(read.operatingHours).toHaveLength(7);
    expect(read.operatingHours[0]).toMatchObject({
      dayOfWeek: 0,
      startTime: '08:00:00',
      endTime: '18:00:00',
      contractedGateToGateMinutes: 0,
      expectedGateToGateMinutes: 15,
    });
  });

  it('update replaces the fence and the hours, and delete takes them along', async () => {
    const created = body(await call('POST', BASE, await payload())).data;
    const triangle = SQUARE.slice(0, 3);
    const update = {
      id: created.id,
      ...(await payload(
        { name: 'Renomeado' },
        week(() => ({ endTime: '20:00:00' })),
        triangle,
      )),
    };
    const updated = await call('PUT', `${BASE}/${created.id}`, update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(body(updated).data.geofence.points).toHaveLength(3);
    expect(body(updated).data.operatingHours.map((h: { endTime: string }) => h.endTime)).toEqual(
      Array(7).fill('20:00:00'),
    );
    const [fences, hours] = [await rowsOf(referenceGeofences), await rowsOf(referenceOperatingHours)];
    expect((await call('DELETE', `${BASE}/${created.id}`)).statusCode).toBe(200);
    expect(await rowsOf(referenceGeofences)).toBe(fences - 1);
    expect(await rowsOf(referenceOperatingHours)).toBe(hours - 7);
  });

  it('refuse a fence of two points, out of range or with crossing edges, under geofence', async () => {
    const [a, b, c, d] = SQUARE;
    for (const [points, message] of [
      [[a, b], 'A cerca eletrônica precisa de pelo menos 3 pontos.'],
      [[a, b, { latitude: -95, longitude: -47 }], 'Ponto 3: latitude fora do intervalo de -90 a 90.'],
      [[a, c, b, d], 'As arestas 1 e 3 da cerca eletrônica se cruzam.'],
    ] as const) {
      const refused = await call('POST', BASE, await payload({}, week(), points));
      expect(refused.statusCode).toBe(400);
      expect(body(refused).fieldErrors.geofence).toBe(message);
    }
    const missing = await call('POST', BASE, await payload({ geofence: undefined }));
    expect(body(missing).fieldErrors.geofence).toBe('Configure a cerca eletrônica da referência.');
  });

  it('refuse hours with the spec messages, and an end before its start', async () => {
    const noTimes = await call(
      'POST',
      BASE,
      await payload(
        {},
        week((d) => (d === 1 || d === 6 ? { startTime: '' } : {})),
      ),
    );
    expect(body(noTimes).errors).toContain(
      'Defina os horários de operação para todos os dias da semana. Faltam: Segunda-feira, Sábado',
    );
    const noGate = await call(
      'POST',
      BASE,
      await payload(
        {},
        week((d) => (d === 0 ? { contractedGateToGate: null, totalGateToGate: null } : {})),
      ),
    );
    expect(body(noGate).errors).toContain(
      'Defina os valores de gate-to-gate para todos os dias da semana. Faltam: Domingo',
    );
    const backwards = await call(
      'POST',
      BASE,
      await payload(
        {},
        week((d) => (d === 2 ? { endTime: '07:00' } : {})),
      ),
    );
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).fieldErrors.operatingHours).toMatch(/Terça-feira/);
  });

  it('refuse missing name, code and group under their fields, writing nothing', async () => {
    const before = await rowsOf(referenceGeofences);
    const refused = await call(
      'POST',
      BASE,
      await payload({ name: '', referenceCode: undefined, referenceGroupId: undefined }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(body(refused).fieldErrors).sort()).toEqual([
      'name',
      'referenceCode',
      'referenceGroupId',
    ]);
    expect(await rowsOf(referenceGeofences)).toBe(before);
  });

  it('leave nothing half written when the nested parts fail after the reference was inserted', async () => {
    const entity = entities.find((e) => e.id === 'references')!;
    const repository = createRepository(t.db, entityStore(entity));
    const [before] = await t.db.select({ n: count() }).from(references);
    await expect(
      repository.create(
        { referenceCode: 'FALHA', name: 'Falha', referenceGroupId: await groupId() },
        {},
        async (tx, id) => {
          await tx.insert(referenceGeofences).values({ referenceId: id, name: 'x' });
          throw new Error('falha simulada ao gravar os pontos');
        },
      ),
    ).rejects.toThrow();
    const [after] = await t.db.select({ n: count() }).from(references);
    expect(after!.n).toBe(before!.n);
    expect(await t.db.select().from(references).where(eq(references.referenceCode, 'FALHA'))).toEqual([]);
  });

  it('let a Manager view a reference with its parts, but not write', async () => {
    const created = body(await call('POST', BASE, await payload())).data;
    const manager = await t.tokenOf(MANAGER);
    const read = await t.call('GET', `${BASE}/${created.id}`, { token: manager });
    expect(read.statusCode).toBe(200);
    expect(body(read).data.operatingHours).toHaveLength(7);
    const refused = await t.call('PUT', `${BASE}/${created.id}`, {
      token: manager,
      body: { id: created.id, ...(await payload()) },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('document the nested payload and answer in the OpenAPI page', async () => {
    const document = body(await t.call('GET', '/docs/json'));
    const create = document.paths[`${BASE}/`].post;
    const payload = create.requestBody.content['application/json'].schema;
    expect(payload.required).toEqual(['reference', 'operatingHours']);
    expect(payload.properties.reference.properties.geofence.properties.points.minItems).toBe(3);
    expect(payload.properties.operatingHours.items.required).toEqual(['day', 'startTime', 'endTime']);
    const answer = document.paths[`${BASE}/{id}`].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties.data.properties)).toEqual(
      expect.arrayContaining(['geofence', 'operatingHours']),
    );
    expect(document.paths['/v1/backoffice/points-of-interest/short'].get).toBeDefined();
  });

  it('seed every demo reference with a fence and a week that the rules accept', async () => {
    const seeded = body(await call('GET', `${BASE}?perPage=100&code=-`)).data.itens as Array<{ id: number }>;
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    for (const { id } of seeded) {
      const read = body(await call('GET', `${BASE}/${id}`)).data;
      expect(polygonProblems(read.geofence.points), read.referenceCode).toEqual([]);
      expect(read.geofence.points.length, read.referenceCode).toBeGreaterThanOrEqual(3);
      expect(operatingHoursProblems(draftsFromRecord(read.operatingHours)), read.referenceCode).toEqual([]);
    }
  });
});

describe('points of interest', () => {
  it('list, create and offer a short list of key, text and value; a Manager reads but does not create', async () => {
    const created = await call('POST', '/v1/backoffice/points-of-interest', {
      name: 'Posto de teste',
      latitude: -23.5,
      longitude: -46.6,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = body(created).data.id;
    expect(body(await call('GET', `/v1/backoffice/points-of-interest/${id}`)).data).toMatchObject({
      name: 'Posto de teste',
      latitude: -23.5,
      longitude: -46.6,
    });
    const short = body(await call('GET', '/v1/backoffice/points-of-interest/short')).data;
    expect(short).toContainEqual({ key: id, value: id, text: 'Posto de teste' });
    expect(short.map((item: { text: string }) => item.text)).toContain('Pátio Regulador de Cubatão');
    const outOfRange = await call('POST', '/v1/backoffice/points-of-interest', {
      name: 'X',
      latitude: 95,
      longitude: 0,
    });
    expect(body(outOfRange).fieldErrors).toHaveProperty('latitude');
    const manager = await t.tokenOf(MANAGER);
    expect((await t.call('GET', '/v1/backoffice/points-of-interest', { token: manager })).statusCode).toBe(
      200,
    );
    const refused = await t.call('POST', '/v1/backoffice/points-of-interest', {
      token: manager,
      body: { name: 'Y', latitude: 0, longitude: 0 },
    });
    expect(refused.statusCode).toBe(403);
  });
});
