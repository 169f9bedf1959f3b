import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/identity-tables.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
}

/** How the API sends e-mail. Production plugs a real transport here; nothing else changes. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The development mailer: each message is stored in the outbox table (read by GET /v1/dev/outbox and the
 * end-to-end tests) and logged on one line with its links, so a person can follow a reset link.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      await db.insert(outbox).values({ toAddress: to, subject, body: text });
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ mail: { to, subject, links } }, `E-mail para ${to}: "${subject}" ${links.join(' ')}`.trim());
    },
  };
}
