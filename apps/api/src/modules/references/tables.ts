import {
  doublePrecision,
  integer,
  pgTable,
  serial,
  smallint,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  boolean,
} from 'drizzle-orm/pg-core';
import { references } from '../../db/generated/entity-tables.ts';

// A reference's nested parts (its `api.details`, "reference-details"), written in the reference's own
// transaction and deleted with it.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A reference's electronic fence: one per reference, a polygon (type 0) whose points are kept in order. */
export const referenceGeofences = pgTable(
  'reference_geofences',
  {
    id: serial('id').primaryKey(),
    referenceId: integer('reference_id')
      .notNull()
      .references(() => references.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    // 0 polygon, 1 circle (spec 02 §3); our editor always sends a polygon.
    type: smallint('type').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('reference_geofences_reference_id_unique').on(table.referenceId)],
);

/** The ordered vertices of a fence. */
export const referenceGeofencePoints = pgTable(
  'reference_geofence_points',
  {
    id: serial('id').primaryKey(),
    geofenceId: integer('geofence_id')
      .notNull()
      .references(() => referenceGeofences.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('reference_geofence_points_order_unique').on(table.geofenceId, table.index)],
);

/** A reference's hours on one weekday (0 Sunday to 6 Saturday) and its gate-to-gate minutes. */
export const referenceOperatingHours = pgTable(
  'reference_operating_hours',
  {
    id: serial('id').primaryKey(),
    referenceId: integer('reference_id')
      .notNull()
      .references(() => references.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    contractedGateToGateMinutes: integer('contracted_gate_to_gate_minutes').notNull(),
    expectedGateToGateMinutes: integer('expected_gate_to_gate_minutes').notNull(),
    createdAt: createdAt(),
  },
  // The unique pair also serves the lookups by reference (its first column).
  (table) => [uniqueIndex('reference_operating_hours_day_unique').on(table.referenceId, table.dayOfWeek)],
);
