/**
 * Latency of the clients list endpoint (`GET /v1/backoffice/clients/?Page=N`) over real HTTP on loopback,
 * against 100,000 clients in a fresh PGlite database.
 *
 * The database is created, migrated and seeded here, in this process, with the API's own `openDatabase`,
 * `migrate`, `seedDemoData` and `seedBulkClients`: seeding is timed alone, without a server's start-up in
 * the figure. The database is then closed (releasing the folder's lock) and the real server
 * (`apps/api/src/main.ts`, NODE_ENV=production, its usual logging) is started as a separate process on that
 * folder. Server and load generator in two processes, not one: with a single event loop the client's own
 * work would be counted as server latency and the 10-in-flight series could not overlap anything.
 *
 * Load is plain `fetch` (undici, keep-alive) in a loop: no new dependency, and the sequential series measure
 * latency one request at a time, which is what autocannon would add little to. Each series stops after
 * 1,000 requests or 60 s, whichever comes first.
 */
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedBulkClients, seedDemoData } from '../apps/api/src/seed/index.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { type Call, json, printSeries, runSeries, type SeriesResult, spread } from './lib/http-series.ts';
import { isMain, progress, teardown, tempDir } from './lib/processes.ts';

const BULK_CLIENTS = 100_000;
const BATCH_SIZE = 1000;
const WARM_UP = 50;
const REQUESTS = 1000;
const CONCURRENCY = 10;
const SERIES_LIMIT_MS = 60_000;
const LIST = '/v1/backoffice/clients/';

export interface ApiLatencyResult {
  createSeconds: number;
  seedRows: number;
  seedSeconds: number;
  rowsPerSecond: number;
  totalClients: number;
  series: SeriesResult[];
}

export async function measureApiLatency(): Promise<ApiLatencyResult> {
  const log = progress('api-latency');
  try {
    const dataDir = join(tempDir('api'), 'pglite');
    log(`creating a PGlite database in ${dataDir}`);
    let t0 = performance.now();
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    let seedRows: number;
    let seedSeconds: number;
    let createSeconds: number;
    try {
      await database.migrate();
      await seedDemoData(database.db);
      createSeconds = (performance.now() - t0) / 1000;
      log(
        `created, migrated and demo data seeded in ${createSeconds.toFixed(1)} s; seeding ${BULK_CLIENTS} clients`,
      );
      t0 = performance.now();
      seedRows = await seedBulkClients(database.db, BULK_CLIENTS, BATCH_SIZE);
      seedSeconds = (performance.now() - t0) / 1000;
      log(
        `seeded ${seedRows} clients in ${seedSeconds.toFixed(1)} s (${(seedRows / seedSeconds).toFixed(0)} rows/s)`,
      );
    } finally {
      await database.close();
    }

    const api = await startSignedInApi(dataDir, log);
    const { base, token } = api;
    const pagesOf = async (query: string) =>
      (
        await json<{ data: { totalPages: number; totalItems: number } }>(
          await fetch(`${base}${LIST}?${query}`, { headers: { Authorization: `Bearer ${token}` } }),
        )
      ).data;

    const all = await pagesOf('Page=1');
    log(`${all.totalItems} clients, ${all.totalPages} pages of 20`);
    // Names are "<Transportes|Logística|...> <Paulista|...|do Cerrado|...> <number>": the terms match from a
    // few rows to an eighth of the table, in mixed case and with accents, as users type them.
    const names = ['Logística', 'cerrado', 'Cargas Mineira', 'agro', 'Norte 123'];
    const namePages = await Promise.all(
      names.map(async (name) =>
        Math.min(10, (await pagesOf(`Page=1&nomeFantasia=${encodeURIComponent(name)}`)).totalPages),
      ),
    );
    // Bulk CNPJs start with 900xxxxx: six-digit fragments match one to a few rows, as a user pasting part of one.
    const cnpjFragment = (i: number) => String(90_000_000 + ((i * 7919) % BULK_CLIENTS)).slice(2);

    const plain = (i: number): Call => {
      const page = spread(i, all.totalPages);
      return { path: `${LIST}?Page=${page}`, page };
    };
    const byName = (i: number): Call => {
      const k = i % names.length;
      const page = spread(i, namePages[k]!);
      return { path: `${LIST}?Page=${page}&nomeFantasia=${encodeURIComponent(names[k]!)}`, page };
    };
    const byCnpj = (i: number): Call => ({ path: `${LIST}?Page=1&cnpj=${cnpjFragment(i)}`, page: 1 });

    log(`warm-up: ${WARM_UP} requests`);
    const kinds = [plain, byName, byCnpj];
    for (let i = 0; i < WARM_UP; i++) {
      const response = await fetch(base + kinds[i % 3]!(i + 100_000).path, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
    }

    const series: SeriesResult[] = [];
    const plan: [string, (i: number) => Call, number][] = [
      ['pages 1..N (sequential)', plain, 1],
      ['nomeFantasia filter (sequential)', byName, 1],
      ['cnpj digits filter (sequential)', byCnpj, 1],
      [`pages 1..N (${CONCURRENCY} in flight)`, plain, CONCURRENCY],
    ];
    for (const [name, calls, concurrency] of plan) {
      log(`series: ${name}`);
      series.push(
        await runSeries(
          name,
          base,
          token,
          calls,
          concurrency,
          { requests: REQUESTS, milliseconds: SERIES_LIMIT_MS },
          log,
        ),
      );
    }
    await api.stop();
    log('API stopped');
    return {
      createSeconds,
      seedRows,
      seedSeconds,
      rowsPerSecond: seedRows / seedSeconds,
      totalClients: all.totalItems,
      series,
    };
  } finally {
    await teardown();
  }
}

export function printApiLatency(result: ApiLatencyResult) {
  console.log(`\nAPI latency: GET ${LIST} as Admin, ${result.totalClients} clients, PGlite, loopback HTTP`);
  console.log(
    `  seeding: ${result.seedRows} rows in ${result.seedSeconds.toFixed(1)} s ` +
      `(${result.rowsPerSecond.toFixed(0)} rows/s); database creation + migrations ${result.createSeconds.toFixed(1)} s`,
  );
  printSeries(result.series);
}

if (isMain(import.meta.url)) {
  printApiLatency(await measureApiLatency());
}
