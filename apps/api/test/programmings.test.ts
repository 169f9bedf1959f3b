import { PROGRAMMING_STATUSES, type ProgrammingStatus } from '@frota/domain';
import { entityById } from '@frota/engine/entities';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  justifications,
  products,
  programmings,
  references,
  vehiclePlates,
} from '../src/db/generated/entity-tables.ts';
import { programmingStatusChanges } from '../src/modules/programmings/tables.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const BASE = '/v1/backoffice/programmings';
const as = async (account: typeof ADMIN, method: string, path: string, payload?: unknown) =>
  t.call(method, path, { token: await t.tokenOf(account), body: payload });
const call = (method: string, path: string, payload?: unknown) => as(ADMIN, method, path, payload);
const code = (status: ProgrammingStatus) => PROGRAMMING_STATUSES.indexOf(status);

/** A valid create payload for the first client with a plate and a driver of its own. */
async function validPayload(change: Record<string, unknown> = {}) {
  const [plate] = await t.db
    .select({ id: vehiclePlates.id, clientId: vehiclePlates.clientId })
    .from(vehiclePlates)
    .innerJoin(drivers, eq(drivers.clienteId, vehiclePlates.clientId))
    .orderBy(asc(vehiclePlates.id))
    .limit(1);
  const [driver] = await t.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.clienteId, plate!.clientId));
  const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
  const refs = await t.db.select({ id: references.id }).from(references).orderBy(asc(references.id));
  return {
    clientId: plate!.clientId,
    mainVehiclePlateId: plate!.id,
    productId: product!.id,
    volume: 30.125,
    driverId: driver!.id,
    travelType: 1,
    originReferenceId: refs[2]!.id,
    destinationReferenceId: refs[0]!.id,
    expectedDepartureTime: '2026-12-01T08:00',
    expectedArrivalTime: '2026-12-01T14:30',
    isReturn: false,
    distanceKm: 98.4,
    ...change,
  };
}

async function created(change: Record<string, unknown> = {}): Promise<number> {
  const response = await call('POST', BASE, await validPayload(change));
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data.id as number;
}

const setStatus = (id: number, status: ProgrammingStatus) =>
  t.db
    .update(programmings)
    .set({ status: code(status) })
    .where(eq(programmings.id, id));

describe('programmings: list', () => {
  it('seeds programmings in every status, listed 10 or 5 per page with the names joined', async () => {
    const seeded = await t.db.selectDistinct({ status: programmings.status }).from(programmings);
    expect(seeded.map((row) => row.status).sort((a, b) => a! - b!)).toEqual(
      PROGRAMMING_STATUSES.map((_, i) => i),
    );
    const full = body(await call('GET', `${BASE}?Page=1&perPage=10`)).data;
    expect(full.itens).toHaveLength(10);
    expect(full.totalPages).toBeGreaterThan(1);
    expect(full.itens[0]).toMatchObject({
      clientName: expect.any(String),
      originReferenceName: expect.any(String),
      destinationReferenceName: expect.any(String),
      productName: expect.any(String),
    });
    expect(body(await call('GET', `${BASE}?Page=1&perPage=5`)).data.itens).toHaveLength(5);
  });

  it('filters by client, plate, status and travel type, and orders by the named orders', async () => {
    const all = body(await call('GET', `${BASE}?perPage=100`)).data.itens as Array<Record<string, number>>;
    const sample = all.find((row) => row['mainVehiclePlateId'])!;
    const byClient = body(await call('GET', `${BASE}?perPage=100&clientId=${sample['clientId']}`)).data.itens;
    expect(byClient.length).toBeGreaterThan(0);
    expect(byClient.every((row: Record<string, number>) => row['clientId'] === sample['clientId'])).toBe(
      true,
    );
    const byPlate = body(
      await call('GET', `${BASE}?perPage=100&mainVehiclePlateId=${sample['mainVehiclePlateId']}`),
    ).data.itens;
    expect(
      byPlate.every(
        (row: Record<string, number>) => row['mainVehiclePlateId'] === sample['mainVehiclePlateId'],
      ),
    ).toBe(true);
    const loading = body(await call('GET', `${BASE}?perPage=100&status=${code('Loading')}`)).data.itens;
    expect(loading.length).toBeGreaterThan(0);
    expect(loading.every((row: Record<string, number>) => row['status'] === code('Loading'))).toBe(true);
    const empty = body(await call('GET', `${BASE}?perPage=100&travelType=0`)).data.itens;
    expect(empty.every((row: Record<string, number>) => row['travelType'] === 0)).toBe(true);
    const byStatus = body(await call('GET', `${BASE}?perPage=100&orderBy=status`)).data.itens as Array<{
      status: number;
    }>;
    expect(byStatus.map((row) => row.status)).toEqual(
      [...byStatus.map((row) => row.status)].sort((a, b) => a - b),
    );
    const oldest = body(await call('GET', `${BASE}?perPage=100&orderBy=created_asc`)).data.itens as Array<{
      createdAt: string;
    }>;
    const times = oldest.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const newest = body(await call('GET', `${BASE}?perPage=100`)).data.itens as Array<{ createdAt: string }>;
    expect(Date.parse(newest[0]!.createdAt)).toBe(Math.max(...times));
    const departures = body(await call('GET', `${BASE}?perPage=100&orderBy=departure_asc`)).data
      .itens as Array<{
      expectedDepartureTime: string;
    }>;
    const leaving = departures.map((row) => Date.parse(row.expectedDepartureTime));
    expect(leaving).toEqual([...leaving].sort((a, b) => a - b));
    // The monitor's order: the named order's `first` statuses in their order, then the others by status.
    const first = entityById('programmings').list.orders!.options.find(
      (o) => o.value === 'under_way',
    )!.first!;
    const underWay = body(await call('GET', `${BASE}?perPage=100&orderBy=under_way`)).data.itens as Array<{
      status: number;
    }>;
    const rank = (status: number) => (first.includes(status) ? first.indexOf(status) : first.length);
    const ranks = underWay.map((row) => rank(row.status) * 100 + row.status);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(first.includes(underWay[0]!.status)).toBe(true);
    expect(underWay.some((row) => !first.includes(row.status))).toBe(true);
  });

  it('is refused without a session, and open to Manager', async () => {
    expect((await t.call('GET', BASE)).statusCode).toBe(401);
    expect((await as(MANAGER, 'GET', BASE)).statusCode).toBe(200);
  });
});

describe('programmings: create and edit', () => {
  it('creates a programming as Created, with its names', async () => {
    const id = await created();
    const read = body(await call('GET', `${BASE}/${id}`)).data;
    expect(read).toMatchObject({ status: code('Created'), volume: 30.125, travelType: 1, isReturn: false });
    expect(read.mainVehiclePlateName).toMatch(/^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/);
  });

  it('refuses an arrival before the departure, the same origin and destination, and a missing return', async () => {
    const payload = await validPayload({
      expectedArrivalTime: '2026-12-01T07:00',
      destinationReferenceId: (await validPayload()).originReferenceId,
      isReturn: true,
    });
    const response = await call('POST', BASE, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).fieldErrors).toMatchObject({
      expectedArrivalTime: 'A chegada prevista deve ser posterior à saída prevista.',
      destinationReferenceId: 'Origem e destino não podem ser iguais.',
      returnDestinationReferenceId: 'Informe a referência de retorno.',
    });
  });

  it('refuses the main plate again as a semi-trailer, under each semi-trailer', async () => {
    const payload = await validPayload();
    const plate = payload.mainVehiclePlateId;
    const response = await call('POST', BASE, { ...payload, semiTrailer1Id: plate, semiTrailer2Id: plate });
    expect(response.statusCode).toBe(400);
    expect(body(response).fieldErrors).toEqual({
      semiTrailer1Id: 'O campo Semirreboque 1 deve ser diferente do campo Placa principal.',
      semiTrailer2Id: 'O campo Semirreboque 2 deve ser diferente do campo Placa principal.',
    });
    const id = await created();
    const edit = await call('PUT', `${BASE}/${id}`, { ...payload, semiTrailer1Id: plate });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(body(edit).fieldErrors)).toEqual(['semiTrailer1Id']);
  });

  it('refuses a plate or a driver of another client', async () => {
    const payload = await validPayload();
    const [otherPlate] = await t.db
      .select({ id: vehiclePlates.id, clientId: vehiclePlates.clientId })
      .from(vehiclePlates)
      .orderBy(asc(vehiclePlates.id));
    const foreign = (
      await t.db.select({ id: vehiclePlates.id, clientId: vehiclePlates.clientId }).from(vehiclePlates)
    ).find((plate) => plate.clientId !== payload.clientId)!;
    expect(otherPlate).toBeDefined();
    const response = await call('POST', BASE, { ...payload, mainVehiclePlateId: foreign.id });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body(response).fieldErrors)).toEqual(['mainVehiclePlateId']);
    const foreignDriver = (
      await t.db.select({ id: drivers.id, clientId: drivers.clienteId }).from(drivers)
    ).find((driver) => driver.clientId !== payload.clientId)!;
    const refused = await call('POST', BASE, { ...payload, driverId: foreignDriver.id });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(body(refused).fieldErrors)).toEqual(['driverId']);
  });

  it('refuses without the required fields, naming them', async () => {
    const response = await call('POST', BASE, { travelType: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body(response).fieldErrors).sort()).toEqual(
      ['clientId', 'destinationReferenceId', 'originReferenceId', 'productId', 'volume'].sort(),
    );
  });
});

/** Spec 02 §4, written out: the statuses each action is allowed in. */
const ALLOWED = {
  start: ['Created'],
  complete: ['InProgress', 'Loading', 'LoadedTransit', 'EmptyTransit', 'Unloading'],
  cancel: PROGRAMMING_STATUSES.filter((status) => status !== 'Completed' && status !== 'Cancelled'),
  edit: PROGRAMMING_STATUSES.filter(
    (status) =>
      !['Completed', 'Cancelled', 'Loading', 'Unloading', 'EmptyTransit', 'LoadedTransit'].includes(status),
  ),
  delete: PROGRAMMING_STATUSES.filter(
    (status) => !['InProgress', 'Loading', 'LoadedTransit', 'EmptyTransit', 'Unloading'].includes(status),
  ),
} as const;

describe('programmings: status actions, allowed and refused in every status', async () => {
  const cancellation = async (type = 'Cancellation') => {
    const [found] = await t.db
      .select({ id: justifications.id })
      .from(justifications)
      .where(and(eq(justifications.type, type), eq(justifications.isActive, true)));
    return found!.id;
  };

  it.each(['start', 'complete', 'cancel'] as const)('%s', async (action) => {
    const id = await created();
    for (const status of PROGRAMMING_STATUSES) {
      await setStatus(id, status);
      const payload = action === 'cancel' ? { justificationId: await cancellation() } : undefined;
      const response = await call('POST', `${BASE}/${id}/${action}`, payload);
      const allowed = (ALLOWED[action] as readonly string[]).includes(status);
      expect(response.statusCode, `${action} in ${status}: ${response.body}`).toBe(allowed ? 200 : 409);
      if (!allowed) {
        expect(body(response).errors[0]).toMatch(/^Não é possível .+ uma programação .+\.$/);
        const [after] = await t.db
          .select({ status: programmings.status })
          .from(programmings)
          .where(eq(programmings.id, id));
        expect(after!.status).toBe(code(status));
      }
    }
  });

  it.each(['edit', 'delete'] as const)('%s', async (action) => {
    for (const status of PROGRAMMING_STATUSES) {
      const id = await created();
      await setStatus(id, status);
      const response =
        action === 'edit'
          ? await call('PUT', `${BASE}/${id}`, await validPayload({ volume: 12 }))
          : await call('DELETE', `${BASE}/${id}`);
      const allowed = (ALLOWED[action] as readonly string[]).includes(status);
      expect(response.statusCode, `${action} in ${status}: ${response.body}`).toBe(allowed ? 200 : 409);
      if (!allowed)
        expect(body(response).errors[0]).toMatch(/^Não é possível (editar|excluir) uma programação/);
    }
  });

  it('start moves a Created programming on and keeps the change in its history', async () => {
    const id = await created({
      expectedDepartureTime: '2099-01-01T08:00',
      expectedArrivalTime: '2099-01-01T18:00',
    });
    const response = await call('POST', `${BASE}/${id}/start`);
    expect(body(response).data.status).toBe(code('InProgress'));
    const history = await t.db
      .select()
      .from(programmingStatusChanges)
      .where(eq(programmingStatusChanges.programmingId, id));
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [code('Created'), code('InProgress')],
    ]);
  });

  it('cancel needs an active cancellation justification, and keeps it', async () => {
    const id = await created();
    const missing = await call('POST', `${BASE}/${id}/cancel`, {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).fieldErrors).toEqual({ justificationId: 'Escolha uma justificativa.' });
    const modification = await call('POST', `${BASE}/${id}/cancel`, {
      justificationId: await cancellation('Modification'),
    });
    expect(modification.statusCode).toBe(400);
    expect(body(modification).fieldErrors).toEqual({
      justificationId: 'Escolha uma justificativa de cancelamento ativa.',
    });
    const justificationId = await cancellation();
    const done = await as(MANAGER, 'POST', `${BASE}/${id}/cancel`, { justificationId });
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done).data.status).toBe(code('Cancelled'));
    const [history] = await t.db
      .select()
      .from(programmingStatusChanges)
      .where(eq(programmingStatusChanges.programmingId, id));
    expect(history).toMatchObject({ toStatus: code('Cancelled'), justificationId });
  });

  it('answers 404 for an unknown programming and 401 without a session', async () => {
    expect((await call('POST', `${BASE}/999999/start`)).statusCode).toBe(404);
    expect((await t.call('POST', `${BASE}/1/start`)).statusCode).toBe(401);
    expect((await t.call('POST', '/v1/backoffice/programming-location/refresh')).statusCode).toBe(401);
  });
});

describe('the cancel dialog’s justifications', () => {
  it('the short list narrows by an enumerated field: only the active Cancellation ones', async () => {
    const options = body(await call('GET', '/v1/backoffice/justifications/short?type=Cancellation'))
      .data as Array<{
      value: number;
    }>;
    const cancellations = await t.db
      .select({ id: justifications.id })
      .from(justifications)
      .where(and(eq(justifications.type, 'Cancellation'), eq(justifications.isActive, true)));
    expect(options.map((option) => option.value).sort()).toEqual(cancellations.map((row) => row.id).sort());
    const all = body(await call('GET', '/v1/backoffice/justifications/short')).data as unknown[];
    expect(all.length).toBeGreaterThan(options.length);
  });
});
