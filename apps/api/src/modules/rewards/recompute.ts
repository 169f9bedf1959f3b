import {
  type BonusRange,
  type BonusRangeType,
  DEFAULT_PERFORMANCE_SETTINGS,
  driverPrizes,
  monthFromPlates,
  type PerformanceSettings,
  type PlateTotals,
} from '@frota/domain';
import { and, asc, eq, gte, isNotNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  bonusConfigs,
  drivers,
  fleetDrivers,
  fleets,
  trackingLogs,
  vehiclePlates,
} from '../../db/generated/entity-tables.ts';
import { driverMonthResults } from './tables.ts';

/** A client's calendar month (in Brazil's official time, as the staff count months). */
export interface ClientMonth {
  clientId: number;
  year: number;
  /** 1 to 12 */
  month: number;
}

export interface RecomputeResult {
  drivers: number;
  readings: number;
  eligible: number;
}

export const TIME_ZONE = 'America/Sao_Paulo';

/** The instants the month starts and ends (exclusive) in São Paulo. */
export function monthBounds({ year, month }: Pick<ClientMonth, 'year' | 'month'>): { start: SQL; end: SQL } {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return {
    start: sql`((${first}::date)::timestamp at time zone ${TIME_ZONE})`,
    end: sql`((${first}::date + interval '1 month')::timestamp at time zone ${TIME_ZONE})`,
  };
}

const onlyDigits = (column: SQL | typeof drivers.cpf) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * Each driver's operation in the client, by CPF (digits): their active link to an active operation of the client
 * (the oldest, if several). One query for the whole client.
 */
async function fleetsByCpf(db: Database, clientId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ cpf: onlyDigits(drivers.cpf).mapWith(String), fleetId: fleets.id })
    .from(drivers)
    .innerJoin(fleetDrivers, and(eq(fleetDrivers.driverId, drivers.id), eq(fleetDrivers.isActive, true)))
    .innerJoin(fleets, and(eq(fleets.id, fleetDrivers.fleetId), eq(fleets.isActive, true)))
    .where(and(eq(drivers.clienteId, clientId), eq(fleets.clientId, clientId)))
    .orderBy(asc(fleets.id));
  const byCpf = new Map<string, number>();
  for (const row of rows) if (!byCpf.has(row.cpf)) byCpf.set(row.cpf, row.fleetId);
  return byCpf;
}

/** The bonus ranges of an operation, with the exception ranges' plates. */
async function rangesOf(db: Database, fleetId: number | undefined): Promise<BonusRange[]> {
  if (fleetId === undefined) return [];
  const rows = await db
    .select({
      type: bonusConfigs.type,
      minPerformance: bonusConfigs.minPerformance,
      maxPerformance: bonusConfigs.maxPerformance,
      bonusValue: bonusConfigs.bonusValue,
      vehiclePlate: vehiclePlates.plate,
      isActive: bonusConfigs.isActive,
    })
    .from(bonusConfigs)
    .leftJoin(vehiclePlates, eq(vehiclePlates.id, bonusConfigs.vehiclePlateId))
    .where(eq(bonusConfigs.fleetId, fleetId));
  return rows.map((row) => ({ ...row, type: row.type as BonusRangeType }));
}

/**
 * A driver's month summed per plate inside the database, with driving-performance.ts's rule: each interval from
 * a reading to the plate's next one counts as driving when it lasts more than 0 and at most `maxGapSeconds` and
 * the first reading's speed is at least `movingKmh`; it takes the first reading's engine load and accelerator;
 * the distance is every forward step of the odometer. The window runs over one driver's readings, found by the
 * (client, CPF, time) index, so 5,000,000 readings never travel to JavaScript one by one (recompute tests hold
 * this equal to `driverMonthPerformance` on the same readings).
 */
async function drivingOf(
  db: Database,
  readingsOf: SQL | undefined,
  settings: PerformanceSettings,
): Promise<{ plates: PlateTotals[]; distanceMetres: number; readings: number; name: string | null }> {
  const { min, max } = settings.engineLoadBand;
  const byPlate = sql`over (partition by ${trackingLogs.placa} order by ${trackingLogs.savedAt})`;
  const intervals = db
    .select({
      plate: sql<string>`${trackingLogs.placa}`.as('plate'),
      engineLoad: sql<number | null>`${trackingLogs.engineLoad}`.as('engine_load'),
      accelerator: sql<number | null>`${trackingLogs.posicaoAcelerador}`.as('accelerator'),
      step: sql<number | null>`(lead(${trackingLogs.odometro}) ${byPlate}) - ${trackingLogs.odometro}`.as(
        'step',
      ),
      seconds: sql<
        string | null
      >`extract(epoch from (lead(${trackingLogs.savedAt}) ${byPlate}) - ${trackingLogs.savedAt})`.as(
        'seconds',
      ),
      moving: sql<boolean | null>`${trackingLogs.velocidade} >= ${settings.movingKmh}`.as('moving'),
      name: sql<string | null>`${trackingLogs.motoristaNome}`.as('name'),
      time: sql<Date>`${trackingLogs.savedAt}`.as('time'),
    })
    .from(trackingLogs)
    .where(and(readingsOf, isNotNull(trackingLogs.placa)))
    .as('intervals');
  const driving = sql`(${intervals.seconds} > 0 and ${intervals.seconds} <= ${settings.maxGapSeconds} and ${intervals.moving})`;
  const rows = await db
    .select({
      plate: intervals.plate,
      readings: sql<number>`count(*)::integer`,
      distance: sql<string>`coalesce(sum(${intervals.step}) filter (where ${intervals.step} > 0), 0)`,
      driving: sql<string>`coalesce(sum(${intervals.seconds}) filter (where ${driving}), 0)`,
      engineLoad: sql<string>`coalesce(sum(${intervals.seconds}) filter (where ${driving}
        and ${intervals.engineLoad} >= ${min} and ${intervals.engineLoad} <= ${max}), 0)`,
      inertia: sql<string>`coalesce(sum(${intervals.seconds}) filter (where ${driving}
        and ${intervals.accelerator} <= ${settings.inertiaAcceleratorMax}), 0)`,
      // The plate's last name sent, and when: the driver's name is the latest of all plates.
      name: sql<string | null>`(array_agg(${intervals.name} order by ${intervals.time} desc)
        filter (where ${intervals.name} is not null))[1]`,
      namedAt: sql<
        string | null
      >`extract(epoch from max(${intervals.time}) filter (where ${intervals.name} is not null))`,
    })
    .from(intervals)
    .groupBy(intervals.plate);
  return {
    plates: rows.map((row) => ({
      plate: row.plate,
      drivingSeconds: Number(row.driving),
      engineLoadSeconds: Number(row.engineLoad),
      inertiaSeconds: Number(row.inertia),
    })),
    distanceMetres: rows.reduce((total, row) => total + Number(row.distance), 0),
    readings: rows.reduce((total, row) => total + row.readings, 0),
    name:
      rows
        .filter((row) => row.name !== null && row.namedAt !== null)
        .sort((a, b) => Number(b.namedAt) - Number(a.namedAt))[0]?.name ?? null,
  };
}

/**
 * Computes every driver's month for a client from the month's readings and writes the results (one row per
 * driver; drivers without readings in the month any more lose theirs), in one transaction. Readings are read one
 * driver at a time, so memory holds one driver's month, not the client's.
 */
export async function recomputeClientMonth(
  db: Database,
  target: ClientMonth,
  settings: PerformanceSettings = DEFAULT_PERFORMANCE_SETTINGS,
): Promise<RecomputeResult> {
  const { start, end } = monthBounds(target);
  const inMonth = and(
    eq(trackingLogs.clientId, target.clientId),
    gte(trackingLogs.savedAt, start),
    lt(trackingLogs.savedAt, end),
    isNotNull(trackingLogs.motoristaCpf),
  );
  const cpfs = await db
    .selectDistinct({ cpf: trackingLogs.motoristaCpf })
    .from(trackingLogs)
    .where(inMonth)
    .orderBy(asc(trackingLogs.motoristaCpf));
  const rows: Array<typeof driverMonthResults.$inferInsert> = [];
  let readings = 0;
  const rangesByFleet = new Map<number, BonusRange[]>();
  const fleetOfCpf = await fleetsByCpf(db, target.clientId);
  for (const { cpf } of cpfs) {
    if (!cpf) continue;
    const driving = await drivingOf(db, and(inMonth, eq(trackingLogs.motoristaCpf, cpf)), settings);
    readings += driving.readings;
    const month = monthFromPlates(driving.plates, driving.distanceMetres, settings);
    const fleetId = fleetOfCpf.get(cpf);
    // A client's drivers share a few operations: each operation's ranges are read once per recomputation.
    const key = fleetId ?? 0;
    if (!rangesByFleet.has(key)) rangesByFleet.set(key, await rangesOf(db, fleetId));
    const prizes = driverPrizes(month, rangesByFleet.get(key)!);
    rows.push({
      clientId: target.clientId,
      year: target.year,
      month: target.month,
      driverCpf: cpf,
      driverName: driving.name,
      fleetId: fleetId ?? null,
      mainPlate: month.mainPlate ?? null,
      drivingSeconds: Math.round(month.drivingSeconds),
      distanceKm: month.distanceKm,
      eligible: month.eligible,
      engineLoadPercentage: month.engineLoadPercentage,
      inertiaPercentage: month.inertiaPercentage,
      engineLoadPrizeCents: prizes.engineLoadPrizeCents,
      inertiaPrizeCents: prizes.inertiaPrizeCents,
    });
  }
  await db.transaction(async (tx) => {
    const ofMonth = and(
      eq(driverMonthResults.clientId, target.clientId),
      eq(driverMonthResults.year, target.year),
      eq(driverMonthResults.month, target.month),
    );
    const kept = rows.map((row) => row.driverCpf);
    await tx
      .delete(driverMonthResults)
      .where(kept.length > 0 ? and(ofMonth, notInArray(driverMonthResults.driverCpf, kept)) : ofMonth);
    for (let from = 0; from < rows.length; from += 500)
      await tx
        .insert(driverMonthResults)
        .values(rows.slice(from, from + 500))
        .onConflictDoUpdate({
          target: [
            driverMonthResults.clientId,
            driverMonthResults.year,
            driverMonthResults.month,
            driverMonthResults.driverCpf,
          ],
          set: {
            driverName: sql`excluded.driver_name`,
            fleetId: sql`excluded.fleet_id`,
            mainPlate: sql`excluded.main_plate`,
            drivingSeconds: sql`excluded.driving_seconds`,
            distanceKm: sql`excluded.distance_km`,
            eligible: sql`excluded.eligible`,
            engineLoadPercentage: sql`excluded.engine_load_percentage`,
            inertiaPercentage: sql`excluded.inertia_percentage`,
            engineLoadPrizeCents: sql`excluded.engine_load_prize_cents`,
            inertiaPrizeCents: sql`excluded.inertia_prize_cents`,
            computedAt: sql`now()`,
          },
        });
  });
  return { drivers: rows.length, readings, eligible: rows.filter((row) => row.eligible).length };
}
