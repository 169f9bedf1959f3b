import { and, eq } from 'drizzle-orm';
import type { SessionLimits } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { sessions, type UserProfile, users } from '../../db/identity-tables.ts';
import type { AccessClaims } from './access-tokens.ts';

/** Who is calling: an active account, its current profile, and the live session the token belongs to. */
export interface AuthUser {
  id: number;
  profile: UserProfile;
  /** A Manager's client (the client they manage); null for other profiles and for a Manager without one. */
  clientId: number | null;
  sessionId: number;
}

export interface SessionGuard {
  /** The caller when the account is active and the session alive (not revoked, not past its limits); else null. */
  check(claims: AccessClaims): Promise<AuthUser | null>;
  /** Drops what this process cached of a user (signed out, password changed, deactivated, deleted). */
  forgetUser(userId: number): void;
}

/** How often a session's last activity is written: idle limits are minutes, a write per request is waste. */
const TOUCH_EVERY_MS = 60_000;
const MAX_CACHED = 10_000;

/** Whether a session row still lives at `now` under the absolute and idle limits. */
export function sessionAlive(
  session: { expiresAt: Date; lastSeenAt: Date; revokedAt: Date | null },
  limits: SessionLimits,
  now: number,
): boolean {
  return (
    !session.revokedAt &&
    session.expiresAt.getTime() > now &&
    session.lastSeenAt.getTime() + limits.idleMinutes * 60_000 > now
  );
}

/**
 * The bearer check's view of the database: each request's account and session are read (and cached for
 * `cacheMs`, a few seconds), so deactivating an account, changing its profile, Sair and a password change
 * take effect at once instead of when the access token expires. Reading also records the session's
 * activity for the idle limit.
 */
export function createSessionGuard(db: Database, limits: SessionLimits, cacheMs: number): SessionGuard {
  const cache = new Map<number, { user: AuthUser | null; until: number }>();

  async function read({ userId, sessionId }: AccessClaims, now: number): Promise<AuthUser | null> {
    const [row] = await db
      .select({
        profile: users.profile,
        clientId: users.clientId,
        isActive: users.isActive,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .limit(1);
    if (!row || !row.isActive || !sessionAlive(row, limits, now)) return null;
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, sessionId));
    return { id: userId, profile: row.profile, clientId: row.clientId, sessionId };
  }

  return {
    async check(claims) {
      const now = Date.now();
      const cached = cache.get(claims.sessionId);
      if (cached && cached.until > now) return cached.user;
      const user = await read(claims, now);
      if (cacheMs > 0) {
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(claims.sessionId, { user, until: now + cacheMs });
      }
      return user;
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of cache) if (entry.user?.id === userId) cache.delete(sessionId);
    },
  };
}
