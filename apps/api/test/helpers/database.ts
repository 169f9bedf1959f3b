import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../../src/db/database.ts';

/** The migrated PGlite data folder of the global setup, or undefined when tests run on PostgreSQL. */
export async function migratedPgliteDump(): Promise<Blob | undefined> {
  const file = inject('pgliteDump');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/** Ways a copy of a template may be refused for a moment: another file copying it right now (55006). */
const TEMPLATE_BUSY = '55006';

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

/**
 * Its own database on the TEST_DATABASE_URL server, a copy of the global setup's template (migrated, or migrated
 * and seeded); dropped on close.
 */
async function openPostgresTestDatabase(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // PostgreSQL copies a template only while nobody else is connected to it, another file's copy included.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(new pg.Pool({ connectionString: url.toString(), max: 4 }));
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
 * A fresh, migrated database for one test file, empty or with the demo data (`seeded`, copied from the run's
 * seeded template instead of seeding again): the same test code runs on PGlite (in memory, a copy of the global
 * setup's dump) and on PostgreSQL (when TEST_DATABASE_URL is set, a copy of its template database).
 */
export async function openTestDatabase({
  seeded = false,
}: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const templates = inject('postgresTemplates');
    if (!templates) throw new Error('The global setup did not create the PostgreSQL templates.');
    return openPostgresTestDatabase(serverUrl, seeded ? templates.seeded : templates.migrated);
  }
  const file = inject(seeded ? 'pgliteSeededDump' : 'pgliteDump');
  if (!file) throw new Error('The global setup did not provide a PGlite dump.');
  return pgliteHandle(
    await PGlite.create({ loadDataDir: new Blob([await readFile(file)]), ...(await pgliteRuntime()) }),
  );
}

let runtime: Promise<{ wasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

/** PGlite's WebAssembly compiled once per worker (files share it: isolate is off) instead of once per file. */
function pgliteRuntime() {
  runtime ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  return runtime;
}
