/**
 * Every benchmark in sequence (bundle sizes, page timings, API latency, tracking-logs latency, references save,
 * telemetry ingest, location refresh, programmings list, monitor poll, monitor update, Excel export, rewards, serving
 * as `npm start` against `npm run dev`, and 1 against 2 workers on PostgreSQL),
 * then one summary with each figure and the issues' budgets marked within or over. Figures are printed, never asserted:
 * the exit code is 0 unless a step crashed. The figures are also written to bench/results/ (ignored by git) as
 * JSON.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { type ApiLatencyResult, measureApiLatency, printApiLatency } from './api-latency.ts';
import { buildPortal, measureLibrarySize, measureRoutes, printBundleSizes } from './bundle-sizes.ts';
import { ROUTE_BUDGETS_KB, WITHOUT_MAPS } from '../apps/portal/build/route-sizes.ts';
import { printSeries } from './lib/http-series.ts';
import { ms, summarize } from './lib/stats.ts';
import { measurePageTimings, type PageTimingsResult, printPageTimings } from './page-timings.ts';
import { measureReferencesSave, printReferencesSave, type ReferencesSaveResult } from './references-save.ts';
import {
  INGEST_READINGS_PER_SECOND,
  type IngestThroughputResult,
  measureIngestThroughput,
  printIngestThroughput,
} from './ingest-throughput.ts';
import {
  type LocationRefreshResult,
  measureLocationRefresh,
  printLocationRefresh,
  REFRESH_BUDGET_MS,
} from './location-refresh.ts';
import {
  measureMonitorFeed,
  MONITOR_FEED_GZIP_KB,
  type MonitorFeedResult,
  printMonitorFeed,
} from './monitor-feed.ts';
import {
  heapGrowth,
  measureMonitorUpdate,
  MONITOR_HEAP_GROWTH_PCT,
  MONITOR_UPDATE_BUDGET_MS,
  type MonitorUpdateResult,
  printMonitorUpdate,
  updateP95,
} from './monitor-update.ts';
import {
  EXCEL_10K_BUDGET_MS,
  type ExcelExportResult,
  measureExcelExport,
  printExcelExport,
} from './excel-export.ts';
import { BUDGETS as REWARDS_BUDGETS, measureRewards, printRewards, type RewardsResult } from './rewards.ts';
import {
  measureProgrammingsList,
  printProgrammingsList,
  PROGRAMMINGS_LIST_P95_MS,
  type ProgrammingsListResult,
} from './programmings-list.ts';
import { measureServing, printServing, type ServingResult } from './serving.ts';
import {
  measureWorkersThroughput,
  printWorkersThroughput,
  type WorkersThroughputResult,
} from './workers-throughput.ts';
import {
  measureTrackingLogsLatency,
  printTrackingLogsLatency,
  type TrackingLogsLatencyResult,
} from './tracking-logs-latency.ts';

/** Issue 10's budget: a reference with a 500-point fence saved and read back, each. */
const REFERENCE_SAVE_MS = 200;
/** The tracking-logs issue's budget: p95 of every series, total pages included. */
const TRACKING_LOGS_P95_MS = 50;

type BundleResult = ReturnType<typeof measureRoutes> & { libraryKb: number };

const started = performance.now();
const crashed: string[] = [];
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T | undefined> {
  const t0 = performance.now();
  console.log(`\n=== ${name} ===`);
  try {
    const result = await run();
    console.log(`=== ${name}: done in ${seconds(t0)} s ===`);
    return result;
  } catch (error) {
    crashed.push(name);
    console.error(`=== ${name}: CRASHED after ${seconds(t0)} s ===\n`, error);
    return undefined;
  }
}

const bundles = await step('bundle sizes', () => {
  console.log('[bundle-sizes] building the portal with a manifest');
  buildPortal();
  const result = { ...measureRoutes(), libraryKb: measureLibrarySize() };
  printBundleSizes(result);
  console.log(`  packages/ui as shipped: ${result.libraryKb.toFixed(1)} KB gzipped`);
  return result;
});
const pages = await step('page timings', async () => {
  const result = await measurePageTimings();
  printPageTimings(result);
  return result;
});
const api = await step('API latency', async () => {
  const result = await measureApiLatency();
  printApiLatency(result);
  return result;
});

const logs = await step('tracking-logs latency', async () => {
  const result = await measureTrackingLogsLatency();
  printTrackingLogsLatency(result);
  return result;
});

const references = await step('references save and reload', async () => {
  const result = await measureReferencesSave();
  printReferencesSave(result);
  return result;
});

const ingest = await step('telemetry ingest', async () => {
  const result = await measureIngestThroughput();
  printIngestThroughput(result);
  return result;
});

const refresh = await step('location refresh', async () => {
  const result = await measureLocationRefresh();
  printLocationRefresh(result);
  return result;
});

const programmingsList = await step('programmings list', async () => {
  const result = await measureProgrammingsList();
  printProgrammingsList(result);
  return result;
});

const monitorFeed = await step('monitor poll', async () => {
  const result = await measureMonitorFeed();
  printMonitorFeed(result);
  return result;
});

const monitorUpdate = await step('monitor update', async () => {
  const result = await measureMonitorUpdate();
  printMonitorUpdate(result);
  return result;
});

const excelExport = await step('excel export', async () => {
  const result = await measureExcelExport();
  printExcelExport(result);
  return result;
});

const rewards = await step('rewards', async () => {
  const result = await measureRewards();
  printRewards(result);
  return result;
});

const serving = await step('serving', async () => {
  const result = await measureServing();
  printServing(result);
  return result;
});

const workers = await step('workers on PostgreSQL', async () => {
  const result = await measureWorkersThroughput();
  printWorkersThroughput(result);
  return result;
});

printSummary(bundles, pages, api, logs, references, {
  ingest,
  refresh,
  programmingsList,
  monitorFeed,
  monitorUpdate,
  rewards,
  excelExport,
  serving,
  workers,
});
process.exit(crashed.length ? 1 : 0);

function printSummary(
  bundles?: BundleResult,
  pages?: PageTimingsResult,
  api?: ApiLatencyResult,
  logs?: TrackingLogsLatencyResult,
  references?: ReferencesSaveResult,
  programmings: {
    ingest?: IngestThroughputResult;
    refresh?: LocationRefreshResult;
    programmingsList?: ProgrammingsListResult;
    monitorFeed?: MonitorFeedResult;
    monitorUpdate?: MonitorUpdateResult;
    rewards?: RewardsResult;
    excelExport?: ExcelExportResult;
    serving?: ServingResult[];
    workers?: WorkersThroughputResult[];
  } = {},
) {
  const total = (performance.now() - started) / 1000;
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`;
  const mark = (within: boolean) => (within ? 'within budget' : 'OVER BUDGET');
  console.log(`\n${'='.repeat(100)}\nBenchmark summary, ${new Date().toISOString()}\n${machine}\n`);

  console.log('Bundle sizes (gzipped JS a route loads: entry + lazy chunks + their static imports)');
  if (bundles) {
    for (const r of bundles.results) {
      const budget = ROUTE_BUDGETS_KB[r.route];
      const verdict = budget === undefined ? 'no budget' : `budget ${budget} KB: ${mark(r.kb <= budget)}`;
      console.log(`  ${r.route.padEnd(16)} ${r.kb.toFixed(1).padStart(7)} KB  ${verdict}`);
    }
    const early = bundles.results.filter((r) => WITHOUT_MAPS.includes(r.route) && r.maps);
    console.log(
      `  ${'maps code'.padEnd(16)} ${early.length ? `early in ${early.map((r) => r.route).join(', ')}` : 'only with the map'}  ` +
        `budget: not before the fence tab shows a map: ${mark(early.length === 0)}`,
    );
    const shipped = bundles.withCompiler;
    console.log(
      `  ${'ajv compiler'.padEnd(16)} ${shipped.length ? `in ${shipped.join(', ')}` : 'not shipped'}  ` +
        `budget: in no route: ${mark(shipped.length === 0)}`,
    );
    console.log(
      `  ${'packages/ui'.padEnd(16)} ${bundles.libraryKb.toFixed(1).padStart(7)} KB  as shipped (with its deps)`,
    );
  } else console.log('  (step crashed)');

  console.log('\nPage timings (navigation start to content, median of 7; login cold, the others warm cache)');
  if (pages) {
    for (const r of pages.routes) {
      console.log(
        `  ${`${r.route} (${r.cache})`.padEnd(22)} ${ms(r.summary.median).padStart(6)} ms  ` +
          `min ${ms(r.summary.min)}, max ${ms(r.summary.max)}  ${r.condition}`,
      );
    }
  } else console.log('  (step crashed)');

  console.log('\nAPI latency (GET /v1/backoffice/clients/, Admin, 100k clients, PGlite, loopback)');
  if (api) {
    console.log(
      `  seeding ${api.seedRows} clients: ${api.seedSeconds.toFixed(1)} s, ${api.rowsPerSecond.toFixed(0)} rows/s`,
    );
    printSeries(api.series);
  } else console.log('  (step crashed)');

  console.log('\nTracking logs (GET /v1/backoffice/logs, Admin, 1M readings, PGlite, loopback, sequential)');
  if (logs) {
    console.log(
      `  seeding ${logs.seedRows} readings: ${logs.seedSeconds.toFixed(1)} s, ${logs.rowsPerSecond.toFixed(0)} rows/s`,
    );
    for (const s of logs.series)
      console.log(
        `  ${s.name.padEnd(30)} p50 ${ms(s.latency.median).padStart(6)} ms, p95 ${ms(s.latency.p95).padStart(6)} ms, ` +
          `max ${ms(s.latency.max).padStart(6)} ms  budget p95 ≤ ${TRACKING_LOGS_P95_MS} ms: ` +
          mark(s.latency.p95 <= TRACKING_LOGS_P95_MS),
      );
  } else console.log('  (step crashed)');

  console.log('\nReference with a 500-point fence (PUT then GET, PGlite, loopback, 50 rounds)');
  if (references)
    for (const [label, s] of [
      ['save', references.save],
      ['reload', references.reload],
    ] as const)
      console.log(
        `  ${label.padEnd(8)} p50 ${ms(s.median).padStart(6)} ms, p95 ${ms(s.p95).padStart(6)} ms  ` +
          `budget < ${REFERENCE_SAVE_MS} ms: ${mark(s.p95 < REFERENCE_SAVE_MS)}`,
      );
  else console.log('  (step crashed)');

  console.log('\nTelemetry ingest (POST /v1/integration/telemetry, batches of 500, PGlite, loopback)');
  const {
    ingest,
    refresh,
    programmingsList,
    monitorFeed,
    monitorUpdate,
    rewards,
    excelExport,
    serving,
    workers,
  } = programmings;
  if (ingest)
    for (const s of ingest.series)
      console.log(
        `  ${s.name.padEnd(38)} ${s.readingsPerSecond.toFixed(0).padStart(6)} readings/s, batch p50 ${ms(s.batch.median)} ms, p95 ${ms(s.batch.p95)} ms` +
          (s === ingest.series[0]
            ? `  budget ≥ ${INGEST_READINGS_PER_SECOND} readings/s: ${mark(s.readingsPerSecond >= INGEST_READINGS_PER_SECOND)}`
            : ''),
      );
  else console.log('  (step crashed)');

  console.log('\nLocation refresh (2,000 open programmings, PGlite, loopback)');
  if (refresh) {
    const worst = Math.max(...refresh.rounds.map((r) => r.ms));
    console.log(
      `  first ${ms(refresh.rounds[0]!.ms)} ms; with new readings p50 ${ms(refresh.withReadings.median)} ms, p95 ${ms(refresh.withReadings.p95)} ms; ` +
        `nothing new p50 ${ms(refresh.idle.median)} ms  budget ≤ ${REFRESH_BUDGET_MS} ms: ${mark(worst <= REFRESH_BUDGET_MS)}`,
    );
  } else console.log('  (step crashed)');

  console.log(
    '\nProgrammings list (GET /v1/backoffice/programmings, 100k programmings, PGlite, loopback, sequential)',
  );
  if (programmingsList)
    for (const s of programmingsList.series)
      console.log(
        `  ${s.name.padEnd(36)} p50 ${ms(s.latency.median).padStart(6)} ms, p95 ${ms(s.latency.p95).padStart(6)} ms  ` +
          `budget p95 ≤ ${PROGRAMMINGS_LIST_P95_MS} ms: ${mark(s.latency.p95 <= PROGRAMMINGS_LIST_P95_MS)}`,
      );
  else console.log('  (step crashed)');

  console.log(
    '\nMonitor poll (GET /v1/backoffice/programmings/locations, 100k programmings, 2,000 tracked, PGlite, loopback)',
  );
  if (monitorFeed) {
    for (const s of monitorFeed.series)
      console.log(
        `  ${s.name.padEnd(36)} p50 ${ms(s.latency.median).padStart(6)} ms, p95 ${ms(s.latency.p95).padStart(6)} ms`,
      );
    const gzipKb = monitorFeed.gzipBytes / 1000;
    console.log(
      `  answer with ${monitorFeed.vehicles} vehicles: ${(monitorFeed.rawBytes / 1000).toFixed(1)} KB raw, ${gzipKb.toFixed(1)} KB gzipped  ` +
        `budget ≤ ${MONITOR_FEED_GZIP_KB} KB gzipped: ${mark(gzipKb <= MONITOR_FEED_GZIP_KB)}`,
    );
  } else console.log('  (step crashed)');

  console.log(
    '\nMonitor update (2,000 vehicles, poll answer to cards, list and markers; Chromium, React production build)',
  );
  if (monitorUpdate) {
    for (const update of monitorUpdate.updates) {
      const time = summarize(update.ms);
      console.log(
        `  ${update.scenario.padEnd(48)} p50 ${ms(time.median).padStart(6)} ms, p95 ${ms(time.p95).padStart(6)} ms  ` +
          `budget ≤ ${MONITOR_UPDATE_BUDGET_MS} ms: ${mark(updateP95(update) <= MONITOR_UPDATE_BUDGET_MS)}`,
      );
    }
    for (const heap of monitorUpdate.heaps) {
      const growth = heapGrowth(heap.at);
      console.log(
        `  heap over an hour of polls, ${heap.doubles.padEnd(10)} ${growth >= 0 ? '+' : ''}${growth.toFixed(2)}% ` +
          `(${(heap.at[0]!.usedBytes / 1e6).toFixed(1)} MB at poll 10)  budget ≤ ${MONITOR_HEAP_GROWTH_PCT}%: ` +
          mark(growth <= MONITOR_HEAP_GROWTH_PCT),
      );
    }
  } else console.log('  (step crashed)');

  console.log('\nExcel export (streaming writer)');
  if (excelExport) {
    const { writer } = excelExport;
    console.log(
      `  ${writer.rows.toLocaleString('en')} rows: median ${ms(writer.time.median)} ms  ` +
        `budget ≤ ${EXCEL_10K_BUDGET_MS} ms: ${mark(writer.time.median <= EXCEL_10K_BUDGET_MS)}`,
    );
  } else console.log('  (step crashed)');

  console.log('\nRewards (one client, 2,000 drivers, PGlite)');
  if (rewards) {
    console.log(
      `  recomputing a month of ${rewards.readings.toLocaleString('en')} readings: ${rewards.recomputeSeconds.toFixed(1)} s  ` +
        `budget ≤ ${REWARDS_BUDGETS.recomputeSeconds} s: ${mark(rewards.recomputeSeconds <= REWARDS_BUDGETS.recomputeSeconds)}`,
    );
    const [dashboard, report] = rewards.series;
    if (dashboard)
      console.log(
        `  dashboard p95 ${ms(dashboard.latency.p95)} ms  budget ≤ ${REWARDS_BUDGETS.dashboardMs} ms: ${mark(dashboard.latency.p95 <= REWARDS_BUDGETS.dashboardMs)}`,
      );
    if (report)
      console.log(
        `  report p95 ${ms(report.latency.p95)} ms  budget ≤ ${REWARDS_BUDGETS.reportMs} ms: ${mark(report.latency.p95 <= REWARDS_BUDGETS.reportMs)}`,
      );
  } else console.log('  (step crashed)');

  if (serving) printServing(serving);
  else console.log('\nServing: (step crashed)');
  if (workers) printWorkersThroughput(workers);
  else console.log('\nWorkers on PostgreSQL: (step crashed)');

  console.log(
    `\nTotal run time: ${Math.floor(total / 60)} min ${(total % 60).toFixed(0)} s` +
      (crashed.length ? `; CRASHED: ${crashed.join(', ')}` : ''),
  );
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `run-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, totalSeconds: total, crashed, bundles, pages, api, logs, references, ...programmings }, null, 2)}\n`,
  );
  console.log(`Figures saved to ${file}`);
}
