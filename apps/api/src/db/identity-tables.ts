import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Profile } from '@frota/engine';
import { accountForeignKeys } from './generated/entity-tables.ts';

/** The staff profiles of the spec, as the schema format names them. */
export type UserProfile = Profile;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Staff accounts, also the records of the account entities (schemas with `storage.accounts`: backoffice users,
 * managers). E-mail is stored lower-case so the unique index is case-insensitive in effect.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().unique('users_email_unique'),
    cpf: varchar('cpf', { length: 11 }),
    // The client of a Manager. Its foreign key comes from the managers schema, which declares the relation
    // (accountForeignKeys, generated): identity does not hand-write a dependency on one entity's table.
    clientId: integer('client_id'),
    profile: text('profile').$type<UserProfile>().notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('users_client_id_idx').on(table.clientId),
    index('users_created_at_idx').on(table.createdAt),
    ...accountForeignKeys(table),
  ],
);

/**
 * A signed-in session: one per sign-in, carried through every refresh rotation. It ends at `expiresAt` (the
 * absolute lifetime), after the idle limit without a request (`lastSeenAt`), or when revoked (Sair, a password
 * change or reset, a reused refresh token).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Where the session was opened from, for its owner's list of sessions: the address and the browser. */
    address: varchar('address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; a rotated token points at its replacement. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('refresh_tokens_token_hash_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => refreshTokens.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_user_id_idx').on(table.userId),
    index('refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);

/** Single-use password reset tokens, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 })
      .notNull()
      .unique('password_reset_tokens_token_hash_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/**
 * Failure counters of the guessing limits, one row per key (an account's or an address's sign-in failures,
 * wrong current passwords, reset requests). Keys never hold an e-mail in clear: see throttle.ts.
 */
/**
 * The identity calls' rate-limit counters (@fastify/rate-limit's store, rate-limit-store.ts): one row per address
 * and window, shared by every API process and host on the database, so the limit holds however many serve.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 160 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const authThrottles = pgTable('auth_throttles', {
  key: varchar('key', { length: 120 }).primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
