import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, body, clientOf, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const BASE = '/v1/backoffice/bonus-configs';
const admin = () => t.tokenOf(ADMIN);
const manager = () => t.tokenOf(MANAGER);

type Range = { minPerformance: number; maxPerformance: number; bonusValue: number };
type Item = { value: number; text: string };

const get = async (path: string, token?: string) =>
  body(await t.call('GET', path, { token: token ?? (await admin()) })).data;

let operations = 0;
/** A new operation of a client with business units and plates, so its ranges start empty. */
/** A new operation of a client with plates: the first such (or the `clientIndex`th), or the client asked. */
async function newOperation(
  clientIndex: number | { clientId: number } = 0,
): Promise<{ id: number; clientId: number }> {
  const units = (await get('/v1/backoffice/business-units/?perPage=100')).itens as Array<{
    id: number;
    clientId: number;
  }>;
  const withPlates: Array<{ id: number; clientId: number }> = [];
  for (const unit of units) {
    if (withPlates.some((u) => u.clientId === unit.clientId)) continue;
    const plates = (await get(`/v1/backoffice/vehicle-plates/all?clientId=${unit.clientId}`)) as Item[];
    if (plates.length > 0) withPlates.push(unit);
  }
  const unit =
    typeof clientIndex === 'number'
      ? withPlates[clientIndex]!
      : withPlates.find((candidate) => candidate.clientId === clientIndex.clientId)!;
  operations += 1;
  const created = await t.call('POST', '/v1/backoffice/fleets/', {
    token: await admin(),
    body: {
      operationName: `Operação de faixas ${operations}`,
      clientId: unit.clientId,
      businessUnitId: unit.id,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: body(created).data.id as number, clientId: unit.clientId };
}

const platesOf = async (clientId: number) =>
  (await get(`/v1/backoffice/vehicle-plates/all?clientId=${clientId}`)) as Item[];

const create = async (path: string, payload: Record<string, unknown>, token?: string) =>
  t.call('POST', `${BASE}${path}`, { token: token ?? (await admin()), body: payload });

const range = (minPerformance: number, maxPerformance: number, bonusValue = 100): Range => ({
  minPerformance,
  maxPerformance,
  bonusValue,
});

const listOf = async (query: string, token?: string) =>
  (await get(`${BASE}/?${query}`, token)).itens as Array<Range & { id: number; type: string }>;

describe('bonus ranges: each variant creates its own kind', () => {
  it('sets the type from the call, never from the payload, and lists by type and operation', async () => {
    const operation = await newOperation();
    const [plate] = await platesOf(operation.clientId);
    const engine = await create('/engine-load', {
      ...range(0, 60, 0),
      fleetId: operation.id,
      type: 'Inertia',
    });
    const inertia = await create('/inertia', {
      ...range(0, 50, 0),
      fleetId: operation.id,
      type: 'EngineLoad',
    });
    const exception = await create('/engine-load-exception', {
      ...range(0, 70, 0),
      fleetId: operation.id,
      vehiclePlateId: plate!.value,
    });
    for (const response of [engine, inertia, exception]) expect(response.statusCode, response.body).toBe(201);
    expect(body(engine).data).toMatchObject({ type: 'EngineLoad', fleetId: operation.id, isActive: true });
    expect(body(inertia).data.type).toBe('Inertia');
    expect(body(exception).data).toMatchObject({
      type: 'EngineLoadException',
      vehiclePlateId: plate!.value,
      vehiclePlate: plate!.text,
    });
    const ofType = async (type: string) =>
      (await listOf(`type=${type}&fleetId=${operation.id}&Page=1`)).map((r) => r.id);
    expect(await ofType('EngineLoad')).toEqual([body(engine).data.id]);
    expect(await ofType('Inertia')).toEqual([body(inertia).data.id]);
    expect(await ofType('EngineLoadException')).toEqual([body(exception).data.id]);
    expect((await listOf(`fleetId=${operation.id}`)).length).toBe(3);
    const byPlate = await listOf(
      `type=EngineLoadException&fleetId=${operation.id}&vehiclePlateId=${plate!.value}`,
    );
    expect(byPlate.map((r) => r.id)).toEqual([body(exception).data.id]);
  });

  it('refuses an unknown type in the list, in pt-BR', async () => {
    const response = await t.call('GET', `${BASE}/?type=Bonus`, { token: await admin() });
    expect(response.statusCode).toBe(400);
    expect(body(response).fieldErrors).toEqual({ type: 'Tipo: escolha uma das opções.' });
  });

  it('requires the plate of an exception, and one of the operation client', async () => {
    const operation = await newOperation(0);
    const other = await newOperation(1);
    expect(other.clientId).not.toBe(operation.clientId);
    const missing = await create('/engine-load-exception', { ...range(0, 10), fleetId: operation.id });
    expect(body(missing).fieldErrors).toEqual({ vehiclePlateId: 'O campo Placa é obrigatório.' });
    const [foreign] = await platesOf(other.clientId);
    const refused = await create('/engine-load-exception', {
      ...range(0, 10),
      fleetId: operation.id,
      vehiclePlateId: foreign!.value,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).fieldErrors).toEqual({
      vehiclePlateId: 'A placa não pertence ao cliente desta operação.',
    });
  });

  it('seeds ranges for the demo operations, none of them overlapping another active one', async () => {
    const seeded = (await get(`${BASE}/?perPage=100`)) as { itens: Array<Range & Record<string, unknown>> };
    const active = seeded.itens.filter((r) => r['isActive']);
    expect(active.length).toBeGreaterThanOrEqual(30);
    expect(new Set(active.map((r) => r['type']))).toEqual(
      new Set(['EngineLoad', 'Inertia', 'EngineLoadException']),
    );
    for (const a of active)
      for (const b of active) {
        const sameGroup = ['fleetId', 'type', 'vehiclePlateId'].every((f) => a[f] === b[f]);
        if (a !== b && sameGroup)
          expect(a.minPerformance < b.maxPerformance && b.minPerformance < a.maxPerformance).toBe(false);
      }
  });
});

describe('bonus ranges: money and percent stay exact', () => {
  it('returns what was sent and stores numeric(12,2) decimals, with no floating point in the way', async () => {
    const operation = await newOperation();
    // Values a binary double cannot hold exactly, and that multipleOf 0.01 would refuse (0.07, 0.29).
    const ranges = [
      [0.07, 9.29, 150.35],
      [10.07, 19.29, 0.3],
      [20.07, 29.29, 1.1],
      [30.07, 39.29, 2.67],
      [40.07, 49.29, 999_999.99],
    ];
    const stored: number[] = [];
    for (const [minPerformance, maxPerformance, bonusValue] of ranges) {
      const created = await create('/inertia', {
        minPerformance,
        maxPerformance,
        bonusValue,
        fleetId: operation.id,
      });
      expect(created.statusCode, created.body).toBe(201);
      stored.push(body(created).data.id as number);
    }
    const list = await listOf(`type=Inertia&fleetId=${operation.id}`);
    expect(list.map((r) => [r.minPerformance, r.maxPerformance, r.bonusValue])).toEqual(ranges);
    // The database holds the decimals themselves, not a binary approximation.
    const result = await t.db.execute(
      sql`select bonus_value::text as text from bonus_configs where id in (${sql.join(stored, sql`, `)}) order by id`,
    );
    // Both drivers answer { rows } (see identity-mail.test.ts).
    const { rows } = result as unknown as { rows: Array<{ text: string }> };
    expect(rows.map((row) => row.text)).toEqual(['150.35', '0.30', '1.10', '2.67', '999999.99']);
  });

  it('refuses more decimals than the column keeps (0.1 + 0.2) instead of rounding them', async () => {
    const operation = await newOperation();
    const response = await create('/engine-load', {
      ...range(0, 10),
      bonusValue: 0.1 + 0.2,
      minPerformance: 0.005,
      fleetId: operation.id,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).fieldErrors).toEqual({
      bonusValue: 'O campo Valor do prêmio aceita no máximo 2 casas decimais.',
      minPerformance: 'O campo Desempenho mínimo aceita no máximo 2 casas decimais.',
    });
  });
});

describe('bonus ranges: field rules', () => {
  it('refuses a minimum above the maximum, under the minimum, on create and on edit', async () => {
    const operation = await newOperation();
    const refused = await create('/engine-load', { ...range(80, 60), fleetId: operation.id });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).fieldErrors).toEqual({
      minPerformance: 'O desempenho mínimo não pode ser maior que o máximo.',
    });
    const created = await create('/engine-load', { ...range(10, 20), fleetId: operation.id });
    const edited = await t.call('PUT', `${BASE}/${body(created).data.id}`, {
      token: await admin(),
      body: range(30, 20),
    });
    expect(body(edited).fieldErrors).toEqual({
      minPerformance: 'O desempenho mínimo não pode ser maior que o máximo.',
    });
  });

  it('refuses a performance outside 0-100 and a negative bonus', async () => {
    const operation = await newOperation();
    const response = await create('/engine-load', {
      minPerformance: -1,
      maxPerformance: 100.01,
      bonusValue: -5,
      fleetId: operation.id,
    });
    expect(body(response).fieldErrors).toEqual({
      minPerformance: 'O desempenho mínimo deve estar entre 0% e 100%.',
      maxPerformance: 'O desempenho máximo deve estar entre 0% e 100%.',
      bonusValue: 'O valor do prêmio não pode ser negativo.',
    });
  });
});

describe('bonus ranges: no two active ranges of a group overlap', () => {
  const overlap = (from: string, to: string) =>
    `Esta faixa se sobrepõe a outra faixa ativa desta operação (${from}% a ${to}%).`;

  it('refuses an overlap on create, and allows touching ranges, other types and other operations', async () => {
    const operation = await newOperation();
    const other = await newOperation();
    expect((await create('/engine-load', { ...range(60, 80), fleetId: operation.id })).statusCode).toBe(201);
    const refused = await create('/engine-load', { ...range(70, 90.5), fleetId: operation.id });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).fieldErrors).toEqual({ minPerformance: overlap('60', '80') });
    const equal = await create('/engine-load', { ...range(60, 80), fleetId: operation.id });
    expect(body(equal).fieldErrors).toEqual({ minPerformance: overlap('60', '80') });
    for (const [path, payload] of [
      ['/engine-load', { ...range(80, 100), fleetId: operation.id }],
      ['/engine-load', { ...range(0, 60), fleetId: operation.id }],
      ['/inertia', { ...range(70, 90), fleetId: operation.id }],
      ['/engine-load', { ...range(70, 90), fleetId: other.id }],
    ] as const) {
      const response = await create(path, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}: ${response.body}`).toBe(201);
    }
  });

  it('compares exceptions per plate', async () => {
    const operation = await newOperation();
    const [first, second] = await platesOf(operation.clientId);
    const exception = (plate: Item, r: Range) =>
      create('/engine-load-exception', { ...r, fleetId: operation.id, vehiclePlateId: plate.value });
    expect((await exception(first!, range(0, 50))).statusCode).toBe(201);
    expect(body(await exception(first!, range(40, 60))).fieldErrors).toEqual({
      minPerformance: overlap('0', '50'),
    });
    if (second) expect((await exception(second, range(40, 60))).statusCode).toBe(201);
    // An engine-load range of the whole operation is another group than its plates' exceptions.
    expect((await create('/engine-load', { ...range(0, 50), fleetId: operation.id })).statusCode).toBe(201);
  });

  it('allows an overlap with an inactive range, refuses to activate it, and refuses an overlapping edit', async () => {
    const operation = await newOperation();
    const token = await admin();
    const first = body(await create('/inertia', { ...range(0, 50.5), fleetId: operation.id })).data;
    expect((await t.call('PUT', `${BASE}/${first.id}/deactive`, { token })).statusCode).toBe(200);
    const second = await create('/inertia', { ...range(25, 75), fleetId: operation.id });
    expect(second.statusCode).toBe(201);
    const activate = await t.call('PUT', `${BASE}/${first.id}/active`, { token });
    expect(activate.statusCode).toBe(400);
    expect(body(activate).errors).toEqual([overlap('25', '75')]);
    expect((await get(`${BASE}/${first.id}`)).isActive).toBe(false);
    // An inactive range may be edited freely; activating it is what checks it.
    const freeEdit = await t.call('PUT', `${BASE}/${first.id}`, { token, body: range(10, 20) });
    expect(freeEdit.statusCode).toBe(200);

    const third = body(await create('/inertia', { ...range(75, 100), fleetId: operation.id })).data;
    const overlapping = await t.call('PUT', `${BASE}/${third.id}`, { token, body: range(70, 100) });
    expect(body(overlapping).fieldErrors).toEqual({ minPerformance: overlap('25', '75') });
    const itself = await t.call('PUT', `${BASE}/${third.id}`, { token, body: range(75, 100, 99.9) });
    expect(itself.statusCode).toBe(200);
    expect(body(itself).data.bonusValue).toBe(99.9);
  });

  it('lets only one of many simultaneous overlapping creates through', async () => {
    const operation = await newOperation();
    const token = await admin();
    // Ten writers of one group at once (on PostgreSQL, ten connections): only the group's lock orders them.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create('/engine-load', { ...range(i, 60 + i), fleetId: operation.id }, token),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(9);
    expect(await listOf(`type=EngineLoad&fleetId=${operation.id}`)).toHaveLength(1);
  });
});

describe('bonus ranges: who may do what', () => {
  it("lets a Manager list and read their client's ranges, and nothing else", async () => {
    const operation = await newOperation({ clientId: await clientOf(t, MANAGER) });
    const created = body(await create('/engine-load', { ...range(0, 60), fleetId: operation.id })).data;
    expect((await listOf(`type=EngineLoad&fleetId=${operation.id}`, await manager())).length).toBe(1);
    expect((await get(`${BASE}/${created.id}`, await manager())).id).toBe(created.id);
    let another = await newOperation(0);
    if (another.clientId === operation.clientId) another = await newOperation(1);
    await create('/engine-load', { ...range(0, 60), fleetId: another.id });
    expect(await listOf(`type=EngineLoad&fleetId=${another.id}`, await manager())).toHaveLength(0);
    const token = await manager();
    const refusals = [
      await create('/engine-load', { ...range(60, 80), fleetId: operation.id }, token),
      await create('/inertia', { ...range(60, 80), fleetId: operation.id }, token),
      await t.call('PUT', `${BASE}/${created.id}`, { token, body: range(0, 50) }),
      await t.call('PUT', `${BASE}/${created.id}/deactive`, { token }),
      await t.call('PUT', `${BASE}/${created.id}/active`, { token }),
      await t.call('DELETE', `${BASE}/${created.id}`, { token }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await listOf(`fleetId=${operation.id}`)).toHaveLength(1);
  });

  it('lets an Admin delete a range', async () => {
    const operation = await newOperation();
    const created = body(await create('/engine-load', { ...range(0, 60), fleetId: operation.id })).data;
    const deleted = await t.call('DELETE', `${BASE}/${created.id}`, { token: await admin() });
    expect(deleted.statusCode).toBe(200);
    expect(await listOf(`fleetId=${operation.id}`)).toHaveLength(0);
  });
});
