import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../../src/db/database.ts';

/** The migrated PGlite data folder of the global setup, or undefined when tests run on PostgreSQL. */
export async function migratedPgliteDump(): Promise<Blob | undefined> {
  const file = inject('pgliteDump');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * Drops a test database once its connections are gone: `pool.end()` resolves before the server has seen
 * every socket close, and terminating a backend that is still closing (DROP ... WITH (FORCE)) makes its
 * client emit an unhandled error.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Its own database on the TEST_DATABASE_URL server: created and migrated now, dropped on close. */
async function openPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(new pg.Pool({ connectionString: url.toString(), max: 4 }));
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await dropDatabase(admin, name);
    await admin.end();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

/**
 * A fresh, migrated, empty database for one test file: the same test code runs on PGlite (in memory, a
 * copy of the global setup's database) and on PostgreSQL (when TEST_DATABASE_URL is set).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) return openPostgresTestDatabase(serverUrl);
  const dump = await migratedPgliteDump();
  if (!dump) throw new Error('The global setup did not provide a PGlite dump.');
  return pgliteHandle(await PGlite.create({ loadDataDir: dump }));
}
