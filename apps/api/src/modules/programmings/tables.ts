import { boolean, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { justifications, programmings } from '../../db/generated/entity-tables.ts';
import { users } from '../../db/identity-tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Where a started programming is on its trip, as the status rules follow it (`@frota/domain`'s
 * programming-progress): the stage, when it began, a fence crossing seen and waiting for more readings to
 * agree, and the time of the last reading applied (the next refresh reads only newer ones). The last position
 * is the programming's own currentLatitude and currentLongitude.
 */
export const programmingProgress = pgTable('programming_progress', {
  programmingId: integer('programming_id')
    .primaryKey()
    .references(() => programmings.id, { onDelete: 'cascade' }),
  stage: varchar('stage', { length: 20 }).notNull(),
  stageSince: at('stage_since'),
  pendingInside: boolean('pending_inside'),
  pendingSince: at('pending_since'),
  pendingReadings: smallint('pending_readings'),
  lastReadingAt: at('last_reading_at'),
});

/** Every status a programming took, by whom (a staff member, or the location refresh when null) and why. */
export const programmingStatusChanges = pgTable(
  'programming_status_changes',
  {
    id: serial('id').primaryKey(),
    programmingId: integer('programming_id')
      .notNull()
      .references(() => programmings.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    justificationId: integer('justification_id').references(() => justifications.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (table) => [index('programming_status_changes_programming_idx').on(table.programmingId, table.changedAt)],
);
