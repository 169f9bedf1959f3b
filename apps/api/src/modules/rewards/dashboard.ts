import type { ClientDashboard } from '@frota/domain';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import type { MonthOf } from './report-period.ts';
import { driverMonthResults as results } from './tables.ts';

/** How many drivers each ranking of the dashboard lists. */
export const RANKING_SIZE = 10;

function weightedOver(column: PgColumn): SQL<string | null> {
  return sql<string | null>`round(
    sum(${column} * ${results.drivingSeconds}) filter (where ${results.eligible} and ${column} is not null)
      / nullif(sum(${results.drivingSeconds}) filter (where ${results.eligible} and ${column} is not null), 0), 2)`;
}

async function ranking(db: Database, ofMonth: SQL | undefined, column: PgColumn) {
  return db
    .select({ driverName: results.driverName, driverCpf: results.driverCpf, percentage: column })
    .from(results)
    .where(and(ofMonth, eq(results.eligible, true), isNotNull(column)))
    .orderBy(desc(column), sql`${results.driverName} asc nulls last`, asc(results.driverCpf))
    .limit(RANKING_SIZE);
}

/** A client's month: the two attainments and the top drivers of each (eligible drivers only). */
export async function clientDashboard(
  db: Database,
  clientId: number,
  clientName: string,
  { year, month }: MonthOf,
): Promise<ClientDashboard> {
  const ofMonth = and(eq(results.clientId, clientId), eq(results.year, year), eq(results.month, month));
  const [summary] = await db
    .select({
      inertia: weightedOver(results.inertiaPercentage),
      motorLoad: weightedOver(results.engineLoadPercentage),
      drivers: sql<number>`count(*)::int`,
      eligible: sql<number>`(count(*) filter (where ${results.eligible}))::int`,
    })
    .from(results)
    .where(ofMonth);
  const [byInertia, byMotorLoad] = await Promise.all([
    ranking(db, ofMonth, results.inertiaPercentage),
    ranking(db, ofMonth, results.engineLoadPercentage),
  ]);
  const percentage = (value: string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    clientName,
    inertiaPrizePercentage: percentage(summary?.inertia),
    motorLoadPrizePercentage: percentage(summary?.motorLoad),
    driversByInertia: byInertia.map(({ percentage: value, ...driver }) => ({
      ...driver,
      inertiaPercentage: Number(value),
    })),
    driversByMotorLoad: byMotorLoad.map(({ percentage: value, ...driver }) => ({
      ...driver,
      motorLoadPercentage: Number(value),
    })),
    drivers: summary?.drivers ?? 0,
    eligibleDrivers: summary?.eligible ?? 0,
  };
}
