import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';

/**
 * Development only: every e-mail the server "sends", so a person or an end-to-end test can follow a reset
 * link. It is not part of the migrations, so a production database never has it; the development server
 * creates it when it starts.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_to_address_idx').on(table.toAddress, table.id)],
);

/** Creates the outbox table if it is missing (development and tests only). */
export async function ensureDevOutbox(db: Database): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS dev_outbox (
      id serial PRIMARY KEY,
      to_address varchar(254) NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await db.execute(sql`CREATE INDEX IF NOT EXISTS dev_outbox_to_address_idx ON dev_outbox (to_address, id)`);
}

/**
 * The development mailer: each message goes to the outbox table and one log line with its links, so a
 * developer can follow a reset link from the terminal. Never used in production (see config.ts).
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      await db.insert(devOutbox).values({ toAddress: to, subject, body: text });
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      log.info(`[desenvolvimento] e-mail para ${to}: "${subject}" ${links.join(' ')}`.trim());
    },
  };
}
