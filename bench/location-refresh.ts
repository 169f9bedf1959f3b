import type { LocationRefreshResult as RefreshAnswer } from '@frota/domain';
/**
 * The location refresh (`POST /v1/backoffice/programming-location/refresh`) over 2,000 open programmings,
 * against the production API on a fresh PGlite database. Issue 11's budget: at most 2 seconds.
 *
 * Prepared with direct inserts: 2,000 extra plates (one truck per programming, spread over the demo clients),
 * 50,000 closed programmings of the past year as background (`seedBulkProgrammings`), and 2,000 started ones on
 * the demo routes, a quarter in each stage (heading to the origin, loading, on the road, unloading) with their
 * `programming_progress` rows, and five readings per plate since their last refresh. Each truck follows an
 * itinerary of spots, one per reading: three approaching the origin, six inside its fence, eight on the road,
 * then inside the destination's fence, where it stays (so all 2,000 stay open and every round some cross a
 * fence and change status). Rounds: the first refresh (the five readings each, 10,000 in all), then 8 rounds
 * of two new readings per truck sent through the ingest (4,000, not timed) followed by a timed refresh, then 3
 * refreshes with nothing new (the delays alone). Timed on the client, request sent to answer read.
 */
import { randomBytes } from 'node:crypto';
import { type GeoPoint, haversineKm } from '@frota/domain';
import { asc, eq } from 'drizzle-orm';
import {
  clients,
  programmings,
  products,
  trackingLogs,
  vehiclePlates,
} from '../apps/api/src/db/generated/entity-tables.ts';
import { loadReferencePlaces } from '../apps/api/src/modules/programmings/places.ts';
import { programmingProgress } from '../apps/api/src/modules/programmings/tables.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { type BulkRoute, bulkRoutes, seedBulkProgrammings, STATUS } from './lib/bulk-programmings.ts';
import { prepareDemoDatabase } from './lib/demo-database.ts';
import { json } from './lib/http-series.ts';
import { isMain, progress, teardown } from './lib/processes.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

const OPEN = 2_000;
const CLOSED = 50_000;
const SEEDED_READINGS = 5;
const ROUNDS = 8;
const READINGS_PER_ROUND = 2;
const IDLE_ROUNDS = 3;
const CHUNK = 500;
/** Issue 11's budget. */
export const REFRESH_BUDGET_MS = 2_000;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MINUTE = 60_000;

export interface RefreshRound {
  name: string;
  ms: number;
  readings: number;
  answer: RefreshAnswer;
  /** Programmings by status after the round. */
  statuses: Record<number, number>;
}

export interface LocationRefreshResult {
  prepareSeconds: number;
  rounds: RefreshRound[];
  withReadings: Summary;
  idle: Summary;
}

/** A bench truck's plate: BR + letters and digits (Mercosul), unique for n < 67,600. */
const truckPlate = (n: number) =>
  `BR${LETTERS[n % 26]}${Math.floor(n / 26) % 10}${LETTERS[Math.floor(n / 260) % 26]}${String(Math.floor(n / 6760) % 100).padStart(2, '0')}`;

interface Truck {
  plate: string;
  /** The itinerary spot of its next reading. */
  spot: number;
  origin: GeoPoint;
  destination: GeoPoint;
}

const APPROACH = 3;
const AT_ORIGIN = 6;
const ON_THE_ROAD = 8;

/** Where a truck is at a spot of its itinerary (see the file's comment). */
function spotOf(truck: Truck, spot: number): GeoPoint {
  const { origin: o, destination: d } = truck;
  const lerp = (f: number) => ({
    latitude: o.latitude + (d.latitude - o.latitude) * f,
    longitude: o.longitude + (d.longitude - o.longitude) * f,
  });
  const km = haversineKm(o, d);
  if (spot < APPROACH) return lerp(-((APPROACH - spot) * 1.5) / km);
  if (spot < APPROACH + AT_ORIGIN) return o;
  if (spot < APPROACH + AT_ORIGIN + ON_THE_ROAD)
    return lerp((spot - APPROACH - AT_ORIGIN + 1) / (ON_THE_ROAD + 1));
  return d;
}

/** Each stage's first spot and its status. */
const STAGES = [
  { stage: 'toOrigin', first: 0, status: STATUS.InProgress },
  { stage: 'atOrigin', first: APPROACH, status: STATUS.Loading },
  { stage: 'toDestination', first: APPROACH + AT_ORIGIN, status: STATUS.LoadedTransit },
  { stage: 'atDestination', first: APPROACH + AT_ORIGIN + ON_THE_ROAD, status: STATUS.Unloading },
] as const;

export async function measureLocationRefresh(): Promise<LocationRefreshResult> {
  const log = progress('location-refresh');
  try {
    const trucks: Truck[] = [];
    const prepared = await prepareDemoDatabase('refresh', log, async (db) => {
      await seedBulkProgrammings(db, CLOSED, { open: 0 });
      const now = Date.now();
      const active = await db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.isActive, true))
        .orderBy(asc(clients.id));
      const [model] = await db
        .select({ typeId: vehiclePlates.typeId, fleetTypeId: vehiclePlates.fleetTypeId })
        .from(vehiclePlates)
        .limit(1);
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .orderBy(asc(products.id))
        .limit(1);
      const routes: BulkRoute[] = await bulkRoutes(db);
      const places = await loadReferencePlaces(
        db,
        routes.flatMap((route) => [route.originId, route.destinationId]),
      );
      const lastRefresh = new Date(now - 15 * MINUTE);
      for (let from = 0; from < OPEN; from += CHUNK) {
        const n = Array.from({ length: Math.min(CHUNK, OPEN - from) }, (_, i) => from + i);
        const plates = await db
          .insert(vehiclePlates)
          .values(
            n.map((i) => ({
              plate: truckPlate(i),
              tag: `Caminhão ${i + 1}`,
              clientId: active[i % active.length]!.id,
              typeId: model!.typeId,
              fleetTypeId: model!.fleetTypeId,
            })),
          )
          .returning({ id: vehiclePlates.id, plate: vehiclePlates.plate, clientId: vehiclePlates.clientId });
        const rows = n.map((i, k) => {
          const route = routes[i % routes.length]!;
          const stage = STAGES[i % STAGES.length]!;
          const truck: Truck = {
            plate: plates[k]!.plate,
            spot: stage.first + ((i >> 2) % (stage.stage === 'atDestination' ? 1 : 3)),
            origin: places.get(route.originId)!.centre!,
            destination: places.get(route.destinationId)!.centre!,
          };
          trucks.push(truck);
          const departure = now + (((i * 7) % 9) - 3) * 60 * MINUTE;
          const last = truck.spot > 0 ? spotOf(truck, truck.spot - 1) : null;
          return {
            programming: {
              clientId: plates[k]!.clientId,
              mainVehiclePlateId: plates[k]!.id,
              volume: 30,
              productId: product!.id,
              travelType: i % 5 === 4 ? 0 : 1,
              routeId: route.id,
              originReferenceId: route.originId,
              destinationReferenceId: route.destinationId,
              expectedDepartureTime: new Date(departure),
              expectedArrivalTime: new Date(departure + (route.km / 55 + 2) * 60 * MINUTE),
              distanceKm: route.km,
              status: stage.status,
              currentLatitude: last?.latitude ?? null,
              currentLongitude: last?.longitude ?? null,
              lastLocationUpdate: last ? lastRefresh : null,
              createdAt: new Date(now - 2 * 24 * 60 * MINUTE + i * 1000),
            },
            stage: stage.stage,
          };
        });
        const created = await db
          .insert(programmings)
          .values(rows.map((row) => row.programming))
          .returning({ id: programmings.id });
        await db.insert(programmingProgress).values(
          rows.map((row, k) => ({
            programmingId: created[k]!.id,
            stage: row.stage,
            stageSince: new Date(now - 90 * MINUTE),
            lastReadingAt: lastRefresh,
          })),
        );
      }
      // Five readings per truck since the last refresh, a minute apart.
      const readings = trucks.flatMap((truck, t) =>
        Array.from({ length: SEEDED_READINGS }, (_, k) => {
          const at = spotOf(truck, truck.spot + k);
          return {
            placa: truck.plate,
            clientId: active[t % active.length]!.id,
            savedAt: new Date(now - (10 - k) * MINUTE),
            ...at,
            velocidade: 70,
          };
        }),
      );
      for (let from = 0; from < readings.length; from += 1000)
        await db.insert(trackingLogs).values(readings.slice(from, from + 1000));
      for (const truck of trucks) truck.spot += SEEDED_READINGS;
    });
    log(
      `${OPEN} open programmings (and ${CLOSED} closed) with ${OPEN * SEEDED_READINGS} readings prepared in ${prepared.prepareSeconds.toFixed(1)} s`,
    );
    const api = await startSignedInApi(prepared.dataDir, log);
    const { base, token } = api;
    const auth = { Authorization: `Bearer ${token}` };
    const key = await json<{ data: { key: string } }>(
      await fetch(`${base}/v1/backoffice/integration-keys`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `bench ${randomBytes(3).toString('hex')}` }),
      }),
    );
    const ingest = async () => {
      const now = Date.now();
      const batch = trucks.flatMap((truck) =>
        Array.from({ length: READINGS_PER_ROUND }, (_, k) => ({
          plate: truck.plate,
          time: new Date(now - (READINGS_PER_ROUND - k) * 1000).toISOString(),
          ...spotOf(truck, truck.spot + k),
          speed: 70,
        })),
      );
      for (const truck of trucks) truck.spot += READINGS_PER_ROUND;
      for (let from = 0; from < batch.length; from += CHUNK) {
        const answer = await json<{ data: { accepted: number } }>(
          await fetch(`${base}/v1/integration/telemetry`, {
            method: 'POST',
            headers: { 'x-integration-key': key.data.key, 'Content-Type': 'application/json' },
            body: JSON.stringify({ readings: batch.slice(from, from + CHUNK) }),
          }),
        );
        if (answer.data.accepted !== Math.min(CHUNK, batch.length - from))
          throw new Error('the ingest refused bench readings');
      }
      return batch.length;
    };
    const statuses = async () => {
      const counts: Record<number, number> = {};
      for (const code of [2, 3, 4, 8, 10, 11, 12, 13, 14, 15]) {
        const page = await json<{ data: { totalItems: number } }>(
          await fetch(`${base}/v1/backoffice/programmings?status=${code}&perPage=1`, { headers: auth }),
        );
        if (page.data.totalItems > 0) counts[code] = page.data.totalItems;
      }
      return counts;
    };
    const refresh = async (name: string, readings: number): Promise<RefreshRound> => {
      const t0 = performance.now();
      const answer = await json<{ data: RefreshAnswer }>(
        await fetch(`${base}/v1/backoffice/programming-location/refresh`, { method: 'POST', headers: auth }),
      );
      const elapsed = performance.now() - t0;
      const round = { name, ms: elapsed, readings, answer: answer.data, statuses: await statuses() };
      log(
        `${name}: ${ms(elapsed)} ms, ${answer.data.totalProcessed} processed, ${answer.data.totalUpdated} updated`,
      );
      return round;
    };

    const rounds: RefreshRound[] = [await refresh('first refresh', OPEN * SEEDED_READINGS)];
    for (let r = 1; r <= ROUNDS; r++) rounds.push(await refresh(`round ${r}`, await ingest()));
    for (let r = 1; r <= IDLE_ROUNDS; r++) rounds.push(await refresh(`nothing new ${r}`, 0));
    await api.stop();
    return {
      prepareSeconds: prepared.prepareSeconds,
      rounds,
      withReadings: summarize(rounds.filter((r) => r.name.startsWith('round')).map((r) => r.ms)),
      idle: summarize(rounds.filter((r) => r.name.startsWith('nothing')).map((r) => r.ms)),
    };
  } finally {
    await teardown();
  }
}

const STATUS_NAMES = Object.fromEntries(Object.entries(STATUS).map(([name, code]) => [code, name]));

export function printLocationRefresh(result: LocationRefreshResult) {
  console.log(
    `\nLocation refresh: POST /v1/backoffice/programming-location/refresh, ${OPEN} open programmings ` +
      `(+${CLOSED.toLocaleString('en')} closed), PGlite, loopback HTTP`,
  );
  for (const round of result.rounds) {
    const { totalProcessed, totalUpdated, warnings, errors } = round.answer;
    const statuses = Object.entries(round.statuses)
      .map(([code, n]) => `${STATUS_NAMES[Number(code)]} ${n}`)
      .join(', ');
    console.log(
      `  ${round.name.padEnd(14)} ${ms(round.ms).padStart(6)} ms  ${String(round.readings).padStart(6)} new readings  ` +
        `${totalProcessed} processed, ${String(totalUpdated).padStart(4)} updated, ${warnings.length} warnings, ${errors.length} errors  [${statuses}]`,
    );
  }
  const line = (label: string, s: Summary) =>
    console.log(
      `  ${label.padEnd(28)} p50 ${ms(s.median).padStart(6)} ms, p95 ${ms(s.p95).padStart(6)} ms, max ${ms(s.max).padStart(6)} ms (${s.count})`,
    );
  line('rounds with new readings', result.withReadings);
  line('rounds with nothing new', result.idle);
  const worst = Math.max(...result.rounds.map((r) => r.ms));
  console.log(
    `  budget ≤ ${REFRESH_BUDGET_MS} ms: ${worst <= REFRESH_BUDGET_MS ? 'within' : 'OVER'} (slowest ${ms(worst)} ms)`,
  );
}

if (isMain(import.meta.url)) printLocationRefresh(await measureLocationRefresh());
