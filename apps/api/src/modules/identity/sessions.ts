import type { ActiveSession } from '@frota/domain';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { refreshTokens, sessions, users } from '../../db/identity-tables.ts';
import { apiError } from '../../http/errors.ts';
import { audit } from './audit.ts';
import type { Caller, IdentityContext } from './context.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { sessionAlive } from './session-guard.ts';

/** The tokens of a session; `expiresIn` is when the access token expires (ISO 8601, UTC). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: string;
}

async function tokensFor(
  context: IdentityContext,
  tx: Database | Transaction,
  session: { id: number; userId: number; expiresAt: Date },
): Promise<SessionTokens> {
  const next = newOpaqueToken();
  await tx.insert(refreshTokens).values({
    tokenHash: next.hash,
    userId: session.userId,
    sessionId: session.id,
    // A refresh token never outlives its session: the absolute lifetime is carried through rotations.
    expiresAt: session.expiresAt,
  });
  const { token, expiresAt } = await context.accessTokens.sign({
    userId: session.userId,
    sessionId: session.id,
  });
  return { accessToken: token, expiresIn: expiresAt.toISOString(), refreshToken: next.token };
}

/** Opens a session for a user who just proved who they are, with its first tokens. */
export async function startSession(
  context: IdentityContext,
  userId: number,
  from: Pick<Caller, 'address' | 'userAgent'>,
): Promise<SessionTokens> {
  const expiresAt = new Date(Date.now() + context.config.sessions.maxHours * 3_600_000);
  const origin = { address: from.address.slice(0, 64), userAgent: from.userAgent?.slice(0, 300) ?? null };
  return context.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId, expiresAt, ...origin })
      .returning();
    if (!session) throw new Error('session insert returned nothing');
    return tokensFor(context, tx, session);
  });
}

/** Ends sessions of a user (all, or all but one) and their refresh tokens. */
export async function endSessions(
  context: Pick<IdentityContext, 'db' | 'guard'>,
  userId: number,
  options: { except?: number } = {},
): Promise<void> {
  const now = new Date();
  const ofUser = options.except === undefined ? [] : [ne(sessions.id, options.except)];
  await context.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...ofUser));
  const tokensOfUser = options.except === undefined ? [] : [ne(refreshTokens.sessionId, options.except)];
  await context.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), ...tokensOfUser));
  context.guard.forgetUser(userId);
}

/**
 * Exchanges a refresh token for new tokens, rotating it: the old one is revoked and points at its
 * replacement. The session must still live (absolute and idle limits) and its account be active. Presenting
 * a revoked token again means it leaked: every session of that user ends.
 */
export async function refreshSession(
  context: IdentityContext,
  presented: string,
  caller: Caller,
): Promise<SessionTokens> {
  const { db } = context;
  const [current] = await db
    .select({ token: refreshTokens, session: sessions, userActive: users.isActive })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)))
    .limit(1);
  if (!current) throw apiError('UNAUTHENTICATED');
  const { token, session } = current;
  if (token.revokedAt) {
    // A token rotated away, or ended by Sair or a password change, comes back: only theft explains a
    // rotated one; an ended session's token is merely stale, but there is no telling them apart cheaply.
    if (token.replacedById !== null) {
      audit(caller.log, 'session.refresh-reuse', { userId: token.userId, address: caller.address });
      await endSessions(context, token.userId);
    }
    throw apiError('UNAUTHENTICATED');
  }
  const now = Date.now();
  if (
    !current.userActive ||
    token.expiresAt.getTime() <= now ||
    !sessionAlive(session, context.config.sessions, now)
  )
    throw apiError('UNAUTHENTICATED');

  const tokens = await db.transaction(async (tx) => {
    // Conditional on "not revoked yet": of two concurrent refreshes with one token, only one wins.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) return null;
    const issued = await tokensFor(context, tx, session);
    const [created] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(issued.refreshToken)));
    await tx.update(refreshTokens).set({ replacedById: created?.id }).where(eq(refreshTokens.id, token.id));
    await tx
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.id));
    return issued;
  });
  if (!tokens) {
    audit(caller.log, 'session.refresh-reuse', { userId: token.userId, address: caller.address });
    await endSessions(context, token.userId);
    throw apiError('UNAUTHENTICATED');
  }
  return tokens;
}

/**
 * Sair: ends the session a refresh token belongs to. Answers the same whether or not the token was known, so
 * the call tells nothing; idempotent.
 */
export async function signOut(context: IdentityContext, presented: string, caller: Caller): Promise<void> {
  const [token] = await context.db
    .select({ sessionId: refreshTokens.sessionId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)))
    .limit(1);
  if (!token) return;
  const now = new Date();
  await context.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, token.sessionId), isNull(sessions.revokedAt)));
  await context.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, token.sessionId), isNull(refreshTokens.revokedAt)));
  context.guard.forgetUser(token.userId);
  audit(caller.log, 'session.signout', { userId: token.userId, address: caller.address });
}

/** A user's live sessions (not ended, within the absolute and idle limits), the most recently used first. */
export async function activeSessions(
  context: IdentityContext,
  who: { userId: number; sessionId: number },
): Promise<ActiveSession[]> {
  const rows = await context.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, who.userId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  const now = Date.now();
  return rows
    .filter((row) => sessionAlive(row, context.config.sessions, now))
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      address: row.address,
      userAgent: row.userAgent,
      current: row.id === who.sessionId,
    }));
}

export const SESSION_NOT_FOUND = 'Sessão não encontrada.';

/** Ends one of the user's own sessions (ASVS 3.3.4); another user's, or an ended one, is not found. */
export async function endOwnSession(
  context: IdentityContext,
  who: { userId: number },
  sessionId: number,
  caller: Caller,
): Promise<void> {
  const now = new Date();
  const ended = await context.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, who.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw apiError('NOT_FOUND', [SESSION_NOT_FOUND]);
  await context.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  context.guard.forgetUser(who.userId);
  audit(caller.log, 'session.ended-by-owner', { userId: who.userId, address: caller.address });
}
