import {
  MONITOR_CARDS,
  type MonitorFeed,
  PROGRAMMING_STATUSES,
  type ProgrammingStatus,
  type TrackedVehicle,
} from '@frota/domain';
import { parseListQuery } from '@frota/engine';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, entityStore } from '../src/crud/entity-store.ts';
import { products, programmings, references, vehiclePlates } from '../src/db/generated/entity-tables.ts';
import { trackedVehicles } from '../src/modules/programmings/monitor-feed.ts';
import { ADMIN, body, MANAGER, setupTestApp, clientOf } from './helpers/test-app.ts';

const t = setupTestApp();
const BASE = '/v1/backoffice/programmings';
const LOCATIONS = `${BASE}/locations`;
/** The test's programmings leave on this day, which no seeded one does: the date filters isolate them. */
const DAY = '2099-03-10';
const ONLY_OURS = `startDate=${DAY}&endDate=${DAY}`;
const code = (status: ProgrammingStatus) => PROGRAMMING_STATUSES.indexOf(status);
const NOW = Date.now();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000);

const as = async (account: typeof ADMIN, path: string) =>
  t.call('GET', path, { token: await t.tokenOf(account) });
async function feed(query: string, account = ADMIN): Promise<MonitorFeed> {
  const response = await as(account, `${LOCATIONS}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data as MonitorFeed;
}

interface Plate {
  id: number;
  plate: string;
  clientId: number;
}
/** Four plates of client A (a1..a4) and one of client B. */
let a: Plate[];
let b: Plate;
let origin: { id: number; name: string };
let destination: { id: number; name: string };
/** The inserted programmings by their name in this file. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  const plates = await t.db
    .select({ id: vehiclePlates.id, plate: vehiclePlates.plate, clientId: vehiclePlates.clientId })
    .from(vehiclePlates)
    .orderBy(asc(vehiclePlates.id));
  const byClient = new Map<number, Plate[]>();
  for (const plate of plates) byClient.set(plate.clientId, [...(byClient.get(plate.clientId) ?? []), plate]);
  const clientA = [...byClient.entries()].find(([, list]) => list.length >= 4)!;
  const clientB = [...byClient.entries()].find(([id]) => id !== clientA[0])!;
  a = clientA[1].slice(0, 4);
  b = clientB[1][0]!;
  const refs = await t.db
    .select({ id: references.id, name: references.name })
    .from(references)
    .orderBy(asc(references.id))
    .limit(2);
  [origin, destination] = refs as [typeof origin, typeof destination];
  const [product] = await t.db.select({ id: products.id }).from(products).limit(1);

  const row = (
    name: string,
    plate: Plate | null,
    status: number,
    position: { latitude?: number; longitude?: number; updated?: Date; address?: string },
    trailers: [Plate | null, Plate | null] = [null, null],
    client = a[0]!.clientId,
  ) => ({
    name,
    values: {
      clientId: client,
      mainVehiclePlateId: plate?.id ?? null,
      semiTrailer1Id: trailers[0]?.id ?? null,
      semiTrailer2Id: trailers[1]?.id ?? null,
      volume: 30,
      productId: product!.id,
      originReferenceId: origin.id,
      destinationReferenceId: destination.id,
      expectedDepartureTime: new Date(`${DAY}T12:00:00Z`),
      expectedArrivalTime: new Date(`${DAY}T18:00:00Z`),
      status,
      currentLatitude: position.latitude ?? null,
      currentLongitude: position.longitude ?? null,
      lastLocationUpdate: position.updated ?? null,
      currentAddressInfo: position.address ?? null,
    },
  });
  const at = (latitude: number, updated?: Date, address?: string) => ({
    latitude,
    longitude: -47.0608,
    ...(updated ? { updated } : {}),
    ...(address ? { address } : {}),
  });
  // Inserted one by one, in this order, so ids grow down the list (the ties of p3 and p4 are broken by id).
  const rows = [
    row('p1', a[0]!, code('Loading'), at(-22.1, minutesAgo(10), 'Em CD Campinas'), [a[1]!, null]),
    row('p2', a[0]!, code('DelayedTransit'), at(-22.2, minutesAgo(5), '12,4 km de CD Campinas')),
    row('p3', a[1]!, code('Created'), at(-22.3), [a[2]!, a[3]!]),
    row('p4', a[1]!, code('Completed'), at(-22.4), [a[2]!, a[3]!]),
    row('p5', a[2]!, code('Cancelled'), {}),
    row('p6', null, code('Waiting'), at(-22.6, minutesAgo(1))),
    row('p7', a[3]!, code('Finished'), { latitude: -22.7, updated: minutesAgo(1) }),
    row('p8', a[2]!, code('Available'), at(-22.8, minutesAgo(20)), [null, a[0]!]),
    row(
      'p9',
      b,
      code('InProgress'),
      at(-22.9, minutesAgo(1), 'Em Porto de Santos'),
      [null, null],
      b.clientId,
    ),
    // A status no card counts (none is written, but the cards count only their own).
    row('p10', a[3]!, 42, {}),
  ];
  for (const { name, values } of rows) {
    const [inserted] = await t.db.insert(programmings).values(values).returning({ id: programmings.id });
    ids[name] = inserted!.id;
  }
});

const vehicleIds = (answer: MonitorFeed) => answer.vehicles.map((vehicle) => vehicle.programmingId);

describe('programmings monitor: GET /v1/backoffice/programmings/locations', () => {
  it('counts each card over the filtered programmings, in numbers; statuses outside the cards are not counted', async () => {
    const answer = await feed(ONLY_OURS);
    expect(answer.counts).toEqual({ waiting: 3, inExecution: 2, delayed: 1, finished: 2, cancelled: 1 });
    expect(Object.keys(answer.counts).sort()).toEqual(MONITOR_CARDS.map((card) => card.key).sort());
    expect(answer.truncated).toBe(false);
    expect(Math.abs(Date.parse(answer.generatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('counts follow the client filter but not the status filter', async () => {
    const client = `${ONLY_OURS}&clientId=${a[0]!.clientId}`;
    const expected = { waiting: 3, inExecution: 1, delayed: 1, finished: 2, cancelled: 1 };
    expect((await feed(client)).counts).toEqual(expected);
    for (const status of ['Loading', 'Cancelled', 'Waiting'] as const)
      expect((await feed(`${client}&status=${code(status)}`)).counts).toEqual(expected);
    expect((await feed(`${ONLY_OURS}&clientId=${b.clientId}`)).counts).toEqual({
      waiting: 0,
      inExecution: 1,
      delayed: 0,
      finished: 0,
      cancelled: 0,
    });
  });

  it('one vehicle per main plate, the newest position (none last, ties by id), newest first', async () => {
    const answer = await feed(ONLY_OURS);
    // a1: p2 is newer than p1; a2: p3 and p4 have no time, p4 has the higher id; a3: p5 has no position;
    // a4: p7 has no longitude; p6 has no plate.
    expect(vehicleIds(answer)).toEqual([ids['p9'], ids['p2'], ids['p8'], ids['p4']]);
    const [p9, p2, p8, p4] = answer.vehicles as [
      TrackedVehicle,
      TrackedVehicle,
      TrackedVehicle,
      TrackedVehicle,
    ];
    expect(p9).toEqual({
      programmingId: ids['p9'],
      vehiclePlateId: b.id,
      status: code('InProgress'),
      plates: [b.plate],
      origin: origin.name,
      destination: destination.name,
      address: 'Em Porto de Santos',
      latitude: -22.9,
      longitude: -47.0608,
      updatedAt: minutesAgo(1).toISOString(),
    });
    expect(p2).toMatchObject({
      vehiclePlateId: a[0]!.id,
      status: code('DelayedTransit'),
      plates: [a[0]!.plate],
      address: '12,4 km de CD Campinas',
    });
    // Semi-trailers after the main plate as stored, only those set (here the second one only).
    expect(p8.plates).toEqual([a[2]!.plate, a[0]!.plate]);
    expect(p4).toMatchObject({
      vehiclePlateId: a[1]!.id,
      status: code('Completed'),
      plates: [a[1]!.plate, a[2]!.plate, a[3]!.plate],
      address: null,
      updatedAt: null,
    });
    for (const vehicle of answer.vehicles) {
      expect(typeof vehicle.latitude).toBe('number');
      expect(typeof vehicle.longitude).toBe('number');
    }
  });

  it('vehicles follow every filter, the status included', async () => {
    const loading = await feed(`${ONLY_OURS}&status=${code('Loading')}`);
    // With the status filter a1's vehicle is p1 (p2 is delayed), with both its plates.
    expect(vehicleIds(loading)).toEqual([ids['p1']]);
    expect(loading.vehicles[0]).toMatchObject({
      vehiclePlateId: a[0]!.id,
      plates: [a[0]!.plate, a[1]!.plate],
      address: 'Em CD Campinas',
      updatedAt: minutesAgo(10).toISOString(),
    });
    expect(vehicleIds(await feed(`${ONLY_OURS}&status=${code('Created')}`))).toEqual([ids['p3']]);
    expect(vehicleIds(await feed(`${ONLY_OURS}&status=${code('Cancelled')}`))).toEqual([]);
    expect(vehicleIds(await feed(`${ONLY_OURS}&clientId=${a[0]!.clientId}`))).toEqual([
      ids['p2'],
      ids['p8'],
      ids['p4'],
    ]);
    expect(vehicleIds(await feed(`${ONLY_OURS}&mainVehiclePlateId=${a[1]!.id}`))).toEqual([ids['p4']]);
  });

  it('keeps the newest positions when more vehicles match than an answer carries', async () => {
    const store = entityStore(DEFAULT_CATALOG.entities.find((entity) => entity.id === 'programmings')!);
    const { filters } = parseListQuery(store.entity, { startDate: DAY, endDate: DAY });
    const two = await trackedVehicles(t.db, store, filters, 2);
    expect(two.vehicles.map((vehicle) => vehicle.programmingId)).toEqual([ids['p9'], ids['p2']]);
    expect(two.truncated).toBe(true);
    expect((await trackedVehicles(t.db, store, filters, 4)).truncated).toBe(false);
  });

  it('finds the same vehicles however few rows each round of its newest-first walk reads', async () => {
    const store = entityStore(DEFAULT_CATALOG.entities.find((entity) => entity.id === 'programmings')!);
    const { filters } = parseListQuery(store.entity, { startDate: DAY, endDate: DAY });
    const whole = await trackedVehicles(t.db, store, filters, 10);
    expect(whole.vehicles.map((vehicle) => vehicle.programmingId)).toEqual(vehicleIds(await feed(ONLY_OURS)));
    // One row a round: each round starts where the last ended, a plate met again is skipped, and the trips
    // without a time come after those with one.
    for (const rowsPerRound of [1, 2, 3])
      expect(await trackedVehicles(t.db, store, filters, 10, rowsPerRound)).toEqual(whole);
    const two = await trackedVehicles(t.db, store, filters, 2, 1);
    expect(two.vehicles.map((vehicle) => vehicle.programmingId)).toEqual([ids['p9'], ids['p2']]);
    expect(two.truncated).toBe(true);
  });

  it('answers 401 without a token; Admin and Manager may watch', async () => {
    const response = await t.call('GET', `${LOCATIONS}?${ONLY_OURS}`);
    expect(response.statusCode).toBe(401);
    expect(body(response).errors[0]).toBe('Sessão expirada, favor fazer login novamente.');
    // A Manager watches their own client's trucks: what an Admin sees with that client chosen.
    const own = `${ONLY_OURS}&clientId=${await clientOf(t, MANAGER)}`;
    expect((await feed(ONLY_OURS, MANAGER)).counts).toEqual((await feed(own, ADMIN)).counts);
  });

  it('refuses an invalid filter with 400 and the list’s own message', async () => {
    const query = 'startDate=2099-13-45';
    const monitor = await as(ADMIN, `${LOCATIONS}?${query}`);
    const list = await as(ADMIN, `${BASE}?${query}`);
    expect(monitor.statusCode).toBe(400);
    expect(list.statusCode).toBe(400);
    expect(body(monitor)).toEqual(body(list));
    expect(body(monitor).errors).toEqual(['Saída a partir de: informe uma data válida.']);
    expect(body(monitor).fieldErrors).toEqual({ startDate: 'Saída a partir de: informe uma data válida.' });
  });

  it('is its own route, not the get-by-id of /:id; the get-by-id still works', async () => {
    const answer = await as(ADMIN, LOCATIONS);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(body(answer).data).toEqual({
      counts: expect.any(Object),
      vehicles: expect.any(Array),
      truncated: expect.any(Boolean),
      generatedAt: expect.any(String),
    });
    const one = await as(ADMIN, `${BASE}/${ids['p1']}`);
    expect(one.statusCode).toBe(200);
    expect(body(one).data).toMatchObject({ id: ids['p1'], status: code('Loading') });
    const document = body(await t.call('GET', '/docs/json'));
    expect(document.paths[LOCATIONS].get.operationId).toBe('programmings_locations');
    const parameters = document.paths[LOCATIONS].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters.sort()).toEqual(
      [
        'clientId',
        'mainVehiclePlateId',
        'status',
        'travelType',
        'originReferenceId',
        'destinationReferenceId',
        'startDate',
        'endDate',
      ].sort(),
    );
  });

  it('without filters counts every programming in a card status, and nothing else', async () => {
    const answer = await feed('');
    const all = await t.db.select({ status: programmings.status }).from(programmings);
    const inCards = all.filter((row) => row.status !== null && row.status in PROGRAMMING_STATUSES);
    expect(all.length - inCards.length).toBe(1); // p10
    const cards = Object.values(answer.counts).reduce((sum, count) => sum + count, 0);
    expect(cards).toBe(inCards.length);
  });
});
