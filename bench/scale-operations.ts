/**
 * Issue 28's operations at production scale, on a database `npm run seed:scale` loaded (SCALE_DATABASE_URL), with
 * 1 and 2 workers of the built API from the same run: the telemetry ingest sustained for 60 s, the monitor's feed
 * and the location refresh with 10,000 trucks under way, the Excel export of 100,000 rows, and a month's rewards
 * recomputed (once: it is a job, not a request).
 *
 * It prepares the trucks first, changing the database: the newest 10,000 open programmings are put under way with
 * a position, and their plates get readings of the last 20 minutes (a refresh has something to move). Printed
 * with the budgets, nothing asserted.
 *
 *   SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/escala npx tsx bench/scale-operations.ts
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { entities } from '@frota/engine/entities';
import { sql } from 'drizzle-orm';
import { createMonths, partitionedTableOf } from '../apps/api/src/crud/partitions.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { startBuiltWorkers } from './lib/api-server.ts';
import { API_DIR, isMain, progress, runNode, teardown } from './lib/processes.ts';
import { residentMb, workerPids } from './reliability/processes.ts';
import { ms, summarize } from './lib/stats.ts';

const DATABASE_URL = process.env['SCALE_DATABASE_URL'];
const TRUCKS = 10_000;
const UNDER_WAY = [2, 3, 4, 8, 10];
const BUDGET = {
  ingestPerWorker: 5_000,
  monitorP95: 100,
  monitorGzipKb: 300,
  refreshMs: 5_000,
  rewardsSeconds: 60,
  excelSeconds: 10,
};
const INGEST_SECONDS = 60;
const BATCH = 500;

const figures: Array<[string, string, string, boolean]> = [];
const record = (what: string, value: string, budget: string, within: boolean) => {
  figures.push([what, value, budget, within]);
  console.log(`  ${within ? 'within' : 'OVER  '}  ${what}: ${value} (budget ${budget})`);
};

/** The newest open programmings under way with a position, and readings of their plates in the last 20 min. */
async function prepareTrucks(databaseUrl: string, log: (message: string) => void) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const db = database.db;
    await createMonths(db, partitionedTableOf(entities, 'tracking-logs'), new Date(), new Date());
    await db.execute(sql`
      with newest as (select id from programmings where status in (0, 1, 2, 3, 4, 8, 9, 10)
        order by id desc limit ${TRUCKS})
      update programmings p set status = (${`{${UNDER_WAY.join(',')}}`}::int[])[1 + p.id % ${UNDER_WAY.length}],
        current_latitude = -23.5 + (p.id % 200) * 0.01, current_longitude = -46.6 - (p.id % 300) * 0.01,
        last_location_update = now() - (p.id % 30) * interval '1 minute'
      from newest where p.id = newest.id`);
    const [plates] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(distinct main_vehicle_plate_id)::int as n from programmings
        where status in (2, 3, 4, 8, 10) and current_latitude is not null`),
    );
    await db.execute(sql`
      insert into tracking_logs (placa, client_id, latitude, longitude, velocidade, saved_at)
      select vp.plate, vp.client_id, -23.5 + s * 0.001, -46.6 - s * 0.001, 60,
        now() - (20 - s) * interval '1 minute' - (p.id % 50) * interval '1 second'
      from programmings p join vehicle_plates vp on vp.id = p.main_vehicle_plate_id
      cross join generate_series(1, 10) s
      where p.status in (2, 3, 4, 8, 10) and p.current_latitude is not null
      on conflict do nothing`);
    await db.execute(sql`analyze programmings`);
    log(`${plates?.n} plates under way with a position, each with 10 readings of the last 20 minutes`);
  } finally {
    await database.close();
  }
}

/**
 * A batch of readings of the scale plates from `start` on, the `offset`-th batch: each plate every second, so
 * no two readings share a plate and an instant.
 */
function readingsBody(plates: string[], start: number, offset: number) {
  return JSON.stringify({
    readings: Array.from({ length: BATCH }, (_, i) => {
      const n = offset + i;
      return {
        plate: plates[n % plates.length],
        time: new Date(start + Math.floor(n / plates.length) * 1000 + (n % 997)).toISOString(),
        latitude: -23.5,
        longitude: -46.6,
        speed: 60,
        engineLoad: 40,
        acceleratorPosition: 30,
        odometer: 150_000_000 + n,
      };
    }),
  });
}

async function measureWorkers(databaseUrl: string, workers: number, log: (message: string) => void) {
  const api = await startBuiltWorkers(databaseUrl, workers, {
    TELEMETRY_BATCHES_PER_KEY_PER_MINUTE: '1000000',
  });
  const { base, token } = api;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  try {
    console.log(`\n${workers} worker(s)`);
    // The monitor's feed, no filter: what every open monitor polls.
    const feedTimes: number[] = [];
    let gzipKb = 0;
    let vehicles = 0;
    for (let i = 0; i < 33; i += 1) {
      const t0 = performance.now();
      const answer = await fetch(`${base}/v1/backoffice/programmings/locations`, { headers });
      const text = await answer.text();
      if (i >= 3) feedTimes.push(performance.now() - t0);
      if (i === 0) {
        gzipKb = gzipSync(text).length / 1024;
        vehicles = (JSON.parse(text) as { data: { vehicles: unknown[] } }).data.vehicles.length;
      }
    }
    const feed = summarize(feedTimes);
    record(
      `monitor feed p95 (${vehicles} vehicles answered)`,
      `${ms(feed.p95)} ms`,
      `${BUDGET.monitorP95} ms`,
      feed.p95 <= BUDGET.monitorP95,
    );
    record(
      'monitor feed gzip',
      `${gzipKb.toFixed(0)} KB`,
      `${BUDGET.monitorGzipKb} KB`,
      gzipKb <= BUDGET.monitorGzipKb,
    );

    // The location refresh over every programming under way.
    const t0 = performance.now();
    const refresh = await fetch(`${base}/v1/backoffice/programming-location/refresh`, {
      method: 'POST',
      headers,
    });
    const refreshed = (await refresh.json()) as { data?: { totalProcessed: number; totalUpdated: number } };
    const refreshMs = performance.now() - t0;
    record(
      `location refresh (${refreshed.data?.totalProcessed} processed, ${refreshed.data?.totalUpdated} updated, HTTP ${refresh.status})`,
      `${ms(refreshMs)} ms`,
      `${BUDGET.refreshMs} ms`,
      refresh.ok && refreshMs <= BUDGET.refreshMs,
    );

    // The Excel export of the drivers (100,000 rows and the demo's), memory sampled meanwhile.
    // One worker is the process itself; several are the supervisor's children.
    const pids = workers > 1 ? workerPids(api.supervisor) : [api.supervisor];
    const before = residentMb(pids);
    const peak = [...before];
    const sampler = setInterval(
      () => residentMb(pids).forEach((mb, i) => (peak[i] = Math.max(peak[i] ?? 0, mb))),
      250,
    );
    const e0 = performance.now();
    const file = await fetch(`${base}/v1/backoffice/motoristas/excel`, { headers });
    const bytes = (await file.arrayBuffer()).byteLength;
    const excelSeconds = (performance.now() - e0) / 1000;
    clearInterval(sampler);
    record(
      `Excel export of the drivers (${(bytes / 1_048_576).toFixed(1)} MB, HTTP ${file.status}; worker memory ${before.map((mb) => mb.toFixed(0)).join('/')} → peak ${peak.map((mb) => mb.toFixed(0)).join('/')} MB)`,
      `${excelSeconds.toFixed(1)} s`,
      `${BUDGET.excelSeconds} s`,
      file.ok && excelSeconds <= BUDGET.excelSeconds,
    );

    // The ingest, sustained: 4 batches in flight per worker for 60 s.
    const key = (await (
      await fetch(`${base}/v1/backoffice/integration-keys`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `escala ${randomBytes(3).toString('hex')}` }),
      })
    ).json()) as { data: { key: string } };
    const plates = await scalePlates(databaseUrl);
    // Three days back, a different hour for each run, so a second run's readings are new ones.
    const start = Date.now() - 3 * 86_400_000 + workers * 3_600_000;
    let offset = 0;
    let accepted = 0;
    let refused = 0;
    let reason: string | undefined;
    const end = performance.now() + INGEST_SECONDS * 1000;
    const i0 = performance.now();
    await Promise.all(
      Array.from({ length: 4 * workers }, async () => {
        while (performance.now() < end) {
          const body = readingsBody(plates, start, offset);
          offset += BATCH;
          const answer = await fetch(`${base}/v1/integration/telemetry`, {
            method: 'POST',
            headers: { 'x-integration-key': key.data.key, 'Content-Type': 'application/json' },
            body,
          });
          const result = (await answer.json()) as {
            data?: { accepted: number; refused: Array<{ reason: string }> };
            errors?: string[];
          };
          if (answer.ok) accepted += result.data?.accepted ?? 0;
          else refused += 1;
          reason ??= result.data?.refused[0]?.reason ?? result.errors?.[0];
        }
      }),
    );
    const perSecond = accepted / ((performance.now() - i0) / 1000);
    record(
      `ingest for ${INGEST_SECONDS} s, batches of ${BATCH}, ${4 * workers} in flight (${refused} batches refused${reason ? `; first refusal: ${reason}` : ''})`,
      `${Math.round(perSecond / workers)} readings/s per worker (${Math.round(perSecond)} in all)`,
      `${BUDGET.ingestPerWorker}/s per worker`,
      perSecond / workers >= BUDGET.ingestPerWorker,
    );
    log(`${workers} worker(s) done`);
  } finally {
    await api.stop();
  }
}

/** Plates that belong to the seed's reporting trucks. */
async function scalePlates(databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    return rowsOf<{ plate: string }>(
      await database.db.execute(sql`select plate from vehicle_plates order by id desc limit 2000`),
    ).map((row) => row.plate);
  } finally {
    await database.close();
  }
}

/** A month's rewards over its readings: the previous month's, every client, as `npm run recompute` runs it. */
async function measureRewards(databaseUrl: string, log: (message: string) => void) {
  const previous = new Date();
  previous.setUTCDate(1);
  previous.setUTCMonth(previous.getUTCMonth() - 1);
  const month = previous.toISOString().slice(0, 7);
  log(`recomputing the rewards of ${month}`);
  const t0 = performance.now();
  await runNode('recompute', ['--import', 'tsx', 'scripts/recompute.ts', '--month', month], API_DIR, {
    DATABASE_URL: databaseUrl,
  });
  const seconds = (performance.now() - t0) / 1000;
  record(
    `rewards of ${month}, every client`,
    `${seconds.toFixed(1)} s`,
    `${BUDGET.rewardsSeconds} s`,
    seconds <= BUDGET.rewardsSeconds,
  );
}

export async function measureScaleOperations(databaseUrl: string) {
  const log = progress('scale-operations');
  try {
    await prepareTrucks(databaseUrl, log);
    await runNode('api build', ['scripts/build.mjs'], API_DIR, {});
    for (const workers of [1, 2]) await measureWorkers(databaseUrl, workers, log);
    console.log('');
    await measureRewards(databaseUrl, log);
    console.log(`\n${figures.filter((f) => f[3]).length} of ${figures.length} within budget`);
  } finally {
    await teardown();
  }
}

if (isMain(import.meta.url)) {
  if (!DATABASE_URL) {
    console.error('SCALE_DATABASE_URL: the address of a database npm run seed:scale loaded.');
    process.exit(2);
  }
  await measureScaleOperations(DATABASE_URL);
}
