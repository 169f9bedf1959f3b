import { asc, eq, sql } from 'drizzle-orm';
import { entities } from '@frota/engine/entities';
import { createMonths, partitionedTableOf } from '../crud/partitions.ts';
import type { Database } from '../db/database.ts';
import { clients, drivers, products, references, vehiclePlates } from '../db/generated/entity-tables.ts';
import { FIRST_NAMES, SURNAMES } from './bulk-telemetry.ts';
import { cpfFrom } from './documents.ts';
import { seedBulkClients } from './index.ts';

/** How much data `seedScale` adds (npm run seed:scale; each settable). */
export interface ScaleSizes {
  clients: number;
  /** One driver per plate (a driver is registered with the plate they drive); more drivers than plates share them. */
  drivers: number;
  plates: number;
  programmings: number;
  readings: number;
  /** The months the programmings and readings cover, ending now. */
  months: number;
  /** The trucks that report readings (the first plates), each with its own driver. */
  reportingTrucks: number;
}

export const DEFAULT_SCALE: ScaleSizes = {
  clients: 2_000,
  drivers: 100_000,
  plates: 100_000,
  programmings: 1_000_000,
  readings: 20_000_000,
  months: 12,
  reportingTrucks: 10_000,
};

/** One step's progress: rows written so far of its total. */
export type ScaleProgress = (step: ScaleStep, done: number, total: number) => void;
export type ScaleStep = 'clients' | 'plates' | 'drivers' | 'programmings' | 'readings';

const DAY_S = 86_400;
/** First 9-digit CPF base of scale drivers (demo and bulk-telemetry drivers use 7xx and below). */
const SCALE_CPF_BASE = 800_000_000;
/** A scale plate's first letter: Q, which no demo or benchmark plate starts with. */
const PLATE_SQL = (n: string) =>
  sql.raw(
    `'Q' || chr(65 + (${n} / 676000) % 26) || chr(65 + (${n} / 26000) % 26) || ((${n} / 100) % 10)` +
      ` || chr(65 + (${n} / 1000) % 26) || lpad((${n} % 100)::text, 2, '0')`,
  );

/** Rows per statement: each chunk is its own transaction, so progress is real and a failure keeps what was done. */
const CHUNK = 100_000;

async function inChunks(
  total: number,
  chunk: number,
  write: (from: number, to: number) => Promise<void>,
  progress: (done: number) => void,
): Promise<void> {
  progress(0);
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk);
    await write(from, to);
    progress(to);
  }
}

const activeClientIds = async (db: Database) =>
  (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.isActive, true))
      .orderBy(asc(clients.id))
  ).map((row) => row.id);

/** An integer array literal (ids the seed itself read), for `(array[...])[k]` lookups inside one statement. */
const idArray = (ids: number[]) => sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::integer[]`);

/**
 * Plates Q… (Mercosul, unique for n < 17,576,000) spread over the active clients in turn, typed like the first
 * demo plate. Returns the id of the first one: the seed's plates have consecutive ids.
 */
async function seedScalePlates(db: Database, count: number, progress: (done: number) => void) {
  const clientIds = await activeClientIds(db);
  const [model] = await db
    .select({ typeId: vehiclePlates.typeId, fleetTypeId: vehiclePlates.fleetTypeId })
    .from(vehiclePlates)
    .orderBy(asc(vehiclePlates.id))
    .limit(1);
  if (clientIds.length === 0 || !model) throw new Error('seed:scale: the demo data must be seeded first.');
  const [start] = await db
    .select({ next: sql<number>`coalesce(max(${vehiclePlates.id}), 0) + 1` })
    .from(vehiclePlates);
  const offset = Number(start?.next ?? 1);
  await inChunks(
    count,
    CHUNK,
    (from, to) =>
      db
        .execute(
          sql`
        insert into vehicle_plates (id, plate, tag, client_id, type_id, fleet_type_id, created_at)
        select ${offset}::integer + n, ${PLATE_SQL('n')}, 'Escala ' || (n + 1),
          (${idArray(clientIds)})[1 + n % ${clientIds.length}], ${model.typeId}::integer, ${model.fleetTypeId}::integer,
          now() - (n % 365) * interval '1 day'
        from generate_series(${from}::integer, ${to - 1}::integer) as n
      `,
        )
        .then(() => undefined),
    progress,
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('vehicle_plates', 'id'), (select max(id) from vehicle_plates))`,
  );
  return offset;
}

/** Drivers on the seed's plates (driver k drives plate k mod plates, of that plate's client), each linked to it. */
async function seedScaleDrivers(
  db: Database,
  count: number,
  plates: { first: number; count: number },
  progress: (done: number) => void,
) {
  const [start] = await db.select({ next: sql<number>`coalesce(max(${drivers.id}), 0) + 1` }).from(drivers);
  const offset = Number(start?.next ?? 1);
  await inChunks(
    count,
    20_000,
    async (from, to) => {
      const ks = Array.from({ length: to - from }, (_, i) => from + i);
      const firstNames = ks.map((k) => FIRST_NAMES[k % FIRST_NAMES.length]!);
      const lastNames = ks.map(
        (k) => `${SURNAMES[Math.floor(k / FIRST_NAMES.length) % SURNAMES.length]} ${SURNAMES[k % 7]}`,
      );
      const cpfs = ks.map((k) => cpfFrom(SCALE_CPF_BASE + k));
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into drivers (id, first_name, last_name, cpf, client_id, vehicle_plate_id, created_at)
          select ${offset}::integer + d.k, d.first_name, d.last_name, d.cpf, p.client_id, p.id, p.created_at
          from unnest(${sql.param(ks)}::integer[], ${sql.param(firstNames)}::text[], ${sql.param(lastNames)}::text[], ${sql.param(cpfs)}::text[])
            as d (k, first_name, last_name, cpf)
          join vehicle_plates p on p.id = ${plates.first}::integer + d.k % ${plates.count}::integer
        `);
        await tx.execute(sql`
          insert into client_drivers (client_id, driver_id)
          select client_id, id from drivers where id >= ${offset + from}::integer and id < ${offset + to}::integer
        `);
      });
    },
    progress,
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('drivers', 'id'), (select max(id) from drivers))`,
  );
  return offset;
}

/**
 * Programmings over the months, oldest first: truck k mod plates with its driver, a demo product and two demo
 * references; the newest 1 % open (created, waiting or under way), the rest closed (85 % completed, 7 % finished,
 * 8 % cancelled).
 */
async function seedScaleProgrammings(
  db: Database,
  total: number,
  fleet: { firstPlate: number; firstDriver: number; count: number },
  months: number,
  progress: (done: number) => void,
) {
  const productIds = (await db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map(
    (r) => r.id,
  );
  const referenceIds = (
    await db.select({ id: references.id }).from(references).orderBy(asc(references.id))
  ).map((r) => r.id);
  if (productIds.length === 0 || referenceIds.length < 2)
    throw new Error('seed:scale: the demo products and references must be seeded first.');
  const open = Math.max(1, Math.floor(total / 100));
  const nowS = Date.now() / 1000;
  const spanS = months * 30 * DAY_S;
  await inChunks(
    total,
    CHUNK,
    (from, to) =>
      db
        .execute(
          sql`
        with n as (
          select n, (n::bigint * 7919 % ${fleet.count})::integer as f, (n::bigint * 104729 % 1000)::integer as draw,
            n >= ${total - open} as is_open,
            to_timestamp(${nowS}::double precision - ${spanS}::double precision * (${total} - n) / ${total}) as created_at
          from generate_series(${from}::integer, ${to - 1}::integer) as n
        )
        insert into programmings (client_id, main_vehicle_plate_id, volume, product_id, driver_id, travel_type,
          origin_reference_id, destination_reference_id, is_return, expected_departure_time, expected_arrival_time,
          distance_km, status, created_at)
        select p.client_id, p.id, 18 + (n.n % 23) * 0.75, (${idArray(productIds)})[1 + n.n % ${productIds.length}],
          ${fleet.firstDriver}::integer + n.f, case when n.n % 5 = 4 then 0 else 1 end,
          (${idArray(referenceIds)})[1 + n.n % ${referenceIds.length}],
          (${idArray(referenceIds)})[1 + (n.n + 1) % ${referenceIds.length}], false,
          n.created_at + (6 + n.n % 66) * interval '1 hour', n.created_at + (20 + n.n % 66) * interval '1 hour',
          100 + n.n % 900,
          case when n.is_open then (array[1, 1, 0, 2, 3, 4, 8, 10])[1 + n.n % 8]
            when n.draw < 850 then 5 when n.draw < 920 then 6 else 7 end,
          n.created_at
        from n join vehicle_plates p on p.id = ${fleet.firstPlate}::integer + n.f
      `,
        )
        .then(() => undefined),
    progress,
  );
}

/**
 * Tracker readings over the months, spread evenly over the reporting trucks (plate and driver of each), by day
 * in daytime hours: what the telemetry ingest would have written.
 */
async function seedScaleReadings(
  db: Database,
  total: number,
  fleet: { firstPlate: number; firstDriver: number; trucks: number },
  months: number,
  progress: (done: number) => void,
) {
  const days = months * 30;
  const perTruckDay = Math.max(1, Math.ceil(total / fleet.trucks / days));
  const firstDayS = Math.floor(Date.now() / 1000 / DAY_S) * DAY_S - days * DAY_S;
  // Each month's partition first: rows of a month without one would crowd the default partition.
  await createMonths(
    db,
    partitionedTableOf(entities, 'tracking-logs'),
    new Date(firstDayS * 1000),
    new Date(),
  );
  await inChunks(
    total,
    CHUNK,
    (from, to) =>
      db
        .execute(
          sql`
        with r as (
          select n, n % ${fleet.trucks} as v, (n / ${fleet.trucks}) / ${perTruckDay} as day,
            (n / ${fleet.trucks}) % ${perTruckDay} as slot
          from generate_series(${from}::bigint, ${to - 1}::bigint) as n
        )
        insert into tracking_logs (placa, motorista_nome, motorista_cpf, client_id, engine_load, posicao_acelerador,
          velocidade, odometro, latitude, longitude, saved_at)
        select p.plate, d.first_name || ' ' || d.last_name, d.cpf, p.client_id,
          (r.n * 37 % 900) / 10.0 + 5, (r.n * 53 % 1000) / 10.0, 40 + r.n * 17 % 50,
          150000000 + r.v * 12345 + r.day * 400000 + r.slot * 1000,
          -23.5 + (r.v % 10) * 0.3 + r.slot * 0.001, -46.6 - (r.v % 7) * 0.4 + r.slot * 0.001,
          to_timestamp(${firstDayS}::double precision) + r.day * interval '1 day' + interval '9 hours'
            + (r.v % 60) * interval '1 minute' + r.slot * (interval '10 hours' / ${perTruckDay})
        from r
        join vehicle_plates p on p.id = ${fleet.firstPlate}::integer + r.v
        join drivers d on d.id = ${fleet.firstDriver}::integer + r.v
        on conflict do nothing
      `,
        )
        .then(() => undefined),
    progress,
  );
}

/**
 * Production-sized data for benchmarks, on a database the demo data was seeded into: clients, plates, drivers
 * (each linked to their client), programmings and tracker readings, written by the database itself
 * (INSERT ... SELECT over generate_series, `unnest` for the drivers' computed CPFs) in statements of 100,000 rows.
 */
export async function seedScale(db: Database, sizes: ScaleSizes, onProgress: ScaleProgress): Promise<void> {
  await seedBulkClients(db, sizes.clients);
  onProgress('clients', sizes.clients, sizes.clients);
  const firstPlate = await seedScalePlates(db, sizes.plates, (done) =>
    onProgress('plates', done, sizes.plates),
  );
  const firstDriver = await seedScaleDrivers(
    db,
    sizes.drivers,
    { first: firstPlate, count: sizes.plates },
    (done) => onProgress('drivers', done, sizes.drivers),
  );
  const trucks = Math.min(sizes.plates, sizes.drivers);
  await seedScaleProgrammings(
    db,
    sizes.programmings,
    { firstPlate, firstDriver, count: trucks },
    sizes.months,
    (done) => onProgress('programmings', done, sizes.programmings),
  );
  await seedScaleReadings(
    db,
    sizes.readings,
    { firstPlate, firstDriver, trucks: Math.min(trucks, sizes.reportingTrucks) },
    sizes.months,
    (done) => onProgress('readings', done, sizes.readings),
  );
}
