/**
 * Requests per second and p50/p99 of `GET /v1/backoffice/clients/?Page=1` with 1 and 2 API workers
 * (WEB_CONCURRENCY) on PostgreSQL, from the same run: the built server (`apps/api/dist/main.js`, as `npm start`
 * and a deployment run it) in production mode, loaded by autocannon over keep-alive connections.
 *
 * A database of its own is created on the PostgreSQL server that BENCH_DATABASE_URL names (default: the local
 * server's `test` database, used only to create and drop it), migrated and seeded with the demo data and 100,000
 * clients, then served by 1 and then 2 workers in turn. Load generator and server share the machine's cores:
 * on 2 cores the second worker competes with autocannon for the second core, which the figures include.
 * Run: `npx tsx bench/workers-throughput.ts`.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedBulkClients, seedDemoData } from '../apps/api/src/seed/index.ts';
import { startBuiltWorkers } from './lib/api-server.ts';
import { API_DIR, isMain, progress, runNode, teardown } from './lib/processes.ts';
import { ms } from './lib/stats.ts';

const SERVER_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const BULK_CLIENTS = 100_000;
const PATH = '/v1/backoffice/clients/?Page=1';
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 5;
const DURATION_SECONDS = 20;
const WORKER_COUNTS = [1, 2] as const;

export interface WorkersThroughputResult {
  workers: number;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** A new database on the server, dropped at teardown. */
async function createDatabase(log: (message: string) => void): Promise<string> {
  const name = `frota_bench_workers_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  log(`database ${name} created`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function load(base: string, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function measureWorkers(databaseUrl: string, workers: number, log: (m: string) => void) {
  const { base, token, stop } = await startBuiltWorkers(databaseUrl, workers);
  try {
    log(`${workers} worker(s) listening on ${base}; warming up for ${WARM_UP_SECONDS} s`);
    await load(base, token, WARM_UP_SECONDS);
    log(`${CONNECTIONS} connections for ${DURATION_SECONDS} s`);
    const result = await load(base, token, DURATION_SECONDS);
    return {
      workers,
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    } satisfies WorkersThroughputResult;
  } finally {
    await stop();
  }
}

export async function measureWorkersThroughput(): Promise<WorkersThroughputResult[]> {
  const log = progress('workers');
  log('building the API as npm start does');
  await runNode('api build', ['scripts/build.mjs'], API_DIR, {});
  const databaseUrl = await createDatabase(log);
  try {
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    try {
      await database.migrate();
      await seedDemoData(database.db);
      const started = performance.now();
      await seedBulkClients(database.db, BULK_CLIENTS, 1000);
      log(`seeded ${BULK_CLIENTS} clients in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await database.db.execute(sql`analyze`);
    } finally {
      await database.close();
    }
    const results: WorkersThroughputResult[] = [];
    for (const workers of WORKER_COUNTS) results.push(await measureWorkers(databaseUrl, workers, log));
    return results;
  } finally {
    await dropDatabase(databaseUrl);
  }
}

export function printWorkersThroughput(results: WorkersThroughputResult[]): void {
  console.log(
    `\nGET ${PATH} on PostgreSQL, ${BULK_CLIENTS.toLocaleString('en')} clients, autocannon, ` +
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
  );
  for (const r of results)
    console.log(
      `  ${`${r.workers} worker${r.workers > 1 ? 's' : ''}`.padEnd(10)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${ms(r.p50).padStart(6)} ms  p99 ${ms(r.p99).padStart(6)} ms  ` +
        `(${r.requests} requests, ${r.errors} errors, ${r.non2xx} not 2xx)`,
    );
}

if (isMain(import.meta.url)) {
  try {
    printWorkersThroughput(await measureWorkersThroughput());
  } finally {
    await teardown();
  }
}
