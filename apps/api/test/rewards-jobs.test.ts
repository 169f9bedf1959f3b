import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessUnits,
  drivers,
  fleetDrivers,
  fleets,
  trackingLogs,
  vehiclePlates,
} from '../src/db/generated/entity-tables.ts';
import {
  monthsWithoutResults,
  RECOMPUTE_QUEUE,
  recomputeKey,
  type RecomputeQueue,
  rewardsJobs,
} from '../src/modules/rewards/jobs.ts';
import type { ClientMonth } from '../src/modules/rewards/recompute.ts';
import { driverMonthResults } from '../src/modules/rewards/tables.ts';
import { cpfFrom } from '../src/seed/documents.ts';
import { ADMIN, body, eventually, setupTestApp } from './helpers/test-app.ts';

// Every log line of the app and of the extra queue instances below, parsed.
const logs: Array<Record<string, unknown>> = [];
const logStream = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };
const FAST = { worker: true, pollingIntervalSeconds: 0.5 };

// March 2026's readings go through the ingest, long past its window for late readings: widened here.
const t = setupTestApp({
  config: {
    logLevel: 'info',
    rewards: FAST,
    telemetry: { maxReadingAgeDays: 36_500, batchesPerKeyPerMinute: 1200, batchesInFlight: 16 },
  },
  logStream,
});

/** The recomputations the workers logged for a client-month. */
const runsOf = (target: ClientMonth) =>
  logs.filter((line) => {
    const rewards = line['rewards'] as Partial<ClientMonth & { ms: number }> | undefined;
    return (
      String(line['msg']).startsWith('Prêmios recalculados') &&
      rewards?.clientId === target.clientId &&
      rewards.year === target.year &&
      rewards.month === target.month
    );
  });

/** The queue's jobs of a client-month, in any state. */
async function jobsOf(target: ClientMonth): Promise<Array<{ state: string }>> {
  const result = await t.db.execute(
    sql`select state from pgboss.job where name = ${RECOMPUTE_QUEUE} and singleton_key = ${recomputeKey(target)}`,
  );
  return (result as { rows: Array<{ state: string }> }).rows;
}

/** A second API process's queue, on the same database, with a worker of its own. */
const extraHosts: FastifyInstance[] = [];
async function anotherProcess(): Promise<RecomputeQueue> {
  const host = Fastify({ logger: { level: 'info', stream: logStream } });
  extraHosts.push(host);
  const jobs = rewardsJobs(host, t.db, FAST);
  await host.ready();
  return jobs;
}
afterAll(async () => {
  for (const host of extraHosts) await host.close();
});

/** March 2026 in São Paulo (08:00 local is 11:00 UTC): a month the demo data leaves empty. */
const MARCH = { year: 2026, month: 3 };
const AT = (day: number, minutes: number) => new Date(Date.UTC(2026, 2, day, 11, minutes));
const CPF = cpfFrom(246813579);

let clientId: number;
let fleetId: number;
let plate: string;
let integrationKey: string;

/** Readings of the driver through the real ingest call: a reading a minute at 60 km/h, engine load 60 %. */
async function ingestDrive(from: Date, minutes: number): Promise<void> {
  const readings = Array.from({ length: minutes + 1 }, (_, minute) => ({
    plate,
    driverName: 'Marta Recalculada',
    driverCpf: CPF,
    time: new Date(from.getTime() + minute * 60_000).toISOString(),
    latitude: -23.5,
    longitude: -46.6,
    speed: 60,
    engineLoad: 60,
    acceleratorPosition: 0,
    odometer: 5_000_000 + minute * 1000, // metres
  }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/integration/telemetry',
    headers: { 'x-integration-key': integrationKey },
    payload: { readings },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(body(response).data).toMatchObject({ accepted: readings.length, refused: [] });
}

const resultOfMarch = async () =>
  (
    await t.db
      .select()
      .from(driverMonthResults)
      .where(
        and(
          eq(driverMonthResults.clientId, clientId),
          eq(driverMonthResults.year, MARCH.year),
          eq(driverMonthResults.month, MARCH.month),
          eq(driverMonthResults.driverCpf, CPF),
        ),
      )
  )[0];

beforeAll(async () => {
  // A new operation of the first client, with its own plate and a driver linked to it.
  const [unit] = await t.db.select().from(businessUnits).orderBy(asc(businessUnits.id)).limit(1);
  clientId = unit!.clientId;
  const [fleet] = await t.db
    .insert(fleets)
    .values({ operationName: 'Operação da fila de prêmios', clientId, businessUnitId: unit!.id })
    .returning({ id: fleets.id });
  fleetId = fleet!.id;
  const [model] = await t.db.select().from(vehiclePlates).orderBy(asc(vehiclePlates.id)).limit(1);
  const [own] = await t.db
    .insert(vehiclePlates)
    .values({
      plate: 'FLA3B45',
      tag: 'FLA3B45',
      clientId,
      typeId: model!.typeId,
      fleetTypeId: model!.fleetTypeId,
    })
    .returning({ id: vehiclePlates.id, plate: vehiclePlates.plate });
  plate = own!.plate;
  const [driver] = await t.db
    .insert(drivers)
    .values({
      firstName: 'Marta',
      lastName: 'Recalculada',
      cpf: CPF,
      clienteId: clientId,
      vehiclePlateId: own!.id,
    })
    .returning({ id: drivers.id });
  await t.db.insert(fleetDrivers).values({ fleetId: fleet!.id, driverId: driver!.id });
  const token = await t.tokenOf(ADMIN);
  const created = await t.call('POST', '/v1/backoffice/integration-keys', { token, body: { name: 'Fila' } });
  integrationKey = body(created).data.key as string;
  for (const [path, payload] of [
    ['/engine-load', { fleetId: fleet!.id, minPerformance: 0, maxPerformance: 100, bonusValue: 150 }],
    ['/inertia', { fleetId: fleet!.id, minPerformance: 0, maxPerformance: 100, bonusValue: 80.5 }],
  ] as const) {
    const response = await t.call('POST', `/v1/backoffice/bonus-configs${path}`, { token, body: payload });
    expect(response.statusCode, response.body).toBe(201);
  }
});

describe('the rewards recomputation queue', () => {
  it('fills a fresh database: the months with readings and no results are queued at start and computed', async () => {
    await eventually(
      () => monthsWithoutResults(t.db),
      (missing) => missing.length === 0,
    );
    const [computed] = await t.db
      .select({
        clientId: driverMonthResults.clientId,
        year: driverMonthResults.year,
        month: driverMonthResults.month,
      })
      .from(driverMonthResults)
      .limit(1);
    expect(computed).toBeDefined();
    // The worker logs each recomputation with its figures.
    const [line] = await eventually(
      async () => runsOf(computed!),
      (runs) => runs.length > 0,
    );
    expect(line!['rewards']).toMatchObject({
      ...computed,
      drivers: expect.any(Number),
      eligible: expect.any(Number),
      readings: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(line!['msg']).toMatch(/^Prêmios recalculados: cliente \d+, \d{4}-\d{2}: \d+ motoristas/);
  });

  it('finds a month by a reading with a driver, however many readings without one the month holds', async () => {
    const at = (month: number, day: number) => new Date(Date.UTC(2030, month - 1, day, 15));
    const reading = (month: number, day: number, cpf: string | null) => ({
      placa: plate,
      clientId,
      savedAt: at(month, day),
      motoristaCpf: cpf,
    });
    // January: trucks without a driver only. February: the same, and one reading of a driver after them.
    const written = await t.db
      .insert(trackingLogs)
      .values([
        ...[1, 2, 3].map((day) => reading(1, day, null)),
        ...[1, 2, 3].map((day) => reading(2, day, null)),
        reading(2, 4, CPF),
      ])
      .returning({ id: trackingLogs.id });
    try {
      const found = (await monthsWithoutResults(t.db)).filter(
        (month) => month.clientId === clientId && month.year === 2030,
      );
      expect(found).toEqual([{ clientId, year: 2030, month: 2 }]);
    } finally {
      await t.db.delete(trackingLogs).where(
        inArray(
          trackingLogs.id,
          written.map((row) => row.id),
        ),
      );
    }
  });

  it('readings through the ingest call queue their month, whose results then appear', async () => {
    expect(await resultOfMarch()).toBeUndefined();
    // 120 minutes at 60 km/h: 120 km, eligible; the engine load in band and no accelerator all along.
    await ingestDrive(AT(10, 0), 120);
    const result = await eventually(resultOfMarch, (row) => row !== undefined);
    expect(result).toMatchObject({
      driverName: 'Marta Recalculada',
      mainPlate: plate,
      eligible: true,
      engineLoadPercentage: 100,
      inertiaPercentage: 100,
      engineLoadPrizeCents: 15_000,
      inertiaPrizeCents: 8_050,
    });
  });

  it('a bonus range edited through the API changes the prizes of the months already computed', async () => {
    await eventually(resultOfMarch, (row) => row?.engineLoadPrizeCents === 15_000);
    const token = await t.tokenOf(ADMIN);
    const list = await t.call('GET', `/v1/backoffice/bonus-configs/?type=EngineLoad&fleetId=${fleetId}`, {
      token,
    });
    const [range] = body(list).data.itens as Array<{ id: number }>;
    expect(range).toBeDefined();
    const edited = await t.call('PUT', `/v1/backoffice/bonus-configs/${range!.id}`, {
      token,
      body: { minPerformance: 0, maxPerformance: 100, bonusValue: 210.25 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const result = await eventually(resultOfMarch, (row) => row?.engineLoadPrizeCents !== 15_000);
    expect(result).toMatchObject({ engineLoadPrizeCents: 21_025, inertiaPrizeCents: 8_050 });
  });

  it('a transaction that rolls back queues nothing; one that commits queues its month once', async () => {
    const jobs = await anotherProcess();
    const target = { clientId, year: 2020, month: 1 };
    await expect(
      t.db.transaction(async (tx) => {
        await jobs.enqueue(tx, [target]);
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await jobsOf(target)).toEqual([]);
    await t.db.transaction((tx) => jobs.enqueue(tx, [target, target]));
    expect(await jobsOf(target)).toHaveLength(1);
    // Queued again at once: the waiting job takes it, or, if a worker took that one up meanwhile, one more
    // waits behind it (a stately queue: one waiting and one running per client-month).
    await t.db.transaction((tx) => jobs.enqueue(tx, [target]));
    expect((await jobsOf(target)).length).toBeLessThanOrEqual(2);
    await eventually(
      () => jobsOf(target),
      (found) => found.length > 0 && found.every((job) => job.state === 'completed'),
    );
  });

  it('with several processes working the queue on one database, each job runs once', async () => {
    const [first, second] = [await anotherProcess(), await anotherProcess()];
    // Eight empty months of the client, queued by two processes; three workers (the app's and theirs) poll.
    const months = Array.from({ length: 8 }, (_, index) => ({ clientId, year: 2019, month: index + 1 }));
    await t.db.transaction((tx) => first.enqueue(tx, months.slice(0, 4)));
    await t.db.transaction((tx) => second.enqueue(tx, months.slice(4)));
    for (const target of months)
      await eventually(
        () => jobsOf(target),
        (found) => found.length === 1 && found[0]!.state === 'completed',
      );
    // Two more polling rounds: nobody runs a job again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    for (const target of months) {
      expect(await jobsOf(target)).toEqual([{ state: 'completed' }]);
      expect(runsOf(target)).toHaveLength(1);
    }
  });

  // A transaction holding a lock while others work needs a second connection: PostgreSQL only.
  it.skipIf(!process.env['TEST_DATABASE_URL'])(
    'a process starting while a month is being computed does not queue that month again',
    async () => {
      const target = { clientId, ...MARCH };
      // Started while March has its results, so its own start queues nothing: the one job is queued below.
      const queue = await anotherProcess();
      await t.db
        .delete(driverMonthResults)
        .where(
          and(
            eq(driverMonthResults.clientId, clientId),
            eq(driverMonthResults.year, MARCH.year),
            eq(driverMonthResults.month, MARCH.month),
          ),
        );
      const runsBefore = runsOf(target).length;
      // Writes to the results wait behind this lock: the month's job stays running until it is released.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const locked = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table driver_month_results in exclusive mode`);
        holding();
        await released;
      });
      await held;
      try {
        await t.db.transaction((tx) => queue.enqueue(tx, [target]));
        await eventually(
          () => jobsOf(target),
          (found) => found.some((job) => job.state === 'active'),
        );
        // March has readings and no results: a process starting now would queue it, but its job is running.
        await anotherProcess();
        expect((await jobsOf(target)).filter((job) => job.state !== 'completed')).toEqual([
          { state: 'active' },
        ]);
      } finally {
        release();
        await locked;
      }
      await eventually(resultOfMarch, (row) => row !== undefined);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect((await jobsOf(target)).filter((job) => job.state !== 'completed')).toEqual([]);
      expect(runsOf(target).length).toBe(runsBefore + 1);
    },
  );
});
