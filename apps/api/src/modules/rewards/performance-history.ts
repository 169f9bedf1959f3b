import type { DriverPerformance, PerformanceTotals } from '@frota/domain';
import { and, asc, eq, ilike, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { clients, fleets } from '../../db/generated/entity-tables.ts';
import type { ClientScope } from '../../crud/tenant-scope.ts';
import { clientCondition } from './client-access.ts';
import { monthIndex, type ReportPeriod } from './report-period.ts';
import { driverMonthResults as results } from './tables.ts';

export type PerformanceRow = DriverPerformance;

export interface PerformanceQuery {
  scope: ClientScope;
  period: ReportPeriod;
  /** One client's drivers (the client report); every client of the scope otherwise. */
  clientId?: number;
  /** Part of the driver's name, any case (MotoristaNome). */
  driverName?: string;
  /** The start of the driver's CPF, digits (MotoristaCpf; punctuation ignored). */
  driverCpf?: string;
  /** One line per driver and month instead of one per driver over the period. */
  perMonth?: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A percentage over many months: each month's weighs its driving time; rounded half up to two decimals. */
function weighted(column: PgColumn): SQL<string | null> {
  return sql<string | null>`round(
    sum(${column} * ${results.drivingSeconds}) filter (where ${column} is not null)
      / nullif(sum(${results.drivingSeconds}) filter (where ${column} is not null), 0), 2)`;
}

/** The value of the period's latest month that has one. */
function latest<T>(column: SQL | PgColumn): SQL<T | null> {
  return sql<T | null>`(array_agg(${column} order by ${results.year} desc, ${results.month} desc)
    filter (where ${column} is not null))[1]`;
}

export function conditionsOf(query: PerformanceQuery): SQL | undefined {
  const index = sql`(${results.year} * 12 + ${results.month} - 1)`;
  const cpfDigits = query.driverCpf?.replace(/\D/g, '');
  const name = query.driverName?.trim();
  return and(
    clientCondition(query.scope, results.clientId),
    query.clientId === undefined ? undefined : eq(results.clientId, query.clientId),
    sql`${index} between ${monthIndex(query.period.from)} and ${monthIndex(query.period.to)}`,
    cpfDigits ? like(results.driverCpf, `${cpfDigits}%`) : undefined,
    name ? and(isNotNull(results.driverName), ilike(results.driverName, `%${escapeLike(name)}%`)) : undefined,
  );
}

const cents = (value: string | number | null) => Number(value ?? 0);
const percentage = (value: string | null) => (value === null ? null : Number(value));

/** The report's lines, by driver name (then CPF, then month). */
export async function performanceRows(db: Database, query: PerformanceQuery): Promise<PerformanceRow[]> {
  const perMonth = query.perMonth === true;
  const grouped = db
    .select({
      clientId: results.clientId,
      driverCpf: results.driverCpf,
      year: perMonth ? sql<number>`${results.year}`.as('year') : sql<null>`null`.as('year'),
      month: perMonth ? sql<number>`${results.month}`.as('month') : sql<null>`null`.as('month'),
      driverName: latest<string>(results.driverName).as('driver_name'),
      plate: latest<string>(results.mainPlate).as('plate'),
      fleetId: latest<number>(results.fleetId).as('fleet_id'),
      motorLoad: weighted(results.engineLoadPercentage).as('motor_load'),
      inertia: weighted(results.inertiaPercentage).as('inertia'),
      engineLoadCents: sql<string>`sum(${results.engineLoadPrizeCents})`.as('engine_load_cents'),
      inertiaCents: sql<string>`sum(${results.inertiaPrizeCents})`.as('inertia_cents'),
      eligible: sql<boolean>`bool_or(${results.eligible})`.as('eligible'),
      distanceKm: sql<string>`sum(${results.distanceKm})`.as('distance_km'),
    })
    .from(results)
    .where(conditionsOf(query))
    .groupBy(results.clientId, results.driverCpf, ...(perMonth ? [results.year, results.month] : []))
    .as('grouped');
  const rows = await db
    .select({
      clientId: grouped.clientId,
      clientName: clients.nomeFantasia,
      year: grouped.year,
      month: grouped.month,
      driverCpf: grouped.driverCpf,
      driverName: grouped.driverName,
      plate: grouped.plate,
      fleetName: fleets.operationName,
      motorLoad: grouped.motorLoad,
      inertia: grouped.inertia,
      engineLoadCents: grouped.engineLoadCents,
      inertiaCents: grouped.inertiaCents,
      eligible: grouped.eligible,
      distanceKm: grouped.distanceKm,
    })
    .from(grouped)
    .innerJoin(clients, eq(clients.id, grouped.clientId))
    .leftJoin(fleets, eq(fleets.id, grouped.fleetId))
    .orderBy(
      sql`${grouped.driverName} asc nulls last`,
      asc(grouped.driverCpf),
      asc(clients.nomeFantasia),
      asc(grouped.year),
      asc(grouped.month),
    );
  return rows.map((row) => {
    const engineLoadCents = cents(row.engineLoadCents);
    const inertiaCents = cents(row.inertiaCents);
    return {
      clientId: row.clientId,
      clientName: row.clientName,
      ...(perMonth ? { year: Number(row.year), month: Number(row.month) } : {}),
      plate: row.plate,
      driverCpf: row.driverCpf,
      driverName: row.driverName,
      fleetName: row.fleetName,
      motorLoadPercentage: percentage(row.motorLoad),
      engineLoadPrize: engineLoadCents / 100,
      inertiaPercentage: percentage(row.inertia),
      inertiaPrize: inertiaCents / 100,
      totalPrize: (engineLoadCents + inertiaCents) / 100,
      eligible: row.eligible,
      distanceKm: Number(row.distanceKm),
    };
  });
}

/** The report's totals, summed in cents so that they equal the sum of the lines shown. */
export function totalsOf(rows: readonly PerformanceRow[]): PerformanceTotals {
  let engineLoad = 0;
  let inertia = 0;
  for (const row of rows) {
    engineLoad += Math.round(row.engineLoadPrize * 100);
    inertia += Math.round(row.inertiaPrize * 100);
  }
  return {
    drivers: new Set(rows.map((row) => `${row.clientId}:${row.driverCpf}`)).size,
    engineLoadPrize: engineLoad / 100,
    inertiaPrize: inertia / 100,
    totalPrize: (engineLoad + inertia) / 100,
  };
}
