import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';

/** How often PGlite's planner statistics are refreshed while the API runs. */
export const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * Keeps the planner's statistics on PGlite, which has no autovacuum to do it: without them the planner guesses
 * (about a hundred rows for `status = 5` among 83,000) and picks slow plans for the lists. Runs ANALYZE now and
 * every ANALYZE_EVERY_MS (a sample of each table, well under a second at the benchmarks' sizes). PostgreSQL's
 * autovacuum does this itself. Returns the stop function.
 */
export async function keepPlannerStatistics(
  handle: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<() => void> {
  if (handle.driver !== 'pglite') return () => {};
  let running = false;
  const analyze = async () => {
    if (running) return;
    running = true;
    try {
      await handle.db.execute(sql`analyze`);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  await analyze();
  const timer = setInterval(() => void analyze(), ANALYZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
