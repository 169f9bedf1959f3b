import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { GuessingLimits } from './guessing-limits.ts';
import type { SessionGuard } from './session-guard.ts';

/** What the identity services need, passed as one object. */
export interface IdentityContext {
  db: Database;
  config: Pick<Config, 'sessions' | 'resetTokenTtlMinutes' | 'portalUrl'>;
  accessTokens: AccessTokens;
  mailer: Mailer;
  guard: SessionGuard;
  limits: GuessingLimits;
}

/** The caller of one request, for the limits and the audit trail. */
export interface Caller {
  address: string;
  log: FastifyBaseLogger;
  /** The browser's User-Agent, kept with a new session for its owner's list of sessions. */
  userAgent?: string;
}

/** E-mail addresses are compared and stored lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
