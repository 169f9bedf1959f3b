import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/identity-tables.ts';
import { apiError } from '../../http/errors.ts';
import { type IdentityContext, normalizeEmail } from './context.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';

type User = typeof users.$inferSelect;

/** The tokens of a session; `expiresIn` is when the access token expires (ISO 8601, UTC). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: string;
}

/** What POST /v1/identity/connect/token returns: the fields the portal keeps as its session. */
export interface LoginResult extends SessionTokens {
  isLogged: true;
  userData: { id: number; profile: User['profile']; firstName: string; lastName: string; email: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function accessTokenFor(context: IdentityContext, user: Pick<User, 'id' | 'profile'>) {
  const { token, expiresAt } = await context.accessTokens.sign({ id: user.id, profile: user.profile });
  return { accessToken: token, expiresIn: expiresAt.toISOString() };
}

/** Checks e-mail and password; any failure (unknown e-mail, wrong password, inactive user) looks the same. */
export async function login(context: IdentityContext, email: string, password: string): Promise<LoginResult> {
  const [user] = await context.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  // Verify even for an unknown e-mail, so the answer time does not tell which e-mails exist.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid || !user.isActive) throw apiError('INVALID_CREDENTIALS');
  const { token: refreshToken, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + context.config.refreshTokenTtlDays * DAY_MS);
  await context.db.insert(refreshTokens).values({ tokenHash: hash, userId: user.id, expiresAt });
  const { id, profile, firstName, lastName } = user;
  return {
    isLogged: true,
    ...(await accessTokenFor(context, user)),
    refreshToken,
    userData: { id, profile, firstName, lastName, email: user.email },
  };
}

/** Revokes every live refresh token of a user (reuse detected, password reset). */
export async function revokeAllRefreshTokens(
  context: Pick<IdentityContext, 'db'>,
  userId: number,
): Promise<void> {
  await context.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a refresh token for new tokens, rotating it: the old one is revoked and points at its
 * replacement. Presenting a revoked token again means it leaked, so every token of that user is revoked.
 */
export async function refreshSession(context: IdentityContext, presented: string): Promise<SessionTokens> {
  const { db } = context;
  const [current] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)))
    .limit(1);
  if (!current) throw apiError('UNAUTHENTICATED');
  if (current.revokedAt) {
    await revokeAllRefreshTokens(context, current.userId);
    throw apiError('UNAUTHENTICATED');
  }
  const [user] = await db.select().from(users).where(eq(users.id, current.userId)).limit(1);
  if (current.expiresAt.getTime() <= Date.now() || !user?.isActive) throw apiError('UNAUTHENTICATED');

  const next = newOpaqueToken();
  const rotated = await db.transaction(async (tx) => {
    // Conditional on "not revoked yet": of two concurrent refreshes with one token, only one wins.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) return false;
    const expiresAt = new Date(Date.now() + context.config.refreshTokenTtlDays * DAY_MS);
    const [created] = await tx
      .insert(refreshTokens)
      .values({ tokenHash: next.hash, userId: user.id, expiresAt })
      .returning({ id: refreshTokens.id });
    await tx.update(refreshTokens).set({ replacedById: created?.id }).where(eq(refreshTokens.id, current.id));
    return true;
  });
  if (!rotated) {
    await revokeAllRefreshTokens(context, user.id);
    throw apiError('UNAUTHENTICATED');
  }
  return { ...(await accessTokenFor(context, user)), refreshToken: next.token };
}
