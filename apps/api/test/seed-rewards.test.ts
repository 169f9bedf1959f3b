import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recomputeClientMonth } from '../src/modules/rewards/recompute.ts';
import { driverMonthResults } from '../src/modules/rewards/tables.ts';
import { setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
let rows: Array<typeof driverMonthResults.$inferSelect>;

beforeAll(async () => {
  const result = await t.db.execute(sql`
    select distinct client_id,
      extract(year from saved_at at time zone 'America/Sao_Paulo')::int as year,
      extract(month from saved_at at time zone 'America/Sao_Paulo')::int as month
    from tracking_logs where client_id is not null`);
  // Both drivers answer { rows }.
  const months = (result as unknown as { rows: Array<{ client_id: number; year: number; month: number }> })
    .rows;
  for (const { client_id: clientId, year, month } of months)
    await recomputeClientMonth(t.db, { clientId, year, month });
  rows = await t.db.select().from(driverMonthResults);
});

describe('the demo seed’s rewards', () => {
  it('gives each of the three demo clients with telemetry drivers with prizes', () => {
    const clients = new Set(rows.filter((row) => row.engineLoadPrizeCents > 0).map((row) => row.clientId));
    expect(clients.size).toBe(3);
  });

  it('spreads the drivers over every bonus range of both types', () => {
    const engineLoad = new Set(rows.map((row) => row.engineLoadPrizeCents));
    const inertia = new Set(rows.map((row) => row.inertiaPrizeCents));
    // No prize, the middle and the top ranges (values differ per operation).
    expect(rows.some((row) => row.eligible && row.fleetId !== null && row.engineLoadPercentage! < 60)).toBe(
      true,
    );
    expect(rows.some((row) => row.engineLoadPercentage! >= 60 && row.engineLoadPercentage! < 80)).toBe(true);
    expect(rows.some((row) => row.engineLoadPercentage! >= 80)).toBe(true);
    expect(rows.some((row) => row.inertiaPercentage! < 50)).toBe(true);
    expect(rows.some((row) => row.inertiaPercentage! >= 50 && row.inertiaPercentage! < 75)).toBe(true);
    expect(rows.some((row) => row.inertiaPercentage! >= 75)).toBe(true);
    expect(engineLoad.size).toBeGreaterThanOrEqual(4);
    expect(inertia.size).toBeGreaterThanOrEqual(4);
  });

  it('has a driver whose engine-load prize comes from a plate’s exception range, and one not eligible', () => {
    // The exception's top range pays R$ 180,75, which no operation's own range pays.
    expect(rows.some((row) => row.engineLoadPrizeCents === 18_075)).toBe(true);
    const trainee = rows.filter((row) => row.driverName === 'Renan Oliveira Prado');
    expect(trainee).toHaveLength(1);
    expect(trainee[0]).toMatchObject({ eligible: false, engineLoadPrizeCents: 0, inertiaPrizeCents: 0 });
    expect(trainee[0]!.distanceKm).toBeLessThan(100);
  });
});
