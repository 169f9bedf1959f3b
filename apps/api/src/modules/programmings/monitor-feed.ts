import {
  MONITOR_CARDS,
  MONITOR_MAX_VEHICLES,
  type MonitorCardKey,
  type MonitorFeed,
  PROGRAMMING_STATUSES,
  type TrackedVehicle,
} from '@frota/domain';
import type { ParsedFilter } from '@frota/engine';
import { desc, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { type EntityStore, expressionOf, scoped } from '../../crud/entity-store.ts';
import { filterConditions } from '../../crud/list-filters.ts';
import type { JsonSchema } from '../../http/envelope.ts';

/** The field of the status filter, which the counter cards leave out (a card's click sets it). */
const STATUS_FIELD = 'status';

/** Each card's statuses as their numbers (a status's number is its index in PROGRAMMING_STATUSES). */
const CARD_CODES = MONITOR_CARDS.map((card) => ({
  key: card.key,
  codes: card.statuses.map((status) => PROGRAMMING_STATUSES.indexOf(status)),
}));

/** The answer's schema (`MonitorFeed`): it documents the call and serializes the answer. */
export const monitorFeedSchema: JsonSchema = {
  type: 'object',
  required: ['counts', 'vehicles', 'truncated', 'generatedAt'],
  properties: {
    counts: {
      type: 'object',
      description:
        'Programações de cada card do monitor, com todos os filtros exceto o de status: ' +
        MONITOR_CARDS.map((card) => `${card.key} (${card.label}): ${card.statuses.join(', ')}`).join('; ') +
        '.',
      required: MONITOR_CARDS.map((card) => card.key),
      properties: Object.fromEntries(MONITOR_CARDS.map((card) => [card.key, { type: 'integer' }])),
    },
    vehicles: {
      type: 'array',
      description:
        'Um veículo por placa principal: das programações com posição que atendem a todos os filtros, a de ' +
        `posição mais recente; no máximo ${MONITOR_MAX_VEHICLES}, as posições mais recentes.`,
      items: {
        type: 'object',
        required: [
          'programmingId',
          'vehiclePlateId',
          'status',
          'plates',
          'origin',
          'destination',
          'address',
          'latitude',
          'longitude',
          'updatedAt',
        ],
        properties: {
          programmingId: { type: 'integer' },
          vehiclePlateId: { type: 'integer' },
          status: {
            type: 'integer',
            description: 'Status da programação (0 Waiting ... 15 DelayedArrival).',
          },
          plates: {
            type: 'array',
            items: { type: 'string' },
            description: 'A placa principal, depois os semirreboques 1 e 2 quando houver (ABC1D23).',
          },
          origin: { type: ['string', 'null'] },
          destination: { type: ['string', 'null'] },
          address: { type: ['string', 'null'], description: 'Onde foi a última leitura, em palavras.' },
          latitude: { type: 'number' },
          longitude: { type: 'number' },
          updatedAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
    },
    truncated: {
      type: 'boolean',
      description: `Verdadeiro quando mais de ${MONITOR_MAX_VEHICLES} veículos atendem aos filtros.`,
    },
    generatedAt: { type: 'string', format: 'date-time' },
  },
};

/** What the monitor reads: the counts of the cards and the vehicles with a position, for the list's filters. */
export async function monitorFeed(
  db: Database,
  store: EntityStore,
  filters: ParsedFilter[],
  now = new Date(),
): Promise<MonitorFeed> {
  const [counts, vehicles] = await Promise.all([
    cardCounts(
      db,
      store,
      filters.filter(({ filter }) => filter.field !== STATUS_FIELD),
    ),
    trackedVehicles(db, store, filters, MONITOR_MAX_VEHICLES),
  ]);
  return { counts, ...vehicles, generatedAt: now.toISOString() };
}

const column = (store: EntityStore, field: string) => expressionOf(store, field, 'monitor') as PgColumn;

/**
 * The programmings of each card, in one query: `filter (where status in (...))` per card, summing the counts
 * of each status (a count per status, then per card, costs PGlite 20 ms over 100,000 programmings where five
 * `count(*) filter` over the rows cost 29 ms). A status of no card is counted by none.
 */
async function cardCounts(
  db: Database,
  store: EntityStore,
  filters: ParsedFilter[],
): Promise<Record<MonitorCardKey, number>> {
  const byStatus = db
    .select({ status: column(store, STATUS_FIELD), rows: sql<number>`count(*)`.as('rows') })
    .from(store.table)
    .where(scoped(store, ...filterConditions(store, filters)))
    .groupBy(column(store, STATUS_FIELD))
    .as('by_status');
  const selection: Record<string, SQL<number>> = {};
  for (const { key, codes } of CARD_CODES)
    selection[key] =
      sql<number>`coalesce(sum(${byStatus.rows}) filter (where ${inArray(byStatus.status, codes)}), 0)`.mapWith(
        Number,
      );
  const [row] = await db.select(selection).from(byStatus);
  return Object.fromEntries(CARD_CODES.map(({ key }) => [key, row?.[key] ?? 0])) as Record<
    MonitorCardKey,
    number
  >;
}

/** Rows the newest-first walk reads per round, at least: twice the vehicles an answer carries (a plate's older trips). */
const WALK_ROWS_PER_VEHICLE = 2;

interface WalkedRow {
  id: number;
  plate: number;
  /** The position's time as PostgreSQL writes it (microseconds kept), where the next round starts. */
  at: string | null;
}

/**
 * The programmings of the first `wanted` main plates in newest-position order, each plate's newest: a walk over
 * the programmings with a position, newest first (those with a time by the `(lastLocationUpdate, id)` index,
 * then those without one by id), in rounds of `rowsPerRound` rows, each starting where the last ended. A plate's
 * first row in the walk is its newest, and a plate met later is older than every plate met before it, so the
 * walk stops as soon as it has met `wanted` plates: with 10,000 trucks and a million trips it reads some
 * thousands of rows, where one DISTINCT ON over every trip with a position read them all.
 */
async function newestOfEachPlate(
  db: Database,
  store: EntityStore,
  conditions: Array<SQL | undefined>,
  wanted: number,
  rowsPerRound: number,
): Promise<number[]> {
  const { table, id } = store;
  const plate = column(store, 'mainVehiclePlateId');
  const updated = column(store, 'lastLocationUpdate');
  const plates = new Set<number>();
  const ids: number[] = [];
  for (const timed of [true, false]) {
    let after: WalkedRow | undefined;
    for (;;) {
      const from = !after
        ? undefined
        : timed
          ? sql`(${updated}, ${id}) < (${after.at}::timestamptz, ${after.id})`
          : sql`${id} < ${after.id}`;
      const rows: WalkedRow[] = await db
        .select({
          id: sql<number>`${id}`,
          plate: sql<number>`${plate}`,
          at: sql<string | null>`${updated}::text`,
        })
        .from(table)
        .where(scoped(store, ...conditions, timed ? isNotNull(updated) : isNull(updated), from))
        .orderBy(...(timed ? [desc(updated), desc(id)] : [desc(id)]))
        .limit(rowsPerRound);
      for (const row of rows) {
        if (plates.has(row.plate)) continue;
        plates.add(row.plate);
        ids.push(row.id);
        if (ids.length === wanted) return ids;
      }
      if (rows.length < rowsPerRound) break;
      after = rows.at(-1);
    }
  }
  return ids;
}

/**
 * One vehicle per main plate: of the programmings that match every filter and have a position and a main plate,
 * the one with the newest `lastLocationUpdate` (none last), ties by id desc; the newest `limit` positions.
 */
export async function trackedVehicles(
  db: Database,
  store: EntityStore,
  filters: ParsedFilter[],
  limit: number,
  rowsPerRound = (limit + 1) * WALK_ROWS_PER_VEHICLE,
): Promise<{ vehicles: TrackedVehicle[]; truncated: boolean }> {
  const { table, id } = store;
  const plate = column(store, 'mainVehiclePlateId');
  const updated = column(store, 'lastLocationUpdate');
  const latitude = column(store, 'currentLatitude');
  const longitude = column(store, 'currentLongitude');
  const positioned = [isNotNull(latitude), isNotNull(longitude), isNotNull(plate)];
  const ids = await newestOfEachPlate(
    db,
    store,
    [...filterConditions(store, filters), ...positioned],
    limit + 1,
    rowsPerRound,
  );
  if (ids.length === 0) return { vehicles: [], truncated: false };
  const name = (field: string) => expressionOf(store, field, 'monitor');
  // The vehicles leave the database as one JSON array: 2,000 rows of twelve columns cost PGlite ~15 ms more to
  // hand over than their JSON (bench/monitor-feed.ts). Integers and double precision stay JSON numbers; the
  // time is written as Date.toISOString() writes it (UTC, milliseconds). A status is never null (the column
  // defaults to Created); -1 would read 'Desconhecido'. The relations' names are read for these rows only.
  const vehicle = sql`json_build_object(
    'programmingId', ${id},
    'vehiclePlateId', ${plate},
    'status', coalesce(${column(store, STATUS_FIELD)}, -1),
    'plates', array_remove(array[${name('mainVehiclePlateName')}, ${name('semiTrailer1Name')}, ${name('semiTrailer2Name')}]::text[], null),
    'origin', ${name('originReferenceName')},
    'destination', ${name('destinationReferenceName')},
    'address', ${column(store, 'currentAddressInfo')},
    'latitude', ${latitude},
    'longitude', ${longitude},
    'updatedAt', to_char(${updated} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )`;
  const newest = [sql`${updated} desc nulls last`, desc(id)];
  const [row] = await db
    .select({
      vehicles: sql<TrackedVehicle[] | null>`json_agg(${vehicle} order by ${sql.join(newest, sql`, `)})`,
    })
    .from(table)
    .where(sql`${id} = any(${`{${ids.join(',')}}`}::integer[])`);
  const vehicles = row?.vehicles ?? [];
  return { vehicles: vehicles.slice(0, limit), truncated: vehicles.length > limit };
}
