/**
 * A PGlite folder prepared the way the API benchmarks measure on: created, migrated and seeded with the demo
 * data with the API's own functions in this process, then whatever bulk data the benchmark adds (timed
 * alone), and closed, so the production server can start on it as a separate process.
 */
import { join } from 'node:path';
import { type Database, openDatabase } from '../../apps/api/src/db/database.ts';
import { seedDemoData } from '../../apps/api/src/seed/index.ts';
import { tempDir } from './processes.ts';

export interface PreparedDatabase {
  dataDir: string;
  /** Creation, migrations and demo data. */
  createSeconds: number;
  /** The benchmark's own data. */
  prepareSeconds: number;
}

export async function prepareDemoDatabase(
  prefix: string,
  log: (message: string) => void,
  prepare: (db: Database) => Promise<void>,
): Promise<PreparedDatabase> {
  const dataDir = join(tempDir(prefix), 'pglite');
  log(`creating a PGlite database in ${dataDir}`);
  let t0 = performance.now();
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const createSeconds = (performance.now() - t0) / 1000;
    log(`created, migrated and demo data seeded in ${createSeconds.toFixed(1)} s`);
    t0 = performance.now();
    await prepare(database.db);
    const prepareSeconds = (performance.now() - t0) / 1000;
    return { dataDir, createSeconds, prepareSeconds };
  } finally {
    await database.close();
  }
}
