/**
 * Latency of the tracking-logs list (`GET /v1/backoffice/logs?Page=N&SortField=SavedAt&SortType=Desc`, the
 * call the portal makes) with its default order and with each filter, over 1,000,000 tracker readings in a
 * fresh PGlite database. Every answer carries its exact total (totalItems, totalPages), which is what costs.
 *
 * As in api-latency.ts: the database is created, migrated and seeded with the demo data here, with the API's
 * own functions, then `seedBulkTelemetry` adds the readings (INSERT ... SELECT over generate_series, timed
 * alone); the database is closed and the production server starts on it as a separate process, signed in
 * as the demo Admin. Series are sequential (one request at a time), each stopped after 200 requests or 30 s.
 */
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDemoData } from '../apps/api/src/seed/index.ts';
import { seedBulkTelemetry } from '../apps/api/src/seed/bulk-telemetry.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { type Call, json, printSeries, runSeries, type SeriesResult, spread } from './lib/http-series.ts';
import { isMain, progress, teardown, tempDir } from './lib/processes.ts';

const BULK_READINGS = 1_000_000;
const WARM_UP = 20;
const LIMITS = { requests: 200, milliseconds: 30_000 };
const LIST = '/v1/backoffice/logs';
const ORDER = 'SortField=SavedAt&SortType=Desc';
/** Pages a filtered series asks for: the first ones, as a user leafing through a filtered list. */
const FILTERED_PAGES = 5;
const TIME_ZONE = 'America/Sao_Paulo';

export interface TrackingLogsLatencyResult {
  createSeconds: number;
  seedRows: number;
  seedSeconds: number;
  rowsPerSecond: number;
  totalRows: number;
  series: SeriesResult[];
}

interface Reading {
  placa: string;
  motoristaNome: string;
  clientId: number;
  savedAt: string;
}

interface Page {
  itens: Reading[];
  totalItems: number;
  totalPages: number;
}

/** A São Paulo calendar day (YYYY-MM-DD), `plusDays` after the instant's. */
function dayOf(iso: string, plusDays = 0): string {
  const day = new Date(iso).toLocaleDateString('sv-SE', { timeZone: TIME_ZONE });
  return new Date(Date.parse(`${day}T12:00:00Z`) + plusDays * 86_400_000).toISOString().slice(0, 10);
}

export async function measureTrackingLogsLatency(): Promise<TrackingLogsLatencyResult> {
  const log = progress('tracking-logs');
  try {
    const dataDir = join(tempDir('logs'), 'pglite');
    log(`creating a PGlite database in ${dataDir}`);
    let t0 = performance.now();
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    let createSeconds: number;
    let seedSeconds: number;
    let seedRows: number;
    try {
      await database.migrate();
      await seedDemoData(database.db);
      createSeconds = (performance.now() - t0) / 1000;
      log(`created, migrated and demo data seeded in ${createSeconds.toFixed(1)} s; seeding readings`);
      t0 = performance.now();
      seedRows = await seedBulkTelemetry(database.db, BULK_READINGS);
      seedSeconds = (performance.now() - t0) / 1000;
      log(`seeded ${seedRows} readings in ${seedSeconds.toFixed(1)} s`);
    } finally {
      await database.close();
    }

    const api = await startSignedInApi(dataDir, log);
    const { base, token } = api;
    const get = async (query: string) =>
      (
        await json<{ data: Page }>(
          await fetch(`${base}${LIST}?${query}`, { headers: { Authorization: `Bearer ${token}` } }),
        )
      ).data;

    const all = await get(`Page=1&${ORDER}`);
    log(`${all.totalItems} readings, ${all.totalPages} pages of 20`);
    // Filter values as a user would type them, taken from rows spread over the whole list.
    const sample: Reading[] = [];
    for (let i = 0; i < 8; i++)
      sample.push(...(await get(`Page=${spread(i, all.totalPages)}&perPage=100&${ORDER}`)).itens);
    const unique = <T>(values: T[]) => [...new Set(values)];
    const plates = unique(sample.map((row) => row.placa)).slice(0, 8);
    const clientIds = unique(sample.map((row) => row.clientId)).slice(0, 8);
    const newest = all.itens[0]!.savedAt;
    const names = ['silva', 'Santos', 'joão', 'Ferreira', 'ana'];
    const values = {
      name: names.map((name) => `MotoristaNome=${encodeURIComponent(name)}`),
      // Three characters from the middle of a plate, lower case: a handful of trucks each.
      plate: plates.map((plate) => `Placa=${plate.slice(2, 5).toLowerCase()}`),
      client: clientIds.map((id) => `clientId=${id}`),
      week: [3, 10, 17, 24, 31, 45, 60].map(
        (ago) => `InicioIntervalo=${dayOf(newest, -ago - 6)}&FimIntervalo=${dayOf(newest, -ago)}`,
      ),
      day: [1, 2, 5, 9, 20, 33, 50].map(
        (ago) => `InicioIntervalo=${dayOf(newest, -ago)}&FimIntervalo=${dayOf(newest, -ago)}`,
      ),
      combined: sample.slice(0, 6).map((row, i) => {
        const first = row.motoristaNome.split(' ')[0]!;
        const end = dayOf(row.savedAt, (i % 3) + 1);
        return `clientId=${row.clientId}&MotoristaNome=${encodeURIComponent(first)}&InicioIntervalo=${dayOf(end, -6)}&FimIntervalo=${end}`;
      }),
    };
    const notes = new Map<string, string>();
    const filtered = async (name: string, queries: string[]) => {
      const pages = await Promise.all(
        queries.map(async (query) => (await get(`Page=1&${query}&${ORDER}`)).totalItems),
      );
      notes.set(name, `${Math.min(...pages)} to ${Math.max(...pages)} matching rows`);
      return (i: number): Call => {
        const k = i % queries.length;
        const page =
          1 +
          (Math.floor(i / queries.length) % Math.max(1, Math.min(FILTERED_PAGES, Math.ceil(pages[k]! / 20))));
        return { path: `${LIST}?Page=${page}&${queries[k]}&${ORDER}`, page };
      };
    };
    const half = Math.floor(all.totalPages / 2);
    const plan: [string, (i: number) => Call][] = [
      ['default order, page 1', () => ({ path: `${LIST}?Page=1&${ORDER}`, page: 1 })],
      [
        'default order, deep pages',
        (i) => {
          // From the last page back over the second half, far apart (7919 is prime).
          const page = all.totalPages - ((i * 7919) % (all.totalPages - half));
          return { path: `${LIST}?Page=${page}&${ORDER}`, page };
        },
      ],
      ['MotoristaNome (common name)', await filtered('MotoristaNome (common name)', values.name)],
      ['Placa (3 characters)', await filtered('Placa (3 characters)', values.plate)],
      ['clientId', await filtered('clientId', values.client)],
      ['7-day interval', await filtered('7-day interval', values.week)],
      ['1-day interval', await filtered('1-day interval', values.day)],
      ['client + name + 7 days', await filtered('client + name + 7 days', values.combined)],
    ];
    notes.set('default order, deep pages', `pages ${half + 1} to ${all.totalPages}`);

    log(`warm-up: ${WARM_UP} requests`);
    for (let i = 0; i < WARM_UP; i++) {
      const response = await fetch(base + plan[i % plan.length]![1](i + 1000).path, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
    }
    const series: SeriesResult[] = [];
    for (const [name, calls] of plan) {
      log(`series: ${name}`);
      const result = await runSeries(name, base, token, calls, 1, LIMITS, log);
      const note = notes.get(name);
      if (note) result.notes.unshift(note);
      series.push(result);
    }
    await api.stop();
    log('API stopped');
    return {
      createSeconds,
      seedRows,
      seedSeconds,
      rowsPerSecond: seedRows / seedSeconds,
      totalRows: all.totalItems,
      series,
    };
  } finally {
    await teardown();
  }
}

export function printTrackingLogsLatency(result: TrackingLogsLatencyResult) {
  console.log(
    `\nTracking logs: GET ${LIST}?...&${ORDER} as Admin, ${result.totalRows} readings, PGlite, loopback HTTP`,
  );
  console.log(
    `  seeding: ${result.seedRows} readings in ${result.seedSeconds.toFixed(1)} s ` +
      `(${result.rowsPerSecond.toFixed(0)} rows/s); database creation + migrations + demo data ${result.createSeconds.toFixed(1)} s`,
  );
  printSeries(result.series);
}

if (isMain(import.meta.url)) {
  printTrackingLogsLatency(await measureTrackingLogsLatency());
}
