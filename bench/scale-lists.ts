/**
 * Issue 28's list rows at production scale: every schema list's first page, each filter it declares and each order
 * it offers, and its page 1,000, with 1 and then 2 API workers on the PostgreSQL database `npm run seed:scale`
 * loaded (SCALE_DATABASE_URL). The built server (`dist/main.js`, production mode) answers; each case is asked 30
 * times after 3 warm-ups, as many requests in flight as workers. Budgets (printed, never asserted): first page,
 * filter or order p99 ≤ 20 ms; page 1,000 p99 ≤ 100 ms; tracking logs (20 M readings) p95 ≤ 50 ms.
 *
 *   SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/escala npx tsx bench/scale-lists.ts
 *
 * A filter is given the value of the first page's first row (a date filter, 30 days before today); lists under a
 * parent (a client's drivers) are left out: they are a parent's page, not a list of the whole table.
 */
import { apiCall, listQueryString, sortableFields, type EntitySchema } from '@frota/engine';
import { entities } from '@frota/engine/entities';
import { startBuiltWorkers } from './lib/api-server.ts';
import { API_DIR, isMain, progress, runNode, teardown } from './lib/processes.ts';
import { ms, summarize } from './lib/stats.ts';

const DATABASE_URL = process.env['SCALE_DATABASE_URL'];
const ASKS = 30;
const WARM_UPS = 3;
const WORKER_COUNTS = [1, 2] as const;
const BUDGET = { firstPage: 20, page1000: 100, trackingLogsP95: 50 };

interface Case {
  entity: string;
  what: string;
  path: string;
  budget: { p: 'p95' | 'p99'; ms: number };
}

interface CaseResult extends Case {
  workers: number;
  p95: number;
  p99: number;
  failed: number;
}

type Row = Record<string, unknown>;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function listPath(entity: EntitySchema, params: Parameters<typeof listQueryString>[1]): string {
  return `${apiCall(entity, 'list').path}?${listQueryString(entity, params)}`;
}

/** The cases of one list, its filters filled from a row of its first page. */
function casesOf(entity: EntitySchema, first: Row | undefined): Case[] {
  const logs = entity.id === 'tracking-logs';
  const budget = (ms: number) =>
    logs ? { p: 'p95' as const, ms: BUDGET.trackingLogsP95 } : { p: 'p99' as const, ms };
  const cases: Case[] = [
    {
      entity: entity.id,
      what: 'first page',
      path: listPath(entity, { page: 1, filters: {} }),
      budget: budget(BUDGET.firstPage),
    },
    {
      entity: entity.id,
      what: 'page 1,000',
      path: listPath(entity, { page: 1000, filters: {} }),
      budget: budget(BUDGET.page1000),
    },
  ];
  for (const filter of entity.list.filters) {
    const value = filter.input === 'date' ? daysAgo(30) : first?.[filter.field];
    if (value === undefined || value === null || value === '') continue;
    cases.push({
      entity: entity.id,
      what: `filter ${filter.param}`,
      path: listPath(entity, { page: 1, filters: { [filter.param]: String(value) } }),
      budget: budget(BUDGET.firstPage),
    });
  }
  for (const field of sortableFields(entity))
    for (const direction of ['asc', 'desc'] as const)
      cases.push({
        entity: entity.id,
        what: `order ${field} ${direction}`,
        path: listPath(entity, { page: 1, filters: {}, sort: { field, direction } }),
        budget: budget(BUDGET.firstPage),
      });
  return cases;
}

async function timed(base: string, token: string, path: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
}

async function measure(base: string, token: string, item: Case, workers: number): Promise<CaseResult> {
  for (let i = 0; i < WARM_UPS; i += 1) await timed(base, token, item.path);
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < ASKS; i += workers) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(workers, ASKS - i) }, () => timed(base, token, item.path)),
    );
    for (const answer of answers) {
      times.push(answer.ms);
      if (!answer.ok) failed += 1;
    }
  }
  const summary = summarize(times);
  return { ...item, workers, p95: summary.p95, p99: summary.p99, failed };
}

async function measureWorkers(databaseUrl: string, workers: number, log: (m: string) => void) {
  const { base, token, stop } = await startBuiltWorkers(databaseUrl, workers);
  try {
    const results: CaseResult[] = [];
    for (const entity of entities.filter(
      (candidate) => !candidate.list.parent && candidate.api.actions.list,
    )) {
      const firstPage = await fetch(`${base}${listPath(entity, { page: 1, filters: {} })}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!firstPage.ok) {
        log(`${entity.id}: first page answered ${firstPage.status}, left out`);
        continue;
      }
      const rows = ((await firstPage.json()) as { data?: { itens?: Row[] } }).data?.itens ?? [];
      for (const item of casesOf(entity, rows[0])) results.push(await measure(base, token, item, workers));
      log(`${workers} worker(s): ${entity.id} measured`);
    }
    return results;
  } finally {
    await stop();
  }
}

export async function measureScaleLists(): Promise<CaseResult[]> {
  if (!DATABASE_URL) throw new Error('Set SCALE_DATABASE_URL to a database loaded by npm run seed:scale.');
  const log = progress('scale lists');
  log('building the API as npm start does');
  await runNode('api build', ['scripts/build.mjs'], API_DIR, {});
  const results: CaseResult[] = [];
  for (const workers of WORKER_COUNTS) results.push(...(await measureWorkers(DATABASE_URL, workers, log)));
  return results;
}

export function printScaleLists(results: CaseResult[]): void {
  console.log('\nSchema lists at scale (PostgreSQL, seed:scale), 30 asks per case, ms');
  console.log(`  ${'list'.padEnd(22)} ${'case'.padEnd(34)} workers   p95    p99  budget`);
  let over = 0;
  for (const r of results) {
    const value = r.budget.p === 'p95' ? r.p95 : r.p99;
    const within = value <= r.budget.ms && r.failed === 0;
    if (!within) over += 1;
    console.log(
      `  ${r.entity.padEnd(22)} ${r.what.slice(0, 34).padEnd(34)} ${String(r.workers).padStart(7)} ${ms(r.p95).padStart(5)} ${ms(r.p99).padStart(6)}  ` +
        `${r.budget.p} ≤ ${r.budget.ms} ${within ? 'within' : 'OVER'}${r.failed ? ` (${r.failed} failed)` : ''}`,
    );
  }
  console.log(`  ${results.length - over} of ${results.length} cases within their budget`);
}

if (isMain(import.meta.url)) {
  try {
    printScaleLists(await measureScaleLists());
  } finally {
    await teardown();
  }
}
