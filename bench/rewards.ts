/**
 * The rewards program at scale, on a fresh PGlite database with the demo data plus one bulk client:
 * - the recomputation of one client's month (`recomputeClientMonth`, what the background job and
 *   `npm run recompute` run) over 5,000,000 readings: 2,000 drivers, each on a plate of their own and linked to
 *   the client's operation (which has bonus ranges), 2,500 readings a minute apart. Budget: 30 s.
 * - the API's reads for that client with 2,000 drivers, as the production server answers them over loopback
 *   HTTP, sequentially: the dashboard (budget 50 ms), the month's report (budget 300 ms) and the report's
 *   spreadsheet (2,000 rows).
 * Readings are written by one INSERT ... SELECT from generate_series, not through the ingest (ingest-throughput.ts
 * measures that).
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/database.ts';
import { recomputeClientMonth } from '../apps/api/src/modules/rewards/recompute.ts';
import { seedDemoData } from '../apps/api/src/seed/index.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { type Call, json, printSeries, runSeries, type SeriesResult } from './lib/http-series.ts';
import { isMain, progress, tempDir, teardown } from './lib/processes.ts';

const DRIVERS = 2_000;
const READINGS_PER_DRIVER = 2_500;
/** A month no demo reading falls in. */
const MONTH = { year: 2025, month: 3 };
const LIMITS = { requests: 200, milliseconds: 30_000 };
const EXCEL_LIMITS = { requests: 20, milliseconds: 30_000 };
export const BUDGETS = { recomputeSeconds: 30, dashboardMs: 50, reportMs: 300 };

export interface RewardsResult {
  readings: number;
  drivers: number;
  insertSeconds: number;
  recomputeSeconds: number;
  eligible: number;
  series: SeriesResult[];
  excelBytes: number;
}

/** The bulk client: its plates, drivers, their links to an operation with ranges, and the readings. */
async function seedBulkClient(db: Database): Promise<number> {
  const [client] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into clients (nome_fantasia, razao_social, cnpj)
      values ('Bench Transportes', 'Bench Transportes Ltda', '11222333000181') returning id`),
  );
  const clientId = client!.id;
  const [unit] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into business_units (name, description, client_id)
      values ('Bench', 'Bench', ${clientId}) returning id`),
  );
  const [fleet] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into fleets (operation_name, client_id, business_unit_id)
      values ('Operação Bench', ${clientId}, ${unit!.id}) returning id`),
  );
  await db.execute(sql`
    insert into bonus_configs (type, fleet_id, min_performance, max_performance, bonus_value)
    values ('EngineLoad', ${fleet!.id}, 0, 60, 0), ('EngineLoad', ${fleet!.id}, 60, 80, 150),
      ('EngineLoad', ${fleet!.id}, 80, 100, 300), ('Inertia', ${fleet!.id}, 0, 50, 0),
      ('Inertia', ${fleet!.id}, 50, 100, 200)`);
  await db.execute(sql`
    insert into vehicle_plates (plate, tag, client_id, type_id, fleet_type_id)
    select 'BEN' || lpad(d::text, 4, '0'), 'Bench ' || d, ${clientId},
      (select min(id) from vehicle_types), (select min(id) from fleet_types)
    from generate_series(1, ${DRIVERS}) d`);
  await db.execute(sql`
    insert into drivers (first_name, last_name, cpf, client_id, vehicle_plate_id)
    select 'Motorista', 'Bench ' || d, lpad((90000000000 + d)::text, 11, '0'), ${clientId}, p.id
    from generate_series(1, ${DRIVERS}) d
    join vehicle_plates p on p.plate = 'BEN' || lpad(d::text, 4, '0')`);
  await db.execute(sql`
    insert into fleet_drivers (fleet_id, driver_id)
    select ${fleet!.id}, id from drivers where client_id = ${clientId}`);
  // A reading a minute from the 3rd at 08:00 in São Paulo; every driver drives a little differently.
  await db.execute(sql`
    insert into tracking_logs (placa, motorista_nome, motorista_cpf, client_id, saved_at, velocidade,
      engine_load, posicao_acelerador, odometro, latitude, longitude)
    select 'BEN' || lpad(d::text, 4, '0'), 'Motorista Bench ' || d, lpad((90000000000 + d)::text, 11, '0'),
      ${clientId}, timestamptz '2025-03-03 08:00:00-03' + r * interval '1 minute',
      case when r % 50 = 0 then 0 else 70 end,
      case when (r * 7 + d) % 100 < 40 + d % 55 then 60 else 90 end,
      case when (r * 13 + d) % 100 < 30 + d % 60 then 0 else 40 end,
      100000000 + d * 1000000 + r * 1166, -23.5, -46.6
    from generate_series(1, ${DRIVERS}) d, generate_series(0, ${READINGS_PER_DRIVER - 1}) r`);
  return clientId;
}

export async function measureRewards(): Promise<RewardsResult> {
  const log = progress('rewards');
  try {
    const dataDir = `${tempDir('rewards')}/pglite`;
    log(`creating a PGlite database in ${dataDir}`);
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    let clientId: number;
    let insertSeconds: number;
    let recomputeSeconds: number;
    let eligible: number;
    try {
      await database.migrate();
      await seedDemoData(database.db);
      log(`inserting ${(DRIVERS * READINGS_PER_DRIVER).toLocaleString('en')} readings`);
      let t0 = performance.now();
      clientId = await seedBulkClient(database.db);
      await database.db.execute(sql`analyze`);
      insertSeconds = (performance.now() - t0) / 1000;
      log(`inserted in ${insertSeconds.toFixed(1)} s; recomputing ${MONTH.year}-${MONTH.month}`);
      t0 = performance.now();
      const result = await recomputeClientMonth(database.db, { clientId, ...MONTH });
      recomputeSeconds = (performance.now() - t0) / 1000;
      eligible = result.eligible;
      log(
        `recomputed ${result.drivers} drivers, ${result.readings} readings in ${recomputeSeconds.toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }

    const api = await startSignedInApi(dataDir, log);
    const query = `Month=${MONTH.month}&Year=${MONTH.year}`;
    const dashboard = `/v1/backoffice/dashboard/client/${clientId}?${query}`;
    const report = `/v1/backoffice/performance-history/client/${clientId}/month/report?${query}`;
    const excel = `/v1/backoffice/performance-history/client/${clientId}/month/report/excel?${query}`;
    const answer = await json<{ data: { performanceByDrivers: unknown[] } }>(
      await fetch(api.base + report, { headers: { Authorization: `Bearer ${api.token}` } }),
    );
    if (answer.data.performanceByDrivers.length !== DRIVERS)
      throw new Error(`the report has ${answer.data.performanceByDrivers.length} drivers, not ${DRIVERS}`);
    const file = await fetch(api.base + excel, { headers: { Authorization: `Bearer ${api.token}` } });
    const excelBytes = (await file.arrayBuffer()).byteLength;
    const plan: [string, (i: number) => Call, typeof LIMITS][] = [
      ['dashboard (2,000 drivers)', () => ({ path: dashboard, page: 1 }), LIMITS],
      ['report, one month (2,000 rows)', () => ({ path: report, page: 1 }), LIMITS],
      ['report Excel (2,000 rows)', () => ({ path: excel, page: 1 }), EXCEL_LIMITS],
    ];
    const series: SeriesResult[] = [];
    for (const [name, calls, limits] of plan) {
      log(`series: ${name}`);
      series.push(await runSeries(name, api.base, api.token, calls, 1, limits, log));
    }
    await api.stop();
    return {
      readings: DRIVERS * READINGS_PER_DRIVER,
      drivers: DRIVERS,
      insertSeconds,
      recomputeSeconds,
      eligible,
      series,
      excelBytes,
    };
  } finally {
    await teardown();
  }
}

export function printRewards(result: RewardsResult) {
  console.log(
    `\nRewards: one client's month, ${result.readings.toLocaleString('en')} readings of ${result.drivers.toLocaleString('en')} drivers, PGlite`,
  );
  console.log(`  readings inserted (generate_series) in ${result.insertSeconds.toFixed(1)} s`);
  console.log(
    `  recomputation: ${result.recomputeSeconds.toFixed(1)} s (budget ${BUDGETS.recomputeSeconds} s), ` +
      `${result.eligible} drivers eligible`,
  );
  console.log(
    `  API over loopback HTTP, sequential (budgets: dashboard p95 ${BUDGETS.dashboardMs} ms, report p95 ${BUDGETS.reportMs} ms); ` +
      `the spreadsheet is ${(result.excelBytes / 1000).toFixed(1)} KB`,
  );
  printSeries(result.series);
}

if (isMain(import.meta.url)) printRewards(await measureRewards());
