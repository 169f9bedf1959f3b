import {
  MONITOR_CARDS,
  MONITOR_MAX_VEHICLES,
  type MonitorCardKey,
  type MonitorFeed,
  PROGRAMMING_STATUSES,
  type TrackedVehicle,
} from '@frota/domain';
import type { ParsedFilter } from '@frota/engine';
import { desc, getTableColumns, getTableName, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
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

/**
 * One vehicle per main plate: of the programmings that match every filter and have a position and a main plate,
 * the one with the newest `lastLocationUpdate` (none last), ties by id desc; the newest `limit` positions.
 */
export async function trackedVehicles(
  db: Database,
  store: EntityStore,
  filters: ParsedFilter[],
  limit: number,
): Promise<{ vehicles: TrackedVehicle[]; truncated: boolean }> {
  const { table, id } = store;
  const plate = column(store, 'mainVehiclePlateId');
  const updated = column(store, 'lastLocationUpdate');
  const latitude = column(store, 'currentLatitude');
  const longitude = column(store, 'currentLongitude');
  const newest = [sql`${updated} desc nulls last`, desc(id)];
  // Each level is a derived table that takes the table's name, so the next reads it as it would the table
  // (as the generic list does): the newest row of each plate, then the newest `limit` of those, and only for
  // them the relations' names (the store's own subqueries).
  const latest = db
    .selectDistinctOn([plate], getTableColumns(table))
    .from(table)
    .where(
      scoped(
        store,
        ...filterConditions(store, filters),
        isNotNull(latitude),
        isNotNull(longitude),
        isNotNull(plate),
      ),
    )
    .orderBy(plate, ...newest)
    .as(getTableName(table));
  const kept = db
    .select(getTableColumns(table))
    .from(latest)
    .orderBy(...newest)
    .limit(limit + 1)
    .as(getTableName(table));
  const name = (field: string) => expressionOf(store, field, 'monitor');
  // The vehicles leave the database as one JSON array: 2,000 rows of twelve columns cost PGlite ~15 ms more to
  // hand over than their JSON (bench/monitor-feed.ts). Integers and double precision stay JSON numbers; the
  // time is written as Date.toISOString() writes it (UTC, milliseconds). A status is never null (the column
  // defaults to Created); -1 would read 'Desconhecido'.
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
  const [row] = await db
    .select({
      vehicles: sql<TrackedVehicle[] | null>`json_agg(${vehicle} order by ${sql.join(newest, sql`, `)})`,
    })
    .from(kept);
  const vehicles = row?.vehicles ?? [];
  return { vehicles: vehicles.slice(0, limit), truncated: vehicles.length > limit };
}
