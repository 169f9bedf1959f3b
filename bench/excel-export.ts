/**
 * The Excel export (issue 13's budget: a 10,000-row file in at most 1 s), printed, never asserted.
 *
 * 1. The writer alone, in this process (`apps/api/src/http/excel.ts`): 10,000 rows of eight columns, one of
 *    each kind (text, integer, decimal with a unit, percent, money, date-time, date, Sim/Não), with a totals
 *    row, into a writable that only counts the bytes; one warm-up, then the median of 5.
 * 2. Its memory over a long list: 200,000 rows from a generator, the process's RSS sampled every 20 ms; a
 *    streaming writer's peak should not grow with the rows.
 * 3. Over HTTP, the production API on a PGlite database with the demo data and 100,000 bulk clients:
 *    `GET /v1/backoffice/clients/excel?nomeFantasia=Transportes` (about 12,500 rows, the list's filter) and the
 *    whole list (about 100,000 rows), request to last byte, the rows read in batches from the database.
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { seedBulkClients } from '../apps/api/src/seed/index.ts';
import { type ExcelColumn, writeExcel } from '../apps/api/src/http/excel.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { prepareDemoDatabase } from './lib/demo-database.ts';
import { json } from './lib/http-series.ts';
import { isMain, progress, teardown } from './lib/processes.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

/** Issue 13's budget for a 10,000-row file. */
export const EXCEL_10K_BUDGET_MS = 1000;
const ROWS = 10_000;
const LONG_ROWS = 200_000;
const RUNS = 5;
const BULK_CLIENTS = 100_000;
const FILTER = 'nomeFantasia=Transportes';

interface Prize {
  driver: string;
  trips: number;
  distanceKm: number;
  performance: number;
  prize: number;
  computedAt: Date;
  month: string;
  eligible: boolean;
}

const COLUMNS: Array<ExcelColumn<Prize>> = [
  { header: 'Motorista', kind: 'text', value: (row) => row.driver },
  { header: 'Viagens', kind: 'integer', value: (row) => row.trips, total: true },
  {
    header: 'Distância',
    kind: 'decimal',
    decimals: 1,
    unit: 'km',
    value: (row) => row.distanceKm,
    total: true,
  },
  { header: 'Desempenho', kind: 'percent', value: (row) => row.performance },
  { header: 'Prêmio', kind: 'money', value: (row) => row.prize, total: true },
  { header: 'Calculado em', kind: 'dateTime', value: (row) => row.computedAt },
  { header: 'Mês', kind: 'date', value: (row) => row.month },
  { header: 'Elegível', kind: 'boolean', value: (row) => row.eligible },
];

function* prizes(count: number): Generator<Prize> {
  const start = Date.UTC(2026, 9, 1, 11);
  for (let n = 0; n < count; n += 1)
    yield {
      driver: `Motorista ${['Ana', 'Bruno', 'Carla', 'Diego'][n % 4]} da Silva ${n}`,
      trips: (n * 7) % 60,
      distanceKm: ((n * 977) % 90_000) / 10,
      performance: ((n * 31) % 10_000) / 100,
      prize: ((n * 1_337) % 50_000) / 100,
      computedAt: new Date(start + n * 60_000),
      month: '2026-10-01',
      eligible: n % 5 !== 0,
    };
}

/** A writable that keeps nothing: the writer's own cost, without a disk or a socket. */
function byteCounter() {
  let bytes = 0;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  return { output, bytes: () => bytes };
}

async function writeOnce(rows: number) {
  const counter = byteCounter();
  const t0 = performance.now();
  await writeExcel(counter.output, {
    sheetName: 'Prêmios',
    columns: COLUMNS,
    rows: prizes(rows),
    totals: { label: 'Total' },
  });
  return { ms: performance.now() - t0, bytes: counter.bytes() };
}

export interface ExcelExportResult {
  writer: { rows: number; time: Summary; bytes: number };
  longList: { rows: number; seconds: number; bytes: number; rssBeforeMb: number; rssPeakMb: number };
  http: Array<{ name: string; rows: number; time: Summary; bytes: number }>;
}

async function measureWriter(log: (message: string) => void): Promise<ExcelExportResult['writer']> {
  log(`writer: ${ROWS} rows x ${COLUMNS.length} columns, 1 warm-up + ${RUNS} runs`);
  await writeOnce(ROWS);
  const runs: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const once = await writeOnce(ROWS);
    runs.push(once.ms);
    bytes = once.bytes;
  }
  return { rows: ROWS, time: summarize(runs), bytes };
}

async function measureLongList(log: (message: string) => void): Promise<ExcelExportResult['longList']> {
  log(`writer: ${LONG_ROWS} rows, sampling the RSS`);
  globalThis.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  try {
    const once = await writeOnce(LONG_ROWS);
    return {
      rows: LONG_ROWS,
      seconds: once.ms / 1000,
      bytes: once.bytes,
      rssBeforeMb: rssBefore / 1e6,
      rssPeakMb: Math.max(peak, process.memoryUsage.rss()) / 1e6,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function measureHttp(log: (message: string) => void): Promise<ExcelExportResult['http']> {
  const { dataDir } = await prepareDemoDatabase('excel', log, async (db) => {
    log(`seeding ${BULK_CLIENTS} clients`);
    await seedBulkClients(db, BULK_CLIENTS);
  });
  const api = await startSignedInApi(dataDir, log);
  const headers = { Authorization: `Bearer ${api.token}` };
  const results: ExcelExportResult['http'] = [];
  for (const [name, query, runs] of [
    [`clients, ${FILTER}`, FILTER, RUNS],
    ['clients, all', '', 2],
  ] as const) {
    const listed = await json<{ data: { totalItems: number } }>(
      await fetch(`${api.base}/v1/backoffice/clients/?${query}&perPage=1`, { headers }),
    );
    const times: number[] = [];
    let file = new ArrayBuffer(0);
    for (let run = 0; run <= runs; run += 1) {
      const t0 = performance.now();
      const response = await fetch(`${api.base}/v1/backoffice/clients/excel?${query}`, { headers });
      file = await response.arrayBuffer();
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      if (run > 0) times.push(performance.now() - t0);
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file);
    const rows = workbook.worksheets[0]!.rowCount - 1;
    if (rows !== listed.data.totalItems)
      throw new Error(`${name}: the file has ${rows} rows, the list ${listed.data.totalItems}`);
    log(`${name}: ${rows} rows, ${(file.byteLength / 1e6).toFixed(2)} MB`);
    results.push({ name, rows, time: summarize(times), bytes: file.byteLength });
  }
  return results;
}

export async function measureExcelExport(): Promise<ExcelExportResult> {
  const log = progress('excel-export');
  try {
    const writer = await measureWriter(log);
    const longList = await measureLongList(log);
    const http = await measureHttp(log);
    return { writer, longList, http };
  } finally {
    await teardown();
  }
}

export function printExcelExport({ writer, longList, http }: ExcelExportResult) {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  const verdict = writer.time.median <= EXCEL_10K_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `\nExcel export (exceljs streaming writer; budget: ${ROWS.toLocaleString('en')} rows ≤ ${EXCEL_10K_BUDGET_MS} ms)`,
  );
  console.log(
    `  writer, ${writer.rows.toLocaleString('en')} rows x ${COLUMNS.length} columns + totals: median ${ms(writer.time.median)} ms, ` +
      `max ${ms(writer.time.max)} ms, ${mb(writer.bytes)}  ${verdict}`,
  );
  console.log(
    `  writer, ${longList.rows.toLocaleString('en')} rows: ${longList.seconds.toFixed(1)} s, ${mb(longList.bytes)}; ` +
      `RSS ${longList.rssBeforeMb.toFixed(0)} MB before, peak ${longList.rssPeakMb.toFixed(0)} MB`,
  );
  for (const series of http)
    console.log(
      `  HTTP ${series.name.padEnd(34)} ${series.rows.toLocaleString('en').padStart(7)} rows: median ${ms(series.time.median).padStart(6)} ms, ` +
        `max ${ms(series.time.max).padStart(6)} ms, ${mb(series.bytes)}`,
    );
}

if (isMain(import.meta.url)) printExcelExport(await measureExcelExport());
