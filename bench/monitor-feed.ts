/**
 * The control tower monitor's poll (`GET /v1/backoffice/programmings/locations`, every 30 s per open monitor)
 * over 100,000 programmings in a fresh PGlite database, of which 2,000 have a position, each on a main plate of
 * its own: latency without a filter, with a client filter and with a status filter, and the answer's size raw
 * and gzipped with the 2,000 vehicles. Budget: the answer at most 150 KB gzipped (1 KB = 1,000 bytes).
 *
 * Prepared as programmings-list.ts prepares its database, plus 2,000 plates (`seedBulkPlates`) before the
 * programmings, so the newest 2,000 (the open ones) are on 2,000 distinct plates; then one UPDATE gives those
 * 2,000, and only those, positions as the location refresh writes them: coordinates of six decimals over São
 * Paulo state, a time in the last 30 minutes, an address in words after a reference's name ("Em ...", "12,4 km
 * de ..."), and semi-trailers on most (one on 60%, a second on 30%), so the size is that of real answers.
 * The production server then starts on it as a separate process (it runs ANALYZE at start-up), signed in as
 * the demo Admin. Series are sequential, 200 requests or 30 s each.
 */
import { gzipSync } from 'node:zlib';
import type { MonitorFeed } from '@frota/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database.ts';
import { seedBulkPlates, seedBulkProgrammings, STATUS } from './lib/bulk-programmings.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { prepareDemoDatabase } from './lib/demo-database.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { type Call, json, printSeries, runSeries, type SeriesResult } from './lib/http-series.ts';
import { isMain, progress, teardown } from './lib/processes.ts';

const BULK = 100_000;
const TRACKED = 2_000;
const WARM_UP = 20;
const LIMITS = { requests: 200, milliseconds: 30_000 };
const LOCATIONS = '/v1/backoffice/programmings/locations';
/** The answer's budget with 2,000 vehicles, gzipped. */
export const MONITOR_FEED_GZIP_KB = 150;

export interface MonitorFeedResult {
  seedRows: number;
  seedSeconds: number;
  createSeconds: number;
  /** Programmings with a position, and their distinct main plates. */
  positioned: number;
  positionedPlates: number;
  vehicles: number;
  truncated: boolean;
  counts: MonitorFeed['counts'];
  rawBytes: number;
  gzipBytes: number;
  series: SeriesResult[];
}

/**
 * The bench's data on a demo database: the plates, the 100,000 programmings and the positions of the newest
 * 2,000 (see the file's comment); answers the rows seeded, the programmings with a position and their plates,
 * and the clients with tracked vehicles, from the most to the fewest.
 */
export async function seedMonitorData(db: Database) {
  await seedBulkPlates(db, TRACKED);
  const seedRows = await seedBulkProgrammings(db, BULK, { open: TRACKED });
  await db.execute(sql`
    with newest as (
      select id, row_number() over (order by id desc)::integer as k from programmings
    ),
    place as (
      select name, (row_number() over (order by id) - 1)::integer as i, count(*) over ()::integer as n
      from "references"
    ),
    trailer as (select min(id) as first, count(*)::integer as n from vehicle_plates where tag like 'Bulk %')
    update programmings p set
      current_latitude = case when r.k <= ${TRACKED}
        then round((-25.0 + ((r.k::bigint * 104729) % 1000003) / 1000003.0 * 5)::numeric, 6)::double precision end,
      current_longitude = case when r.k <= ${TRACKED}
        then round((-53.0 + ((r.k::bigint * 7919) % 1000003) / 1000003.0 * 9)::numeric, 6)::double precision end,
      last_location_update = case when r.k <= ${TRACKED}
        then now() - ((r.k::bigint * 7919) % 1800000) * interval '1 millisecond' end,
      current_address_info = case when r.k > ${TRACKED} then null
        when r.k % 4 = 0 then 'Em ' || pl.name
        else replace(to_char(((r.k * 37) % 2000) / 10.0, 'FM9990.0'), '.', ',') || ' km de ' || pl.name end,
      semi_trailer1_id = case when r.k <= ${TRACKED} and r.k % 10 < 6
        then t.first + (r.k * 31) % t.n end,
      semi_trailer2_id = case when r.k <= ${TRACKED} and r.k % 10 < 3
        then t.first + (r.k * 37 + 1) % t.n end
    from newest r, trailer t, place pl
    where r.id = p.id and pl.i = r.k % pl.n and (r.k <= ${TRACKED} or p.current_latitude is not null)
  `);
  const [count] = rowsOf<{ rows: number; plates: number }>(
    await db.execute(sql`
      select count(*)::integer as rows, count(distinct main_vehicle_plate_id)::integer as plates
      from programmings where current_latitude is not null`),
  );
  const positioned = count ?? { rows: 0, plates: 0 };
  // Clients of every size: those with tracked vehicles, from the most to the fewest.
  const clientIds = rowsOf<{ client_id: number }>(
    await db.execute(sql`
      select client_id from programmings where current_latitude is not null
      group by client_id order by count(*) desc, client_id`),
  ).map((row) => row.client_id);
  return { seedRows, positioned, clientIds };
}

export async function measureMonitorFeed(): Promise<MonitorFeedResult> {
  const log = progress('monitor-feed');
  try {
    let seedRows = 0;
    let clientIds: number[] = [];
    let positioned = { rows: 0, plates: 0 };
    const prepared = await prepareDemoDatabase('monitor', log, async (db) => {
      ({ seedRows, positioned, clientIds } = await seedMonitorData(db));
    });
    log(
      `seeded ${seedRows} programmings, ${positioned.rows} with a position on ${positioned.plates} plates, ` +
        `in ${prepared.prepareSeconds.toFixed(1)} s`,
    );
    const api = await startSignedInApi(prepared.dataDir, log);
    const { base, token } = api;
    const fetchFeed = (query: string) =>
      fetch(`${base}${LOCATIONS}${query ? `?${query}` : ''}`, {
        headers: { Authorization: `Bearer ${token}` },
      });

    const response = await fetchFeed('');
    const text = await response.text();
    if (!response.ok) throw new Error(`${LOCATIONS}: HTTP ${response.status} ${text}`);
    const feed = (JSON.parse(text) as { data: MonitorFeed }).data;
    const rawBytes = Buffer.byteLength(text);
    const gzipBytes = gzipSync(text, { level: 6 }).length;
    log(`${feed.vehicles.length} vehicles; ${rawBytes} bytes raw, ${gzipBytes} gzipped`);
    // Checked once: every filter answers (a 400 would make a series of errors).
    await json(await fetchFeed(`clientId=${clientIds[0]}&status=${STATUS.Loading}`));

    const clients = clientIds.filter((_, i) => i % Math.max(1, Math.floor(clientIds.length / 8)) === 0);
    const statuses = [
      STATUS.Loading,
      STATUS.LoadedTransit,
      STATUS.Created,
      STATUS.DelayedTransit,
      STATUS.Completed,
    ];
    const plan: [string, (i: number) => Call][] = [
      ['no filter', () => ({ path: LOCATIONS, page: 1 })],
      [
        `clientId (${clients.length} clients)`,
        (i) => ({ path: `${LOCATIONS}?clientId=${clients[i % clients.length]}`, page: 1 }),
      ],
      [
        `status (${statuses.length} statuses)`,
        (i) => ({ path: `${LOCATIONS}?status=${statuses[i % statuses.length]}`, page: 1 }),
      ],
    ];
    log(`warm-up: ${WARM_UP} requests`);
    for (let i = 0; i < WARM_UP; i++) {
      const warm = await fetch(base + plan[i % plan.length]![1](i).path, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await warm.arrayBuffer();
    }
    const series: SeriesResult[] = [];
    for (const [name, calls] of plan) {
      log(`series: ${name}`);
      series.push(await runSeries(name, base, token, calls, 1, LIMITS, log));
    }
    await api.stop();
    return {
      seedRows,
      seedSeconds: prepared.prepareSeconds,
      createSeconds: prepared.createSeconds,
      positioned: positioned.rows,
      positionedPlates: positioned.plates,
      vehicles: feed.vehicles.length,
      truncated: feed.truncated,
      counts: feed.counts,
      rawBytes,
      gzipBytes,
      series,
    };
  } finally {
    await teardown();
  }
}

export function printMonitorFeed(result: MonitorFeedResult) {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `\nMonitor poll: GET ${LOCATIONS} as Admin, ${result.seedRows.toLocaleString('en')} bulk programmings ` +
      `(${result.positioned.toLocaleString('en')} with a position, on ${result.positionedPlates.toLocaleString('en')} plates), PGlite, loopback HTTP, sequential`,
  );
  console.log(
    `  seeding: ${result.seedSeconds.toFixed(1)} s; database creation + migrations + demo data ${result.createSeconds.toFixed(1)} s`,
  );
  console.log(`  counts without a filter: ${JSON.stringify(result.counts)}`);
  printSeries(result.series);
  console.log(
    `  answer without a filter: ${result.vehicles} vehicles${result.truncated ? ' (truncated)' : ''}, ` +
      `${kb(result.rawBytes)} raw, ${kb(result.gzipBytes)} gzipped (level 6), ${(result.rawBytes / result.vehicles).toFixed(0)} bytes a vehicle raw; ` +
      `budget ≤ ${MONITOR_FEED_GZIP_KB} KB gzipped: ${result.gzipBytes <= MONITOR_FEED_GZIP_KB * 1000 ? 'within' : 'OVER BUDGET'}`,
  );
}

if (isMain(import.meta.url)) printMonitorFeed(await measureMonitorFeed());
