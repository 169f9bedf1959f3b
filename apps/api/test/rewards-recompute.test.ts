import { and, asc, eq } from 'drizzle-orm';
import { driverMonthPerformance } from '@frota/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bonusConfigs,
  businessUnits,
  drivers,
  fleetDrivers,
  fleets,
  trackingLogs,
  vehiclePlates,
} from '../src/db/generated/entity-tables.ts';
import type { Database } from '../src/db/database.ts';
import { recomputeClientMonth } from '../src/modules/rewards/recompute.ts';
import { driverMonthResults } from '../src/modules/rewards/tables.ts';
import { setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const db = (): Database => t.handle.db;

/** October 2026 in São Paulo: the 5th at 08:00 local is 11:00 UTC. */
const OCTOBER = { year: 2026, month: 10 };
const AT = (day: number, minutes: number) => new Date(Date.UTC(2026, 9, day, 11, minutes));

let clientId: number;
let fleetId: number;
let plates: { own: string; exception: string };

/** A reading every minute from `from`, at 60 km/h, 1 km a minute on the odometer. */
function drive(
  cpf: string,
  plate: string,
  from: Date,
  minutes: number,
  values: { load: number; accelerator: number },
) {
  return Array.from({ length: minutes + 1 }, (_, minute) => ({
    placa: plate,
    motoristaNome: `Motorista ${cpf.slice(0, 3)}`,
    motoristaCpf: cpf,
    clientId,
    savedAt: new Date(from.getTime() + minute * 60_000),
    velocidade: 60,
    engineLoad: values.load,
    posicaoAcelerador: values.accelerator,
    odometro: 1_000_000 + minute * 1000 + from.getTime() / 60_000, // metres, increasing
    latitude: -23.5,
    longitude: -46.6,
  }));
}

beforeAll(async () => {
  const [unit] = await db().select().from(businessUnits).orderBy(asc(businessUnits.id)).limit(1);
  clientId = unit!.clientId;
  const [fleet] = await db()
    .insert(fleets)
    .values({ operationName: 'Operação de teste de prêmios', clientId, businessUnitId: unit!.id })
    .returning({ id: fleets.id });
  fleetId = fleet!.id;
  const [model] = await db().select().from(vehiclePlates).orderBy(asc(vehiclePlates.id)).limit(1);
  const [own, exception] = await db()
    .insert(vehiclePlates)
    .values(
      ['PRM1A01', 'PRM1A02'].map((plate) => ({
        plate,
        tag: plate,
        clientId,
        typeId: model!.typeId,
        fleetTypeId: model!.fleetTypeId,
      })),
    )
    .returning({ id: vehiclePlates.id, plate: vehiclePlates.plate });
  plates = { own: own!.plate, exception: exception!.plate };
  const [driver] = await db()
    .insert(drivers)
    .values({
      firstName: 'Ana',
      lastName: 'Prêmio',
      cpf: '52998224725',
      clienteId: clientId,
      vehiclePlateId: own!.id,
    })
    .returning({ id: drivers.id });
  await db().insert(fleetDrivers).values({ fleetId, driverId: driver!.id });
  await db()
    .insert(bonusConfigs)
    .values([
      { type: 'EngineLoad', fleetId, minPerformance: 0, maxPerformance: 50, bonusValue: 0 },
      { type: 'EngineLoad', fleetId, minPerformance: 50, maxPerformance: 100, bonusValue: 150 },
      { type: 'Inertia', fleetId, minPerformance: 0, maxPerformance: 100, bonusValue: 80.5 },
      {
        type: 'EngineLoadException',
        fleetId,
        vehiclePlateId: exception!.id,
        minPerformance: 0,
        maxPerformance: 100,
        bonusValue: 30,
      },
    ]);
  // Ana: 120 minutes on her plate in band and rolling, 40 on the exception plate; 160 km in all.
  // Bruno (no operation): 50 minutes, 50 km: not eligible. A reading of September is left out.
  await db()
    .insert(trackingLogs)
    .values([
      ...drive('52998224725', plates.own, AT(5, 0), 120, { load: 60, accelerator: 0 }),
      ...drive('52998224725', plates.exception, AT(6, 0), 40, { load: 90, accelerator: 10 }),
      ...drive('11144477735', plates.own, AT(7, 0), 50, { load: 60, accelerator: 0 }),
      ...drive('11144477735', plates.own, new Date(Date.UTC(2026, 9, 1, 2, 0)), 1, {
        load: 60,
        accelerator: 0,
      }),
    ]);
});

const resultOf = async (cpf: string) =>
  (
    await db()
      .select()
      .from(driverMonthResults)
      .where(and(eq(driverMonthResults.clientId, clientId), eq(driverMonthResults.driverCpf, cpf)))
  )[0];

describe('recomputeClientMonth', () => {
  it('writes each driver’s month: attainments, distance, eligibility and prizes under their operation’s ranges', async () => {
    const result = await recomputeClientMonth(db(), { clientId, ...OCTOBER });
    // The demo seed's telemetry may bring the client's own drivers too.
    const stored = await db()
      .select()
      .from(driverMonthResults)
      .where(eq(driverMonthResults.clientId, clientId));
    expect(result.drivers).toBe(stored.length);
    expect(result.eligible).toBe(stored.filter((row) => row.eligible).length);

    const ana = await resultOf('52998224725');
    expect(ana).toMatchObject({
      driverName: 'Motorista 529',
      fleetId,
      mainPlate: plates.own,
      drivingSeconds: 160 * 60,
      eligible: true,
      engineLoadPercentage: 75, // 120 of 160 minutes in band
      inertiaPercentage: 75, // 120 of 160 minutes rolling
      inertiaPrizeCents: 8_050,
      // Her plate at 100 % (R$ 150,00) for 120 minutes, the exception plate (R$ 30,00) for 40.
      engineLoadPrizeCents: 12_000,
    });
    expect(ana!.distanceKm).toBeGreaterThanOrEqual(160);

    const bruno = await resultOf('11144477735');
    expect(bruno).toMatchObject({
      eligible: false,
      fleetId: null,
      engineLoadPrizeCents: 0,
      inertiaPrizeCents: 0,
    });
    // 23:00 on 30 September in São Paulo is October in UTC, and not counted: 50 minutes only.
    expect(bruno!.drivingSeconds).toBe(50 * 60);
  });

  it('recomputes in place, and drops a driver whose readings are gone', async () => {
    const before = await recomputeClientMonth(db(), { clientId, ...OCTOBER });
    await db().delete(trackingLogs).where(eq(trackingLogs.motoristaCpf, '11144477735'));
    const result = await recomputeClientMonth(db(), { clientId, ...OCTOBER });
    expect(result.drivers).toBe(before.drivers - 1);
    expect(await resultOf('11144477735')).toBeUndefined();
    const rows = await db()
      .select()
      .from(driverMonthResults)
      .where(eq(driverMonthResults.driverCpf, '52998224725'));
    expect(rows).toHaveLength(1);
  });
});

describe('the database’s sums and the domain’s walk over the readings', () => {
  it('give the same month for irregular readings: gaps, stops, missing values, two plates, odometer resets', async () => {
    const cpf = '86288366757';
    // A deterministic scatter (LCG), so a failure reproduces.
    let state = 12345;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const readings = [];
    let at = AT(10, 0).getTime();
    let odometer = 5_000_000;
    for (let index = 0; index < 600; index++) {
      at += [15, 60, 120, 299, 300, 301, 900][Math.floor(next() * 7)]! * 1000;
      odometer += next() < 0.03 ? -2_000 : Math.round(next() * 2_000);
      const speed = next() < 0.15 ? null : Math.round(next() * 90);
      readings.push({
        placa: next() < 0.3 ? plates.exception : plates.own,
        motoristaNome: 'Motorista de ensaio' as string | null,
        motoristaCpf: cpf,
        clientId,
        savedAt: new Date(at),
        velocidade: speed,
        engineLoad: next() < 0.1 ? null : Math.round(next() * 1000) / 10,
        posicaoAcelerador: next() < 0.1 ? null : next() < 0.4 ? 0 : Math.round(next() * 100),
        odometro: next() < 0.05 ? null : odometer,
        latitude: -23.5,
        longitude: -46.6,
      });
    }
    // The name the trackers sent last is the driver's, whichever plate sent it; a later reading without one
    // changes nothing.
    readings.at(-2)!.motoristaNome = 'Motorista de ensaio (nome novo)';
    readings.at(-1)!.motoristaNome = null;
    await db().insert(trackingLogs).values(readings);
    await recomputeClientMonth(db(), { clientId, ...OCTOBER });
    const expected = driverMonthPerformance(
      readings.map((reading) => ({
        time: reading.savedAt.getTime(),
        plate: reading.placa,
        speed: reading.velocidade,
        engineLoad: reading.engineLoad,
        accelerator: reading.posicaoAcelerador,
        odometer: reading.odometro,
      })),
    );
    expect(expected.drivingSeconds).toBeGreaterThan(0);
    expect(await resultOf(cpf)).toMatchObject({
      drivingSeconds: Math.round(expected.drivingSeconds),
      distanceKm: expected.distanceKm,
      eligible: expected.eligible,
      engineLoadPercentage: expected.engineLoadPercentage,
      inertiaPercentage: expected.inertiaPercentage,
      mainPlate: expected.mainPlate,
      driverName: 'Motorista de ensaio (nome novo)',
    });
  });
});
