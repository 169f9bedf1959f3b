/**
 * Tracker readings in through `POST /v1/integration/telemetry` (an integration key, batches of 500) against the
 * production API on a fresh PGlite database with the demo data. Issue 11's budget: at least 5,000 readings a
 * second in batches of 500.
 *
 * A fleet of 200 extra plates (inserted directly, spread over the demo clients) reports every 30 seconds; the
 * readings go out in time order, each batch two and a half rounds of the fleet, as a tracker platform would
 * forward them. Series: 48 batches one at a time (24,000 readings, the budget's figure), 48 more with 4 batches
 * in flight, and 10 batches sent again (a retry: every reading already stored, nothing added). Each batch is
 * timed from the request sent to the answer read; readings/s is readings stored over the series' wall time.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { clients, trackingLogs, vehiclePlates } from '../apps/api/src/db/generated/entity-tables.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { prepareDemoDatabase } from './lib/demo-database.ts';
import { json } from './lib/http-series.ts';
import { isMain, progress, teardown } from './lib/processes.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

const PLATES = 200;
const BATCH = 500;
const BATCHES = 48;
const IN_FLIGHT = 4;
const RETRIED = 10;
const WARM_UP = 4;
const EVERY_SECONDS = 30;
/** Issue 11's budget. */
export const INGEST_READINGS_PER_SECOND = 5_000;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface IngestSeries {
  name: string;
  batches: number;
  readings: number;
  stored: number;
  duplicates: number;
  refused: number;
  seconds: number;
  readingsPerSecond: number;
  batch: Summary;
}

export interface IngestThroughputResult {
  plates: number;
  batchKb: number;
  rowsAfter: number;
  series: IngestSeries[];
}

interface Reading {
  plate: string;
  driverName: string;
  time: string;
  latitude: number;
  longitude: number;
  speed: number;
  engineLoad: number;
  acceleratorPosition: number;
  odometer: number;
}

/** A bench plate: BN + a letter, a digit, a letter and two digits (Mercosul), unique for n < 67,600. */
const benchPlate = (n: number) =>
  `BN${LETTERS[n % 26]}${Math.floor(n / 26) % 10}${LETTERS[Math.floor(n / 260) % 26]}${String(Math.floor(n / 6760) % 100).padStart(2, '0')}`;

/**
 * `count` readings of the fleet from `start` on, every EVERY_SECONDS per plate, in time order: a truck
 * driving north-west out of São Paulo at ~80 km/h.
 */
function readings(plates: string[], start: number, count: number): Reading[] {
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / plates.length);
    const p = i % plates.length;
    return {
      plate: plates[p]!,
      driverName: `Motorista ${p + 1}`,
      time: new Date(start + round * EVERY_SECONDS * 1000 + p * 10).toISOString(),
      latitude: -23.5 + p * 0.002 + round * 0.0004,
      longitude: -46.6 - p * 0.002 - round * 0.0005,
      speed: 60 + ((i * 7) % 30),
      engineLoad: 20 + ((i * 13) % 70),
      acceleratorPosition: (i * 17) % 100,
      odometer: 150_000_000 + p * 1_000_000 + round * 670,
    };
  });
}

export async function measureIngestThroughput(): Promise<IngestThroughputResult> {
  const log = progress('ingest');
  try {
    const plates: string[] = [];
    const prepared = await prepareDemoDatabase('ingest', log, async (db) => {
      const active = await db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.isActive, true))
        .orderBy(asc(clients.id));
      const [model] = await db
        .select({ typeId: vehiclePlates.typeId, fleetTypeId: vehiclePlates.fleetTypeId })
        .from(vehiclePlates)
        .limit(1);
      const inserted = await db
        .insert(vehiclePlates)
        .values(
          Array.from({ length: PLATES }, (_, n) => ({
            plate: benchPlate(n),
            tag: `Bench ${n + 1}`,
            clientId: active[n % active.length]!.id,
            typeId: model!.typeId,
            fleetTypeId: model!.fleetTypeId,
          })),
        )
        .onConflictDoNothing()
        .returning({ plate: vehiclePlates.plate });
      plates.push(...inserted.map((row) => row.plate));
    });
    log(`${plates.length} plates added`);
    const api = await startSignedInApi(prepared.dataDir, log);
    const { base, token } = api;
    const created = await json<{ data: { key: string } }>(
      await fetch(`${base}/v1/backoffice/integration-keys`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `bench ${randomBytes(3).toString('hex')}` }),
      }),
    );
    const headers = { 'x-integration-key': created.data.key, 'Content-Type': 'application/json' };

    const send = async (body: string) => {
      const t0 = performance.now();
      const answer = await json<{
        data: { received: number; accepted: number; duplicates: number; refused: unknown[] };
      }>(await fetch(`${base}/v1/integration/telemetry`, { method: 'POST', headers, body }));
      return { ms: performance.now() - t0, ...answer.data };
    };
    const bodiesOf = (list: Reading[]) =>
      Array.from({ length: Math.ceil(list.length / BATCH) }, (_, b) =>
        JSON.stringify({ readings: list.slice(b * BATCH, (b + 1) * BATCH) }),
      );
    const run = async (name: string, bodies: string[], inFlight: number): Promise<IngestSeries> => {
      log(`series: ${name}`);
      const times: number[] = [];
      let stored = 0;
      let duplicates = 0;
      let refused = 0;
      let next = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < bodies.length) {
          const answer = await send(bodies[next++]!);
          times.push(answer.ms);
          stored += answer.accepted;
          duplicates += answer.duplicates;
          refused += answer.refused.length;
        }
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      const seconds = (performance.now() - started) / 1000;
      const total = bodies.length * BATCH;
      return {
        name,
        batches: bodies.length,
        readings: total,
        stored,
        duplicates,
        refused,
        seconds,
        readingsPerSecond: (stored || total) / seconds,
        batch: summarize(times),
      };
    };

    // Three hours of readings, oldest first: the warm-up's, then each series' own.
    const perSeries = BATCHES * BATCH;
    const span = (WARM_UP * BATCH + 2 * perSeries) / plates.length;
    const first = Date.now() - (span + 2) * EVERY_SECONDS * 1000;
    const all = readings(plates, first, WARM_UP * BATCH + 2 * perSeries);
    const warmUp = bodiesOf(all.slice(0, WARM_UP * BATCH));
    const sequential = bodiesOf(all.slice(WARM_UP * BATCH, WARM_UP * BATCH + perSeries));
    const concurrent = bodiesOf(all.slice(WARM_UP * BATCH + perSeries));
    log(`warm-up: ${warmUp.length} batches`);
    for (const body of warmUp) await send(body);
    const series = [
      await run(`batches of ${BATCH}, one at a time`, sequential, 1),
      await run(`batches of ${BATCH}, ${IN_FLIGHT} in flight`, concurrent, IN_FLIGHT),
      await run(`retried batch (all stored already)`, sequential.slice(0, RETRIED), 1),
    ];
    await api.stop();
    const rowsAfter = await countReadings(prepared.dataDir);
    return { plates: plates.length, batchKb: sequential[0]!.length / 1000, rowsAfter, series };
  } finally {
    await teardown();
  }
}

/** The readings stored, read from the folder once the server has stopped. */
async function countReadings(dataDir: string): Promise<number> {
  const { openDatabase } = await import('../apps/api/src/db/database.ts');
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const [row] = await database.db.select({ value: sql<string>`count(*)` }).from(trackingLogs);
    return Number(row?.value ?? 0);
  } finally {
    await database.close();
  }
}

export function printIngestThroughput(result: IngestThroughputResult) {
  console.log(
    `\nTelemetry ingest: POST /v1/integration/telemetry, ${result.plates} plates, ${BATCH} readings a batch ` +
      `(${result.batchKb.toFixed(0)} KB), PGlite, loopback HTTP; ${result.rowsAfter.toLocaleString('en')} readings stored at the end`,
  );
  for (const s of result.series)
    console.log(
      `  ${s.name.padEnd(38)} ${String(s.batches).padStart(3)} batches  ${s.readingsPerSecond.toFixed(0).padStart(6)} readings/s  ` +
        `batch p50 ${ms(s.batch.median).padStart(5)} ms, p95 ${ms(s.batch.p95).padStart(5)} ms, max ${ms(s.batch.max).padStart(5)} ms  ` +
        `stored ${s.stored}, duplicates ${s.duplicates}, refused ${s.refused}`,
    );
  const main = result.series[0]!;
  console.log(
    `  budget ≥ ${INGEST_READINGS_PER_SECOND.toLocaleString('en')} readings/s (one at a time): ${main.readingsPerSecond >= INGEST_READINGS_PER_SECOND ? 'within' : 'OVER'}`,
  );
}

if (isMain(import.meta.url)) printIngestThroughput(await measureIngestThroughput());
