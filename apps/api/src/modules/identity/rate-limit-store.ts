import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/identity-tables.ts';

/** What @fastify/rate-limit expects back from a store's `incr`: the hits in the window, and its time left. */
interface RateLimitHits {
  current: number;
  ttl: number;
}

type IncrCallback = (error: Error | null, result?: RateLimitHits) => void;

/** How often, in calls, a store sweeps out windows that ended (their rows are otherwise only reset on reuse). */
const SWEEP_EVERY = 500;

/**
 * One fixed window per key, counted in the database: the hit and the window's reset in one upsert, so parallel
 * calls from any number of processes and hosts count exactly, and the limit holds across them all.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<RateLimitHits> {
  const ended = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const nextReset = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: nextReset })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${ended} THEN ${nextReset.toISOString()}::timestamptz ELSE ${rateLimitCounters.resetAt} END`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
  return {
    current: row?.hits ?? 1,
    ttl: Math.max(0, (row?.resetAt.getTime() ?? nextReset.getTime()) - now.getTime()),
  };
}

/** Deletes the counters whose window ended before `now`. */
export async function sweepEndedWindows(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
}

/**
 * A @fastify/rate-limit store on the API's database (`store:` option), in place of its per-process memory: the
 * identity calls' limit per address holds across every worker and host. Keys are prefixed by `namespace`, so
 * two limits can share the table.
 *
 * @example await app.register(rateLimit, { max: 30, timeWindow: 60_000, store: postgresRateLimitStore(db, 'identity') })
 */
export function postgresRateLimitStore(db: Database, namespace: string) {
  let calls = 0;
  return class PostgresRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      calls += 1;
      if (calls % SWEEP_EVERY === 0) void sweepEndedWindows(db).catch(() => undefined);
      countHit(db, `${namespace}:${key}`.slice(0, 160), timeWindow).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own settings counts in the same table (the window arrives with each call). */
    child(): PostgresRateLimitStore {
      return this;
    }
  };
}
