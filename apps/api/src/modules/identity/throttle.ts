import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authThrottles } from '../../db/identity-tables.ts';

/**
 * How a failure counter locks: after `limit` failures inside the window, the key is locked for `lockMs`,
 * doubled by each further failure up to `maxLockMs`. A sliding window restarts from each failure (an account
 * under attack stays counted); a fixed one from the first (an office's scattered typos are forgotten).
 */
export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
  window: 'sliding' | 'fixed';
  lockMs: number;
  maxLockMs: number;
}

/** The counter key of a subject; e-mails are hashed so the table never holds one in clear. */
export function throttleKey(kind: string, subject: string | number): string {
  const text = String(subject);
  const safe = /^[0-9a-fA-F:.]{1,45}$/.test(text) ? text : createHash('sha256').update(text).digest('hex');
  return `${kind}:${safe}`.slice(0, 120);
}

/** The longest lock still running among the keys, in milliseconds; 0 when none is locked. */
export async function lockRemainingMs(db: Database, keys: string[], now = new Date()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(inArray(authThrottles.key, keys));
  return Math.max(0, ...rows.map((row) => (row.lockedUntil?.getTime() ?? 0) - now.getTime()));
}

/**
 * Counts one failure (or one attempt, for callers that count before knowing the outcome) and locks the key
 * once the count reaches the limit. `allowed` is true below the limit, and at or above it only for the one
 * call that took the lock while no lock was running: of a burst of parallel attempts past the limit, a
 * single one goes through per lock period.
 */
export async function registerFailure(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<{ count: number; allowed: boolean }> {
  const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
  const reference = policy.window === 'sliding' ? authThrottles.lastFailureAt : authThrottles.windowStartedAt;
  const expired = sql`${reference} < ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: now, lastFailureAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottles.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${authThrottles.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${authThrottles.lockedUntil} END`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: authThrottles.failures });
  const count = row?.failures ?? 1;
  if (count < policy.limit) return { count, allowed: true };
  const lockMs = Math.min(policy.lockMs * 2 ** (count - policy.limit), policy.maxLockMs);
  const taken = await db
    .update(authThrottles)
    .set({ lockedUntil: new Date(now.getTime() + lockMs) })
    .where(
      and(
        eq(authThrottles.key, key),
        or(isNull(authThrottles.lockedUntil), lte(authThrottles.lockedUntil, now)),
      ),
    )
    .returning({ key: authThrottles.key });
  return { count, allowed: taken.length > 0 };
}

/** Forgets a key's failures (a correct password clears its account's counter). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** "1 minuto", "15 minutos": how long a lock of `ms` still runs, rounded up. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}
