import {
  type BonusRange,
  type BonusRangeType,
  DEFAULT_PERFORMANCE_SETTINGS,
  driverMonthPerformance,
  driverPrizes,
  type PerformanceReading,
  type PerformanceSettings,
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

/** The driver's operation in the client: their active link to an active operation (the oldest, if several). */
async function fleetOf(db: Database, clientId: number, cpf: string): Promise<number | undefined> {
  const [row] = await db
    .select({ fleetId: fleets.id })
    .from(drivers)
    .innerJoin(fleetDrivers, and(eq(fleetDrivers.driverId, drivers.id), eq(fleetDrivers.isActive, true)))
    .innerJoin(fleets, and(eq(fleets.id, fleetDrivers.fleetId), eq(fleets.isActive, true)))
    .where(
      and(eq(drivers.clienteId, clientId), eq(onlyDigits(drivers.cpf), cpf), eq(fleets.clientId, clientId)),
    )
    .orderBy(asc(fleets.id))
    .limit(1);
  return row?.fleetId;
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
  for (const { cpf } of cpfs) {
    if (!cpf) continue;
    const logs = await db
      .select({
        time: trackingLogs.savedAt,
        plate: trackingLogs.placa,
        name: trackingLogs.motoristaNome,
        speed: trackingLogs.velocidade,
        engineLoad: trackingLogs.engineLoad,
        accelerator: trackingLogs.posicaoAcelerador,
        odometer: trackingLogs.odometro,
      })
      .from(trackingLogs)
      .where(and(inMonth, eq(trackingLogs.motoristaCpf, cpf)))
      .orderBy(asc(trackingLogs.savedAt));
    readings += logs.length;
    const month = driverMonthPerformance(
      logs.flatMap(({ time, plate, name: _name, ...values }): PerformanceReading[] =>
        time && plate ? [{ time: time.getTime(), plate, ...values }] : [],
      ),
      settings,
    );
    const fleetId = await fleetOf(db, target.clientId, cpf);
    // A client's drivers share a few operations: each operation's ranges are read once per recomputation.
    const key = fleetId ?? 0;
    if (!rangesByFleet.has(key)) rangesByFleet.set(key, await rangesOf(db, fleetId));
    const prizes = driverPrizes(month, rangesByFleet.get(key)!);
    rows.push({
      clientId: target.clientId,
      year: target.year,
      month: target.month,
      driverCpf: cpf,
      driverName: logs.findLast((log) => log.name)?.name ?? null,
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
