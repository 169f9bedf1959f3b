import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccessTokens } from './access-tokens.ts';

/** What the identity services need, passed as one object. */
export interface IdentityContext {
  db: Database;
  config: Pick<Config, 'refreshTokenTtlDays' | 'resetTokenTtlMinutes' | 'portalUrl'>;
  accessTokens: AccessTokens;
  mailer: Mailer;
}

/** E-mail addresses are compared and stored lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
