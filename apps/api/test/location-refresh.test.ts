import {
  PROGRAMMING_STATUSES,
  type GeoPoint,
  type LocationRefreshResult,
  type ProgrammingStatus,
  isUnderWay,
} from '@frota/domain';
import { and, asc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  justifications,
  products,
  programmings,
  references,
  vehiclePlates,
} from '../src/db/generated/entity-tables.ts';
import type { Database, Transaction } from '../src/db/database.ts';
import { refreshLocations, silentPlateWarnings } from '../src/modules/programmings/location-refresh.ts';
import { loadReferencePlaces, type ReferencePlace } from '../src/modules/programmings/places.ts';
import { programmingProgress, programmingStatusChanges } from '../src/modules/programmings/tables.ts';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const BASE = '/v1/backoffice/programmings';
const REFRESH = '/v1/backoffice/programming-location/refresh';
const code = (status: ProgrammingStatus) => PROGRAMMING_STATUSES.indexOf(status);
const UNDER_WAY = PROGRAMMING_STATUSES.flatMap((status, i) => (isUnderWay(status) ? [i] : []));
const FAR_DEPARTURE = '2099-01-01T08:00:00.000Z';
const FAR_ARRIVAL = '2099-01-02T08:00:00.000Z';

const call = async (method: string, path: string, payload?: unknown, account = ADMIN) =>
  t.call(method, path, { token: await t.tokenOf(account), body: payload });

async function refresh(account = ADMIN): Promise<LocationRefreshResult> {
  const response = await call('POST', REFRESH, undefined, account);
  expect(response.statusCode, response.body).toBe(200);
  const answer = body(response).data as LocationRefreshResult;
  expect(answer.totalProcessed).toBe(answer.totalUpdated + answer.totalIgnored);
  expect(answer.hasUpdates).toBe(answer.totalUpdated > 0);
  expect(answer.errors).toEqual([]);
  return answer;
}

let key: string;
let origin: ReferencePlace;
let destination: ReferencePlace;
let productId: number;
/** Plates no open programming follows, so only this file's readings move a programming of theirs. */
let freePlates: Array<{ id: number; plate: string; clientId: number }>;

beforeAll(async () => {
  const created = await call('POST', '/v1/backoffice/integration-keys', { name: 'Teste da atualização' });
  key = body(created).data.key;
  const refs = await t.db
    .select({ id: references.id, code: references.referenceCode })
    .from(references)
    .where(inArray(references.referenceCode, ['CPS-CD', 'STS-T1']));
  const places = await loadReferencePlaces(
    t.db,
    refs.map((ref) => ref.id),
  );
  origin = places.get(refs.find((ref) => ref.code === 'CPS-CD')!.id)!;
  destination = places.get(refs.find((ref) => ref.code === 'STS-T1')!.id)!;
  const busy = t.db
    .select({ id: programmings.mainVehiclePlateId })
    .from(programmings)
    .where(inArray(programmings.status, UNDER_WAY));
  const plates = await t.db
    .select({ id: vehiclePlates.id, plate: vehiclePlates.plate, clientId: vehiclePlates.clientId })
    .from(vehiclePlates)
    .where(and(eq(vehiclePlates.isActive, true), notInArray(vehiclePlates.id, busy)))
    .orderBy(asc(vehiclePlates.id));
  freePlates = plates.map((row) => ({ id: row.id, plate: row.plate!, clientId: row.clientId }));
  const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
  productId = product!.id;
  // The seeded programmings settle: the first refresh may move those whose times passed since the seed.
  await refresh();
});

/** A point `share` of the way from the origin's centre to the destination's (outside both fences). */
const along = (share: number): GeoPoint => ({
  latitude: origin.centre!.latitude + (destination.centre!.latitude - origin.centre!.latitude) * share,
  longitude: origin.centre!.longitude + (destination.centre!.longitude - origin.centre!.longitude) * share,
});
/** A point inside a place's fence, a few metres off its centre. */
const inside = (place: ReferencePlace, metres = 40): GeoPoint => ({
  latitude: place.centre!.latitude + metres / 111_320,
  longitude: place.centre!.longitude,
});

let lastTime = 0;
/** Now, strictly after the previous reading's time (the refresh reads readings up to its own now). */
async function nextTime(): Promise<string> {
  while (Date.now() <= lastTime) await new Promise((resolve) => setTimeout(resolve, 2));
  lastTime = Date.now();
  return new Date(lastTime).toISOString();
}

/** Sends one reading per point through the ingest endpoint, oldest first; answers their times. */
async function drive(plate: string, ...points: GeoPoint[]): Promise<string[]> {
  const times: string[] = [];
  for (const _ of points) times.push(await nextTime());
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/integration/telemetry',
    headers: { 'x-integration-key': key },
    payload: {
      readings: points.map((point, i) => ({ plate, time: times[i], ...point, speed: 50, engineLoad: 40 })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(body(response).data).toMatchObject({ accepted: points.length, refused: [] });
  return times;
}

async function createProgramming(
  plate: { id: number; clientId: number },
  change: Record<string, unknown> = {},
): Promise<number> {
  const response = await call('POST', BASE, {
    clientId: plate.clientId,
    mainVehiclePlateId: plate.id,
    productId,
    volume: 30,
    travelType: 1,
    originReferenceId: origin.referenceId,
    destinationReferenceId: destination.referenceId,
    expectedDepartureTime: FAR_DEPARTURE,
    expectedArrivalTime: FAR_ARRIVAL,
    isReturn: false,
    ...change,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data.id as number;
}

async function start(id: number): Promise<number> {
  const response = await call('POST', `${BASE}/${id}/start`);
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data.status as number;
}

async function read(id: number) {
  const [row] = await t.db.select().from(programmings).where(eq(programmings.id, id));
  return row!;
}

async function progress(id: number) {
  const [row] = await t.db
    .select()
    .from(programmingProgress)
    .where(eq(programmingProgress.programmingId, id));
  return row!;
}

const history = async (id: number) =>
  (
    await t.db
      .select()
      .from(programmingStatusChanges)
      .where(eq(programmingStatusChanges.programmingId, id))
      .orderBy(asc(programmingStatusChanges.id))
  ).map((row) => [row.fromStatus, row.toStatus, row.userId === null ? 'refresh' : 'staff']);

/** Whether the warnings tell of this plate's silence, alone or among many (the seeded trips are silent too). */
const warnsOfSilence = (warnings: string[], stored: string, id: number) => {
  // The warnings show the plate as the portal does: ABC-1D23.
  const plate = `${stored.slice(0, 3)}-${stored.slice(3)}`;
  return warnings.some(
    (warning) =>
      warning === `Placa ${plate} sem leitura recente (programação #${id}).` ||
      (/placas sem leitura recente/.test(warning) && warning.includes(`${plate} (#${id})`)),
  );
};

describe('location refresh: a loaded trip from the origin to the destination', () => {
  it('follows the vehicle through the ingest: Loading, LoadedTransit, Unloading, Completed', async () => {
    const { plate } = freePlates[0]!;
    const id = await createProgramming(freePlates[0]!);
    const idle = await refresh();
    expect(idle).toMatchObject({ totalUpdated: 0, hasUpdates: false });

    // A Created programming is not followed; a started one is, and warns while its plate is silent.
    expect(await start(id)).toBe(code('InProgress'));
    const started = await refresh();
    expect(started.totalProcessed).toBe(idle.totalProcessed + 1);
    expect(started).toMatchObject({ totalUpdated: 0, hasUpdates: false });
    expect(warnsOfSilence(started.warnings, plate, id)).toBe(true);
    expect(warnsOfSilence(idle.warnings, plate, id)).toBe(false);

    // One reading inside the origin: the position moves, the status waits for a second one.
    const [first] = await drive(plate, inside(origin));
    const one = await refresh();
    expect(one).toMatchObject({ totalProcessed: started.totalProcessed, totalUpdated: 1, hasUpdates: true });
    expect(warnsOfSilence(one.warnings, plate, id)).toBe(false);
    expect(await read(id)).toMatchObject({
      status: code('InProgress'),
      currentLatitude: inside(origin).latitude,
      currentLongitude: inside(origin).longitude,
      lastLocationUpdate: new Date(first!),
      currentAddressInfo: 'Em CD Campinas',
    });
    expect(await progress(id)).toMatchObject({ stage: 'toOrigin', pendingInside: true, pendingReadings: 1 });

    // The second agrees: Loading, since the first.
    await drive(plate, inside(origin, -60));
    expect(await refresh()).toMatchObject({ totalUpdated: 1, hasUpdates: true });
    expect((await read(id)).status).toBe(code('Loading'));
    expect(await progress(id)).toMatchObject({
      stage: 'atOrigin',
      stageSince: new Date(first!),
      pendingInside: null,
    });

    // A refresh with nothing new changes nothing.
    expect(await refresh()).toMatchObject({ totalUpdated: 0, hasUpdates: false });

    // Two readings outside the origin, in one batch: LoadedTransit, the place told by its distance.
    const [left] = await drive(plate, along(0.1), along(0.12));
    expect(await refresh()).toMatchObject({ totalUpdated: 1 });
    const transit = await read(id);
    expect(transit).toMatchObject({
      status: code('LoadedTransit'),
      currentLatitude: along(0.12).latitude,
      currentLongitude: along(0.12).longitude,
    });
    expect(transit.currentAddressInfo).toMatch(/^\d+,\d km de .+$/);
    expect(transit.lastLocationUpdate!.getTime()).toBeGreaterThan(Date.parse(left!));
    expect((await progress(id)).stageSince).toEqual(new Date(left!));

    // Into the destination: Unloading after the second reading.
    await drive(plate, inside(destination));
    await refresh();
    expect((await read(id)).status).toBe(code('LoadedTransit'));
    await drive(plate, inside(destination, 100));
    await refresh();
    const unloading = await read(id);
    expect(unloading.status).toBe(code('Unloading'));
    expect(unloading.currentAddressInfo).toBe('Em Porto de Santos – Terminal 1');

    // Out of the destination: Completed, and no longer followed.
    await drive(plate, along(0.9), along(0.88));
    const done = await refresh();
    expect(done).toMatchObject({ totalUpdated: 1, totalProcessed: started.totalProcessed });
    expect((await read(id)).status).toBe(code('Completed'));
    expect(await progress(id)).toMatchObject({ stage: 'done' });
    expect((await refresh()).totalProcessed).toBe(started.totalProcessed - 1);

    expect(await history(id)).toEqual([
      [code('Created'), code('InProgress'), 'staff'],
      [code('InProgress'), code('Loading'), 'refresh'],
      [code('Loading'), code('LoadedTransit'), 'refresh'],
      [code('LoadedTransit'), code('Unloading'), 'refresh'],
      [code('Unloading'), code('Completed'), 'refresh'],
    ]);
  });
});

describe('location refresh: the two-reading rule', () => {
  it('an empty trip: one reading inside between two outside changes nothing; then EmptyTransit', async () => {
    const { plate } = freePlates[1]!;
    const id = await createProgramming(freePlates[1]!, { travelType: 0 });
    expect(await start(id)).toBe(code('InProgress'));
    // Driving past the origin: in, out, in. No two in a row, no Loading.
    await drive(plate, along(-0.05), inside(origin), along(-0.01));
    await refresh();
    await drive(plate, inside(origin));
    await refresh();
    expect((await read(id)).status).toBe(code('InProgress'));
    await drive(plate, inside(origin, 10));
    await refresh();
    expect((await read(id)).status).toBe(code('Loading'));
    // One reading outside and a refresh: still Loading; the next one outside confirms.
    await drive(plate, along(0.05));
    await refresh();
    expect((await read(id)).status).toBe(code('Loading'));
    await drive(plate, along(0.07));
    await refresh();
    expect((await read(id)).status).toBe(code('EmptyTransit'));
  });

  it('a reading from before the start is not the trip’s, and a reading too far ahead is refused at the ingest', async () => {
    const { plate } = freePlates[2]!;
    const id = await createProgramming(freePlates[2]!);
    // Two readings inside the origin before the start.
    await drive(plate, inside(origin), inside(origin, 20));
    expect(await start(id)).toBe(code('InProgress'));
    await refresh();
    expect(await read(id)).toMatchObject({ status: code('InProgress'), currentLatitude: null });
    const ahead = await t.app.inject({
      method: 'POST',
      url: '/v1/integration/telemetry',
      headers: { 'x-integration-key': key },
      payload: {
        readings: [{ plate, time: new Date(Date.now() + 6 * 60_000).toISOString(), ...inside(origin) }],
      },
    });
    expect(body(ahead).data.refused).toEqual([{ index: 0, reason: 'Data e hora no futuro.' }]);
  });
});

describe('location refresh: manual closes and delays', () => {
  it('leaves a programming cancelled between two readings as it is', async () => {
    const { plate } = freePlates[3]!;
    const id = await createProgramming(freePlates[3]!);
    await start(id);
    await drive(plate, inside(origin));
    const before = await refresh();
    expect((await progress(id)).pendingReadings).toBe(1);
    const [justification] = await t.db
      .select({ id: justifications.id })
      .from(justifications)
      .where(and(eq(justifications.type, 'Cancellation'), eq(justifications.isActive, true)));
    const cancelled = await call('POST', `${BASE}/${id}/cancel`, { justificationId: justification!.id });
    expect(body(cancelled).data.status).toBe(code('Cancelled'));
    await drive(plate, inside(origin, 30));
    const after = await refresh();
    expect(after.totalProcessed).toBe(before.totalProcessed - 1);
    expect(after).toMatchObject({ totalUpdated: 0, hasUpdates: false });
    expect(await read(id)).toMatchObject({
      status: code('Cancelled'),
      currentLatitude: inside(origin).latitude,
    });
    expect(await history(id)).toEqual([
      [code('Created'), code('InProgress'), 'staff'],
      [code('InProgress'), code('Cancelled'), 'staff'],
    ]);
  });

  it('a started programming past its expected departure turns DelayedDeparture on refresh', async () => {
    const id = await createProgramming(freePlates[4]!);
    expect(await start(id)).toBe(code('InProgress'));
    const payload = body(await call('GET', `${BASE}/${id}`)).data;
    const edited = await call('PUT', `${BASE}/${id}`, {
      ...Object.fromEntries(
        [
          'clientId',
          'mainVehiclePlateId',
          'productId',
          'volume',
          'travelType',
          'originReferenceId',
          'destinationReferenceId',
          'isReturn',
        ].map((field) => [field, payload[field]]),
      ),
      expectedDepartureTime: new Date(Date.now() - 60 * 60_000).toISOString(),
      expectedArrivalTime: FAR_ARRIVAL,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body(edited).data.status).toBe(code('InProgress'));
    const answer = await refresh();
    expect(answer.totalUpdated).toBe(1);
    expect((await read(id)).status).toBe(code('DelayedDeparture'));
    expect((await history(id)).at(-1)).toEqual([code('InProgress'), code('DelayedDeparture'), 'refresh']);
    // Stays so: nothing to write on the next refresh.
    expect((await refresh()).totalUpdated).toBe(0);
  });

  it('a started programming whose plate nobody follows is skipped with a warning', async () => {
    const id = await createProgramming(freePlates[5]!);
    await start(id);
    await t.db.update(programmings).set({ mainVehiclePlateId: null }).where(eq(programmings.id, id));
    const answer = await refresh();
    expect(answer.warnings).toContain(`Programação #${id}: sem placa principal, posição não atualizada.`);
    expect(await read(id)).toMatchObject({ status: code('InProgress') });
    await t.db
      .update(programmings)
      .set({ mainVehiclePlateId: freePlates[5]!.id })
      .where(and(eq(programmings.id, id), isNull(programmings.mainVehiclePlateId)));
  });

  it('a cancel that lands while a refresh runs wins: the refresh writes neither progress nor history for it', async () => {
    const { plate } = freePlates[6]!;
    const id = await createProgramming(freePlates[6]!);
    await start(id);
    await drive(plate, inside(origin), inside(origin, 20));
    // What a cancel committed by another connection between the refresh's read and its write leaves behind.
    const cancelMeanwhile = async (tx: Transaction) => {
      await tx
        .update(programmings)
        .set({ status: code('Cancelled') })
        .where(eq(programmings.id, id));
      await tx
        .update(programmingProgress)
        .set({ stage: 'done', pendingInside: null, pendingSince: null, pendingReadings: null })
        .where(eq(programmingProgress.programmingId, id));
    };
    const isStatusWrite = (query: SQL) =>
      query.queryChunks.some(
        (chunk) =>
          Array.isArray((chunk as { value?: unknown }).value) &&
          (chunk as { value: string[] }).value.some((text) => text.includes('update programmings as p')),
      );
    const racing = {
      transaction: (run: (tx: Transaction) => Promise<unknown>) =>
        t.db.transaction((tx) =>
          run(
            new Proxy(tx, {
              get(target, property, receiver) {
                if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
                return async (query: SQL) => {
                  if (isStatusWrite(query)) await cancelMeanwhile(target);
                  return target.execute(query);
                };
              },
            }),
          ),
        ),
    } as unknown as Database;
    const answer = await refreshLocations(racing);
    expect(answer).toMatchObject({ totalUpdated: 0, hasUpdates: false, errors: [] });
    expect(await read(id)).toMatchObject({ status: code('Cancelled'), currentLatitude: null });
    expect(await progress(id)).toMatchObject({ stage: 'done', pendingInside: null });
    expect(await history(id)).toEqual([[code('Created'), code('InProgress'), 'staff']]);
    expect((await refresh()).totalProcessed).toBe(answer.totalProcessed - 1);
  });
});

describe('location refresh: warnings of silent plates', () => {
  const silent = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ plate: `ABC1D${String(i).padStart(2, '0')}`, id: i + 1 }));

  it('names a few silent plates one by one', () => {
    expect(silentPlateWarnings(silent(3))).toEqual([
      'Placa ABC-1D00 sem leitura recente (programação #1).',
      'Placa ABC-1D01 sem leitura recente (programação #2).',
      'Placa ABC-1D02 sem leitura recente (programação #3).',
    ]);
  });

  it('tells of many in one warning, the newest programmings first, the rest counted', () => {
    const [warning, ...rest] = silentPlateWarnings(silent(14));
    expect(rest).toEqual([]);
    expect(warning).toMatch(
      /^14 placas sem leitura recente há 30 minutos: ABC-1D13 \(#14\), ABC-1D12 \(#13\), /,
    );
    expect(warning).toMatch(/ABC-1D04 \(#5\) e mais 4\.$/);
  });
});
