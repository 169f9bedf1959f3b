import { isValidCPF } from '@brazilian-utils/brazilian-utils';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedScale, type ScaleSizes, type ScaleStep } from '../src/seed/scale.ts';
import { setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const SIZES: ScaleSizes = {
  clients: 12,
  plates: 60,
  drivers: 60,
  programmings: 900,
  readings: 3_000,
  months: 2,
  reportingTrucks: 25,
};
const progress: Array<[ScaleStep, number, number]> = [];
let before: Record<string, number>;

/** Row counts of the tables the scale seed writes. */
async function counts(): Promise<Record<string, number>> {
  const result = await t.db.execute(sql`select
    (select count(*) from clients)::int as clients, (select count(*) from vehicle_plates)::int as plates,
    (select count(*) from drivers)::int as drivers, (select count(*) from client_drivers)::int as links,
    (select count(*) from programmings)::int as programmings, (select count(*) from tracking_logs)::int as readings`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  before = await counts();
  await seedScale(t.db, SIZES, (step, done, total) => progress.push([step, done, total]));
});

describe('npm run seed:scale', () => {
  it('adds exactly the sizes asked for, on top of the demo data', async () => {
    const after = await counts();
    expect(after.clients! - before.clients!).toBe(SIZES.clients);
    expect(after.plates! - before.plates!).toBe(SIZES.plates);
    expect(after.drivers! - before.drivers!).toBe(SIZES.drivers);
    expect(after.links! - before.links!).toBe(SIZES.drivers);
    expect(after.programmings! - before.programmings!).toBe(SIZES.programmings);
    expect(after.readings! - before.readings!).toBe(SIZES.readings);
  });

  it('writes data the product accepts: valid CPFs, Mercosul plates, each driver linked to their plate’s client', async () => {
    const drivers = await rowsOf<{ cpf: string; same_client: boolean }>(sql`
      select d.cpf, d.client_id = p.client_id as same_client from drivers d join vehicle_plates p on p.id = d.vehicle_plate_id
      where p.tag like 'Escala %'`);
    expect(drivers).toHaveLength(SIZES.drivers);
    expect(drivers.every((driver) => isValidCPF(driver.cpf) && driver.same_client)).toBe(true);
    const plates = await rowsOf<{ plate: string }>(
      sql`select plate from vehicle_plates where tag like 'Escala %'`,
    );
    expect(plates.every(({ plate }) => /^[A-Z]{3}\d[A-Z]\d{2}$/.test(plate))).toBe(true);
  });

  it('gives readings the plate, driver and client of a reporting truck, over the months asked', async () => {
    const [readings] = await rowsOf<{ trucks: number; mismatched: number; days: number }>(sql`
      select count(distinct t.placa)::int as trucks,
        count(*) filter (where d.id is null or d.client_id <> t.client_id)::int as mismatched,
        (extract(epoch from max(t.saved_at) - min(t.saved_at)) / 86400)::int as days
      from tracking_logs t left join drivers d on d.cpf = t.motorista_cpf and d.first_name || ' ' || d.last_name = t.motorista_nome
      where t.placa like 'Q%'`);
    expect(readings).toEqual({ trucks: SIZES.reportingTrucks, mismatched: 0, days: expect.any(Number) });
    expect(readings!.days).toBeGreaterThan(SIZES.months * 30 - 3);
    // The list's counts, kept by triggers, agree with the table.
    const [hours] = await rowsOf<{ counted: number; rows: number }>(sql`
      select (select sum(row_count) from tracking_logs_counts_by_hour)::int as counted,
        (select count(*) from tracking_logs)::int as rows`);
    expect(hours!.counted).toBe(hours!.rows);
  });

  it('reports each step’s progress, from 0 to its total', () => {
    for (const step of ['plates', 'drivers', 'programmings', 'readings'] as const) {
      const reports = progress.filter(([reported]) => reported === step);
      expect(reports[0]?.[1]).toBe(0);
      expect(reports.at(-1)?.[1]).toBe(reports.at(-1)?.[2]);
    }
  });
});
