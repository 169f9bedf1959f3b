import type { EntitySchema } from '@frota/engine';
import type { Database } from '../db/database.ts';
import { maintainPartitions, type PartitionsReport, partitionedTables } from './partitions.ts';

/** How often the partition job runs while the API does (besides at start). */
export const PARTITION_UPKEEP_EVERY_MS = 6 * 60 * 60_000;

/**
 * The partition job of the tables with storage.partitions: `maintainPartitions` for each now (awaited, so the
 * current month has its partition before the API listens) and every PARTITION_UPKEEP_EVERY_MS; any number of
 * processes may run it (each table's run takes an advisory lock the others skip). Returns the stop function.
 */
export async function keepPartitions(
  db: Database,
  entities: readonly EntitySchema[],
  retentionMonths: number,
  log: { report(report: PartitionsReport): void; failed(error: unknown): void },
): Promise<() => void> {
  const tables = partitionedTables(entities);
  if (tables.length === 0) return () => {};
  const run = async () => {
    for (const table of tables)
      try {
        const report = await maintainPartitions(db, table, { retentionMonths });
        if (report.created.length || report.dropped.length) log.report(report);
      } catch (error) {
        log.failed(error);
      }
  };
  await run();
  const timer = setInterval(() => void run(), PARTITION_UPKEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
