import { asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, trackingLogs, vehiclePlates } from '../src/db/generated/entity-tables.ts';
import { integrationKeys } from '../src/db/generated/entity-tables.ts';
import { cpfFrom } from '../src/seed/documents.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const KEYS = '/v1/backoffice/integration-keys';
const INGEST = '/v1/integration/telemetry';
const INVALID_KEY = 'Chave de integração inválida, expirada ou desativada.';
const MINUTE = 60_000;

const as = async (account: typeof ADMIN, method: string, path: string, payload?: unknown) =>
  t.call(method, path, { token: await t.tokenOf(account), body: payload });

const ingest = (key: string | undefined, readings: unknown) =>
  t.app.inject({
    method: 'POST',
    url: INGEST,
    headers: key === undefined ? {} : { 'x-integration-key': key },
    payload: { readings },
  });

async function newKey(name = 'Rastreador de teste'): Promise<string> {
  const response = await as(ADMIN, 'POST', KEYS, { name });
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data.key as string;
}

/** The `n`th registered plate (normal form), oldest first. */
async function plateAt(n: number): Promise<string> {
  const [row] = await t.db
    .select({ plate: vehiclePlates.plate })
    .from(vehiclePlates)
    .orderBy(asc(vehiclePlates.id))
    .offset(n)
    .limit(1);
  return row!.plate;
}

async function logCount(plate?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(trackingLogs)
    .where(plate ? eq(trackingLogs.placa, plate) : undefined);
  return Number(row!.n);
}

/** A reading `minutesAgo` before now, near Campinas. */
const reading = (plate: string, minutesAgo: number, change: Record<string, unknown> = {}) => ({
  plate,
  driverName: 'João Carlos da Silva',
  driverCpf: cpfFrom(123456780),
  time: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
  latitude: -22.9056,
  longitude: -47.0608,
  speed: 62,
  engineLoad: 55.5,
  acceleratorPosition: 30,
  odometer: 150_000_000,
  ...change,
});

describe('integration keys', () => {
  it('an Admin creates one: the key comes once, prefixed frota_, and the list never shows it nor its hash', async () => {
    const created = await as(ADMIN, 'POST', KEYS, { name: '  Rastreador Omnilink  ' });
    expect(created.statusCode, created.body).toBe(200);
    const key = body(created).data;
    expect(key).toMatchObject({ id: expect.any(Number), name: 'Rastreador Omnilink', clientId: null });
    expect(key.key).toMatch(/^frota_[A-Za-z0-9_-]{43}$/);
    expect(key.keyPrefix).toBe(key.key.slice(0, 12));
    expect(key).not.toHaveProperty('keyHash');

    const listed = await as(ADMIN, 'GET', `${KEYS}?perPage=100`);
    expect(listed.statusCode).toBe(200);
    const row = body(listed).data.itens.find((item: { id: number }) => item.id === key.id);
    expect(row).toMatchObject({ name: 'Rastreador Omnilink', keyPrefix: key.keyPrefix, isActive: true });
    const [stored] = await t.db.select().from(integrationKeys).where(eq(integrationKeys.id, key.id));
    expect(listed.body).not.toContain(key.key);
    expect(listed.body).not.toContain(stored!.keyHash);
    // Only the SHA-256 is kept.
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key.key);
  });

  it('refuses a blank name', async () => {
    const response = await as(ADMIN, 'POST', KEYS, { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual(['O campo Nome é obrigatório.']);
  });

  it('is for Admin only: Manager 403, no session 401', async () => {
    for (const [method, path] of [
      ['GET', KEYS],
      ['POST', KEYS],
      ['PUT', `${KEYS}/1/deactivate`],
      ['DELETE', `${KEYS}/1`],
    ] as const) {
      const payload = method === 'POST' ? { name: 'x' } : undefined;
      expect((await as(MANAGER, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
      expect((await t.call(method, path, { body: payload })).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('a deactivated key is refused with 401 at once, works again when activated, and a deleted one is gone', async () => {
    const created = body(await as(ADMIN, 'POST', KEYS, { name: 'Para desativar' })).data;
    const plate = await plateAt(0);
    const accepted = await ingest(created.key, [reading(plate, 1)]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const used = body(await as(ADMIN, 'GET', `${KEYS}?perPage=100`)).data.itens.find(
      (item: { id: number }) => item.id === created.id,
    );
    expect(used.lastUsedAt).not.toBeNull();

    expect((await as(ADMIN, 'PUT', `${KEYS}/${created.id}/deactivate`)).statusCode).toBe(200);
    const refused = await ingest(created.key, [reading(plate, 2)]);
    expect(refused.statusCode).toBe(401);
    expect(body(refused)).toEqual({ success: false, errors: [INVALID_KEY] });

    expect((await as(ADMIN, 'PUT', `${KEYS}/${created.id}/activate`)).statusCode).toBe(200);
    expect((await ingest(created.key, [reading(plate, 3)])).statusCode).toBe(200);

    expect((await as(ADMIN, 'DELETE', `${KEYS}/${created.id}`)).statusCode).toBe(200);
    expect((await ingest(created.key, [reading(plate, 4)])).statusCode).toBe(401);
    for (const id of ['999999', 'abc'])
      expect((await as(ADMIN, 'DELETE', `${KEYS}/${id}`)).statusCode, id).toBe(404);
  });

  it('an expired key is refused with 401', async () => {
    const past = new Date(Date.now() - MINUTE).toISOString();
    const created = body(await as(ADMIN, 'POST', KEYS, { name: 'Expirada', expiresAt: past })).data;
    const refused = await ingest(created.key, [reading(await plateAt(0), 1)]);
    expect(refused.statusCode).toBe(401);
    expect(body(refused).errors).toEqual([INVALID_KEY]);
  });

  it("a key of one client refuses another client's plates; a key of every client takes both", async () => {
    const plates = await t.db
      .select({ plate: vehiclePlates.plate, clientId: vehiclePlates.clientId })
      .from(vehiclePlates)
      .orderBy(asc(vehiclePlates.id));
    const first = plates[0]!;
    const other = plates.find((row) => row.clientId !== first.clientId)!;
    const ofClient = body(
      await as(ADMIN, 'POST', KEYS, { name: 'De um cliente', clientId: first.clientId }),
    ).data;
    const answer = body(await ingest(ofClient.key, [reading(first.plate, 5), reading(other.plate, 5)])).data;
    expect(answer.accepted).toBe(1);
    expect(answer.refused).toEqual([
      { index: 1, reason: `Placa ${other.plate} não é de um veículo do cliente desta chave.` },
    ]);
    const global = await newKey('De todos os clientes');
    const both = body(await ingest(global, [reading(first.plate, 6), reading(other.plate, 6)])).data;
    expect(both.accepted).toBe(2);
  });

  it('refuses a reading older than the window (7 days by default), keeping the others', async () => {
    const key = await newKey('Janela');
    const plate = await plateAt(0);
    const answer = body(await ingest(key, [reading(plate, 8 * 24 * 60), reading(plate, 7)])).data;
    expect(answer.accepted).toBe(1);
    expect(answer.refused).toEqual([{ index: 0, reason: 'Leitura de mais de 7 dias atrás: não é aceita.' }]);
  });

  it('a missing, garbage or unknown key is refused with 401, as is a staff token', async () => {
    const plate = await plateAt(0);
    for (const key of [
      undefined,
      '',
      'garbage',
      'frota_',
      `frota_${'x'.repeat(43)}`,
      `frota_${'x'.repeat(200)}`,
    ]) {
      const response = await ingest(key, [reading(plate, 1)]);
      expect(response.statusCode, String(key)).toBe(401);
      expect(body(response).errors).toEqual([INVALID_KEY]);
    }
    const withBearer = await t.app.inject({
      method: 'POST',
      url: INGEST,
      headers: { authorization: `Bearer ${await t.tokenOf(ADMIN)}` },
      payload: { readings: [reading(plate, 1)] },
    });
    expect(withBearer.statusCode).toBe(401);
  });
});

describe('telemetry ingest', () => {
  it('keeps the good readings and refuses each bad one with its index and pt-BR reason', async () => {
    const key = await newKey();
    const first = { plate: await plateAt(0) };
    const second = { plate: await plateAt(1) };
    const before = await logCount();
    const batch = [
      reading(first.plate, 10),
      reading('AB-12', 10),
      reading('ZZZ9Z99', 10),
      reading(first.plate, 9, { time: '26/11/2026 08:15' }),
      reading(first.plate, 9, { time: '2026-11-26T08:15:00' }),
      reading(first.plate, -10),
      reading(first.plate, 9, { latitude: 91 }),
      reading(first.plate, 9, { longitude: -180.5 }),
      reading(first.plate, 9, { driverCpf: '123.456.789-00' }),
      reading(first.plate, 9, { engineLoad: 100.5 }),
      reading(second.plate, 8, { engineLoad: 100, acceleratorPosition: 0, speed: 0, odometer: 0 }),
      reading(first.plate, 9, { speed: -1 }),
      reading(first.plate, 9, { acceleratorPosition: 101 }),
      reading(first.plate, 9, { odometer: -5 }),
    ];
    const response = await ingest(key, batch);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      data: {
        received: batch.length,
        accepted: 2,
        duplicates: 0,
        refused: [
          { index: 1, reason: 'Placa inválida: use o formato ABC1D23 ou ABC1234.' },
          { index: 2, reason: 'Placa ZZZ9Z99 não cadastrada.' },
          {
            index: 3,
            reason: 'Data e hora inválidas: use ISO 8601 com fuso (2026-11-26T08:15:00-03:00).',
          },
          {
            index: 4,
            reason: 'Data e hora inválidas: use ISO 8601 com fuso (2026-11-26T08:15:00-03:00).',
          },
          { index: 5, reason: 'Data e hora no futuro.' },
          { index: 6, reason: 'Latitude inválida: de -90 a 90.' },
          { index: 7, reason: 'Longitude inválida: de -180 a 180.' },
          { index: 8, reason: 'CPF do motorista inválido.' },
          { index: 9, reason: 'Carga no motor inválida: de 0 a 100%.' },
          { index: 11, reason: 'Velocidade inválida: de 0 a 300 km/h.' },
          { index: 12, reason: 'Posição do acelerador inválida: de 0 a 100%.' },
          { index: 13, reason: 'Odômetro inválido: metros, a partir de 0.' },
        ],
      },
    });
    expect(await logCount()).toBe(before + 2);
  });

  it('refuses a reading of the wrong type on its own, keeping the rest of the batch', async () => {
    const key = await newKey();
    const first = { plate: await plateAt(0) };
    const before = await logCount(first.plate);
    const response = await ingest(key, [
      reading(first.plate, 20),
      reading(first.plate, 19, { latitude: 'norte' }),
      'not a reading',
      reading(first.plate, 18, { time: 1_700_000_000_000 }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toMatchObject({
      received: 4,
      accepted: 1,
      refused: [
        { index: 1, reason: 'Latitude inválida: de -90 a 90.' },
        { index: 2, reason: 'Leitura inválida: envie um objeto.' },
        { index: 3, reason: expect.stringMatching(/^Data e hora inválidas/) },
      ],
    });
    expect(await logCount(first.plate)).toBe(before + 1);
  });

  it('a retried batch adds nothing twice', async () => {
    const key = await newKey();
    const third = { plate: await plateAt(2) };
    const batch = [reading(third.plate, 30), reading(third.plate, 29), reading(third.plate, 28)];
    const first = body(await ingest(key, batch)).data;
    expect(first).toMatchObject({ received: 3, accepted: 3, duplicates: 0, refused: [] });
    const rows = await logCount();
    const retried = body(await ingest(key, batch)).data;
    expect(retried).toEqual({ received: 3, accepted: 0, duplicates: 3, refused: [] });
    expect(await logCount()).toBe(rows);
    // Half old, half new: only the new ones are stored.
    const mixed = body(await ingest(key, [...batch.slice(1), reading(third.plate, 27)])).data;
    expect(mixed).toEqual({ received: 3, accepted: 1, duplicates: 2, refused: [] });
    expect(await logCount()).toBe(rows + 1);
    // The tracker resending its last reading within one batch: stored once.
    const again = reading(third.plate, 26);
    expect(body(await ingest(key, [again, again])).data).toEqual({
      received: 2,
      accepted: 1,
      duplicates: 1,
      refused: [],
    });
    expect(await logCount()).toBe(rows + 2);
  });

  it('stores a plate typed with a hyphen or in lower case in its normal form, with its client', async () => {
    const key = await newKey();
    const [row] = await t.db
      .select({ plate: vehiclePlates.plate, clientId: vehiclePlates.clientId, name: clients.nomeFantasia })
      .from(vehiclePlates)
      .innerJoin(clients, eq(clients.id, vehiclePlates.clientId))
      .orderBy(asc(vehiclePlates.id))
      .offset(3)
      .limit(1);
    const plate = row!.plate;
    const typed = `${plate.slice(0, 3).toLowerCase()}-${plate.slice(3)}`;
    const time = new Date(Date.now() - 40 * MINUTE);
    const response = body(await ingest(key, [reading(typed, 40, { time: time.toISOString() })])).data;
    expect(response).toMatchObject({ accepted: 1, refused: [] });
    const [stored] = await t.db
      .select()
      .from(trackingLogs)
      .where(inArray(trackingLogs.savedAt, [time]));
    expect(stored).toMatchObject({
      placa: plate,
      clientId: row!.clientId,
      motoristaNome: 'João Carlos da Silva',
      motoristaCpf: cpfFrom(123456780),
      latitude: -22.9056,
      longitude: -47.0608,
      velocidade: 62,
      engineLoad: 55.5,
      posicaoAcelerador: 30,
      odometro: 150_000_000,
    });
  });

  it('refuses more than 1000 readings, and an empty batch, with 400', async () => {
    const key = await newKey();
    const first = { plate: await plateAt(0) };
    const before = await logCount();
    const many = Array.from({ length: 1001 }, (_, i) =>
      reading(first.plate, 0, { time: new Date(Date.now() - 200 * MINUTE + i * 1000).toISOString() }),
    );
    const tooMany = await ingest(key, many);
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany)).toEqual({ success: false, errors: ['Envie no máximo 1000 leituras por vez.'] });
    const missing = 'Envie as leituras em readings: uma lista de 1 a 1000 leituras.';
    for (const payload of [{ readings: [] }, {}, { readings: 'x' }, [reading(first.plate, 1)]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: INGEST,
        headers: { 'x-integration-key': key },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response).errors).toEqual([missing]);
    }
    expect(await logCount()).toBe(before);
    const full = body(await ingest(key, many.slice(0, 1000))).data;
    expect(full).toMatchObject({ received: 1000, accepted: 1000, refused: [] });
  });

  it('stores the readings as tracking logs, listed by GET /v1/backoffice/logs', async () => {
    const key = await newKey();
    const [row] = await t.db
      .select({ plate: vehiclePlates.plate, name: clients.nomeFantasia })
      .from(vehiclePlates)
      .innerJoin(clients, eq(clients.id, vehiclePlates.clientId))
      .orderBy(asc(vehiclePlates.id))
      .offset(4)
      .limit(1);
    const plate = row!.plate;
    const sent = [reading(plate, 3, { driverName: 'Motorista da Integração' }), reading(plate, 2)];
    expect(body(await ingest(key, sent)).data).toMatchObject({ accepted: 2 });
    const listed = await as(
      ADMIN,
      'GET',
      `/v1/backoffice/logs?Page=1&perPage=10&Placa=${plate}&MotoristaNome=Integra`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const { itens, totalItems } = body(listed).data;
    expect(totalItems).toBe(1);
    expect(itens[0]).toMatchObject({
      placa: plate,
      motoristaNome: 'Motorista da Integração',
      clienteNome: row!.name,
      savedAt: sent[0]!.time,
      latitude: -22.9056,
      longitude: -47.0608,
    });
  });
});
