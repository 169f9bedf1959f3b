/**
 * The programmings list (`GET /v1/backoffice/programmings?page=N&perPage=10|5&...`, the calls of the portal's
 * full and compact modes) over 100,000 programmings in a fresh PGlite database, unfiltered and with each filter
 * and order the portal offers. Issue 11's budget: p95 at most 30 ms per page.
 *
 * As in tracking-logs-latency.ts: the database is created, migrated and seeded with the demo data here, then
 * `seedBulkProgrammings` adds the programmings (INSERT ... SELECT over generate_series, timed alone): a year of
 * trips on the demo clients' plates (a client's share follows its fleet), the newest 2,000 open, the rest
 * closed. The production server then starts on it as a separate process, signed in as the demo Admin. Series
 * are sequential, 200 requests or 30 s each, on pages 1 to 5 of each query (a user leafing through the list),
 * except the deep pages' series.
 */
import { sql } from 'drizzle-orm';
import { seedBulkProgrammings, STATUS } from './lib/bulk-programmings.ts';
import { prepareDemoDatabase } from './lib/demo-database.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { type Call, json, printSeries, runSeries, type SeriesResult, spread } from './lib/http-series.ts';
import { isMain, progress, teardown } from './lib/processes.ts';

const BULK = 100_000;
const WARM_UP = 20;
const LIMITS = { requests: 200, milliseconds: 30_000 };
const LIST = '/v1/backoffice/programmings';
const LEAFED_PAGES = 5;
/** Issue 11's budget: the list's p95 per page. */
export const PROGRAMMINGS_LIST_P95_MS = 30;

export interface ProgrammingsListResult {
  createSeconds: number;
  seedRows: number;
  seedSeconds: number;
  analyzed: boolean;
  totalRows: number;
  series: SeriesResult[];
}

interface Page {
  itens: Array<{ id: number; clientId: number; mainVehiclePlateId: number | null; status: number }>;
  totalItems: number;
  totalPages: number;
}

/**
 * `analyze`: the planner's statistics gathered here after seeding, as PostgreSQL's autovacuum would. The API
 * now gathers them itself when it starts (and every 10 minutes: PGlite has no autovacuum), after this seeding,
 * so both runs measure planned queries; the flag stays to compare with a database analysed before the API.
 */
export async function measureProgrammingsList({ analyze = false } = {}): Promise<ProgrammingsListResult> {
  const log = progress('programmings-list');
  try {
    let seedRows = 0;
    const prepared = await prepareDemoDatabase('programmings', log, async (db) => {
      seedRows = await seedBulkProgrammings(db, BULK);
      if (analyze) await db.execute(sql`analyze`);
    });
    log(`seeded ${seedRows} programmings in ${prepared.prepareSeconds.toFixed(1)} s`);
    const api = await startSignedInApi(prepared.dataDir, log);
    const { base, token } = api;
    const get = async (query: string) =>
      (
        await json<{ data: Page }>(
          await fetch(`${base}${LIST}?${query}`, { headers: { Authorization: `Bearer ${token}` } }),
        )
      ).data;

    const all = await get('page=1&perPage=10');
    log(`${all.totalItems} programmings, ${all.totalPages} pages of 10`);
    // Clients and plates from rows spread over the whole list: big clients and small.
    const sample: Page['itens'] = [];
    for (let i = 0; i < 8; i++)
      sample.push(...(await get(`page=${spread(i, Math.floor(all.totalPages / 10))}&perPage=100`)).itens);
    const unique = <T>(values: T[]) => [...new Set(values)];
    const clientIds = unique(sample.map((row) => row.clientId)).slice(0, 8);
    const plateIds = unique(sample.map((row) => row.mainVehiclePlateId ?? 0).filter(Boolean)).slice(0, 8);

    const notes = new Map<string, string>();
    /** Pages 1 to 5 of each query in turn, perPage rows a page; the matching rows noted. */
    const leafing = async (name: string, queries: string[], perPage: number) => {
      const totals = await Promise.all(
        queries.map(async (query) => (await get(`page=1&perPage=${perPage}&${query}`)).totalItems),
      );
      notes.set(
        name,
        `${Math.min(...totals).toLocaleString('en')} to ${Math.max(...totals).toLocaleString('en')} matching rows`,
      );
      return (i: number): Call => {
        const k = i % queries.length;
        const pages = Math.max(1, Math.min(LEAFED_PAGES, Math.ceil(totals[k]! / perPage)));
        const page = 1 + (Math.floor(i / queries.length) % pages);
        return { path: `${LIST}?page=${page}&perPage=${perPage}${queries[k] ? `&${queries[k]}` : ''}`, page };
      };
    };
    const orders = ['created_desc', 'created_asc', 'status', 'departure_desc', 'departure_asc'];
    const statuses = [
      STATUS.Completed,
      STATUS.Created,
      STATUS.Cancelled,
      STATUS.LoadedTransit,
      STATUS.Loading,
    ];
    const plan: [string, (i: number) => Call][] = [];
    for (const perPage of [10, 5]) {
      const mode = perPage === 10 ? 'full' : 'compact';
      plan.push(
        [`${mode}: no filter`, await leafing(`${mode}: no filter`, [''], perPage)],
        [
          `${mode}: each orderBy`,
          await leafing(
            `${mode}: each orderBy`,
            orders.map((order) => `orderBy=${order}`),
            perPage,
          ),
        ],
        [
          `${mode}: clientId`,
          await leafing(
            `${mode}: clientId`,
            clientIds.map((id) => `clientId=${id}`),
            perPage,
          ),
        ],
        [
          `${mode}: status`,
          await leafing(
            `${mode}: status`,
            statuses.map((status) => `status=${status}`),
            perPage,
          ),
        ],
        [
          `${mode}: clientId + status + orderBy`,
          await leafing(
            `${mode}: clientId + status + orderBy`,
            clientIds.map(
              (id, i) =>
                `clientId=${id}&status=${statuses[i % statuses.length]}&orderBy=${orders[i % orders.length]}`,
            ),
            perPage,
          ),
        ],
        [
          `${mode}: status + orderBy`,
          await leafing(
            `${mode}: status + orderBy`,
            statuses.flatMap((status, i) => [
              `status=${status}&orderBy=${orders[i % orders.length]}`,
              `status=${status}&orderBy=${orders[(i + 2) % orders.length]}`,
            ]),
            perPage,
          ),
        ],
        [
          `${mode}: mainVehiclePlateId`,
          await leafing(
            `${mode}: mainVehiclePlateId`,
            plateIds.map((id) => `mainVehiclePlateId=${id}`),
            perPage,
          ),
        ],
        [
          `${mode}: travelType`,
          await leafing(`${mode}: travelType`, ['travelType=0', 'travelType=1'], perPage),
        ],
      );
    }
    // Not a user's path (the portal leafs page by page), but what an OFFSET costs.
    plan.push([
      'full: deep pages',
      (i) => {
        const page = spread(i, all.totalPages);
        return { path: `${LIST}?page=${page}&perPage=10`, page };
      },
    ]);

    log(`warm-up: ${WARM_UP} requests`);
    for (let i = 0; i < WARM_UP; i++) {
      const response = await fetch(base + plan[i % plan.length]![1](i).path, {
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
    return {
      createSeconds: prepared.createSeconds,
      seedRows,
      seedSeconds: prepared.prepareSeconds,
      analyzed: analyze,
      totalRows: all.totalItems,
      series,
    };
  } finally {
    await teardown();
  }
}

export function printProgrammingsList(result: ProgrammingsListResult) {
  console.log(
    `\nProgrammings list: GET ${LIST} as Admin, ${result.totalRows.toLocaleString('en')} programmings, PGlite${result.analyzed ? ' after ANALYZE' : ''}, loopback HTTP, sequential`,
  );
  console.log(
    `  seeding: ${result.seedRows} programmings in ${result.seedSeconds.toFixed(1)} s ` +
      `(${(result.seedRows / result.seedSeconds).toFixed(0)} rows/s); database creation + migrations + demo data ${result.createSeconds.toFixed(1)} s`,
  );
  printSeries(result.series);
  const over = result.series.filter((s) => s.latency.p95 > PROGRAMMINGS_LIST_P95_MS);
  console.log(
    `  budget p95 ≤ ${PROGRAMMINGS_LIST_P95_MS} ms: ${over.length === 0 ? 'every series within' : `over in ${over.map((s) => s.name).join(', ')}`}`,
  );
}

if (isMain(import.meta.url))
  printProgrammingsList(await measureProgrammingsList({ analyze: process.argv.includes('--analyze') }));
