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

/** The staff profiles of the spec, as the schema format names them. */
export type UserProfile = Profile;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Staff accounts. E-mail is stored lower-case so the unique index is case-insensitive in effect. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().unique('users_email_unique'),
    cpf: varchar('cpf', { length: 11 }),
    // The client of a Manager. Its foreign key arrives with the managers schema, which will declare the
    // relation; identity must not hand-write a dependency on one entity's table.
    clientId: integer('client_id'),
    profile: text('profile').$type<UserProfile>().notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('users_client_id_idx').on(table.clientId),
    index('users_created_at_idx').on(table.createdAt),
  ],
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => refreshTokens.id),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_user_id_idx').on(table.userId)],
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

/** Every e-mail the server sends, so development and tests can read them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_to_address_idx').on(table.toAddress, table.id)],
);
