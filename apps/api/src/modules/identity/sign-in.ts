import { eq } from 'drizzle-orm';
import { users } from '../../db/identity-tables.ts';
import { ApiError, apiError } from '../../http/errors.ts';
import { audit } from './audit.ts';
import { type Caller, type IdentityContext, normalizeEmail } from './context.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { type SessionTokens, startSession } from './sessions.ts';

type User = typeof users.$inferSelect;

/** What POST /v1/identity/connect/token returns: the fields the portal keeps as its session. */
export interface LoginResult extends SessionTokens {
  isLogged: true;
  userData: { id: number; profile: User['profile']; firstName: string; lastName: string; email: string };
}

/**
 * Checks e-mail and password under the guessing limits; any failure (unknown e-mail, wrong password,
 * inactive user) looks the same to the caller and is written to the audit trail.
 */
export async function signIn(
  context: IdentityContext,
  credentials: { email: string; password: string },
  caller: Caller,
): Promise<LoginResult> {
  const email = normalizeEmail(credentials.email);
  let attempt;
  try {
    attempt = await context.limits.beginAttempt('signin', email, caller.address);
  } catch (error) {
    if (error instanceof ApiError) audit(caller.log, 'signin.locked', { email, address: caller.address });
    throw error;
  }
  const [user] = await context.db.select().from(users).where(eq(users.email, email)).limit(1);
  // Verify even for an unknown e-mail, so the answer time does not tell which e-mails exist.
  const valid = await verifyPassword(credentials.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid || !user.isActive) {
    await attempt.failed();
    const reason = !user ? 'unknown-account' : !valid ? 'bad-password' : 'inactive-account';
    audit(caller.log, 'signin.failure', {
      ...(user ? { userId: user.id } : { email }),
      address: caller.address,
      reason,
    });
    throw apiError('INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
  audit(caller.log, 'signin.success', { userId: user.id, address: caller.address });
  const { id, profile, firstName, lastName } = user;
  return {
    isLogged: true,
    ...(await startSession(context, user.id, caller)),
    userData: { id, profile, firstName, lastName, email: user.email },
  };
}
