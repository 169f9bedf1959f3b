import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients, fleets } from '../../db/generated/entity-tables.ts';

/**
 * A driver's month in the rewards program (`@frota/domain`'s driving-performance and bonus-prizes), per client:
 * what the dashboard and the report read. Written by the recomputation (recompute.ts), never by a request.
 * The driver is known by the CPF the trackers send; the operation is theirs when the month was computed.
 */
export const driverMonthResults = pgTable(
  'driver_month_results',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    driverCpf: varchar('driver_cpf', { length: 11 }).notNull(),
    driverName: varchar('driver_name', { length: 200 }),
    fleetId: integer('fleet_id').references(() => fleets.id, { onDelete: 'set null' }),
    /** The plate driven longest in the month. */
    mainPlate: varchar('main_plate', { length: 11 }),
    drivingSeconds: integer('driving_seconds').notNull(),
    distanceKm: numeric('distance_km', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    eligible: boolean('eligible').notNull(),
    engineLoadPercentage: numeric('engine_load_percentage', { precision: 5, scale: 2, mode: 'number' }),
    inertiaPercentage: numeric('inertia_percentage', { precision: 5, scale: 2, mode: 'number' }),
    engineLoadPrizeCents: integer('engine_load_prize_cents').notNull(),
    inertiaPrizeCents: integer('inertia_prize_cents').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('driver_month_results_client_month_driver_unique').on(
      table.clientId,
      table.year,
      table.month,
      table.driverCpf,
    ),
    index('driver_month_results_driver_idx').on(table.driverCpf, table.year, table.month),
  ],
);
