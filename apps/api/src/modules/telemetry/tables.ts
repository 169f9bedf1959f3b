import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../db/identity-tables.ts';

/**
 * Keys that let a tracker integration send readings without a staff session: only the scrypt-free SHA-256 of
 * the key is kept (a random 32-byte key needs no slow hash), with its first characters to tell keys apart.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 12 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('integration_keys_hash_unique').on(table.keyHash),
    index('integration_keys_created_idx').on(table.createdAt),
  ],
);
