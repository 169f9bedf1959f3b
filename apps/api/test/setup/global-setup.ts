import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { pgliteHandle, postgresHandle } from '../../src/db/database.ts';
import { MIGRATIONS_FOLDER } from '../../src/paths.ts';
import { seedDemoData } from '../../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, empty PGlite data folder (`dumpDataDir`); '' when tests use PostgreSQL. */
    pgliteDump: string;
    /** The same with the demo data seeded (`seedDemoData`), made once per run; '' on PostgreSQL. */
    pgliteSeededDump: string;
    /** On PostgreSQL, the template databases test files copy (CREATE DATABASE ... TEMPLATE); '' on PGlite. */
    postgresTemplates: { migrated: string; seeded: string } | '';
  }
}

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/frota-api-test/', import.meta.url));

/** Changes whenever a migration or the PGlite version changes, and only then. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(MIGRATIONS_FOLDER, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The two PostgreSQL templates of this run, migrated and migrated + seeded, on the TEST_DATABASE_URL server: a test
 * file's database is a copy (fast, on the server) instead of migrations and the seed run again per file.
 */
async function postgresTemplates(serverUrl: string) {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const names = { migrated: `test_template_${suffix}`, seeded: `test_template_seeded_${suffix}` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const [kind, name] of Object.entries(names)) {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = postgresHandle(new pg.Pool({ connectionString: url.toString(), max: 2 }));
    await handle.migrate();
    if (kind === 'seeded') await seedDemoData(handle.db);
    await handle.close();
  }
  await admin.end();
  return {
    names,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      for (const name of Object.values(names))
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Creating a PGlite database runs initdb (seconds), so it is done once: create, migrate, dump to a file that
 * is reused until a migration changes; each test file then starts from a copy (`loadDataDir`) in well under
 * a second. The demo data (1.5 s a file) is seeded once per run into a second dump, since it depends on the day.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const templates = await postgresTemplates(serverUrl);
    project.provide('pgliteDump', '');
    project.provide('pgliteSeededDump', '');
    project.provide('postgresTemplates', templates.names);
    return templates.drop;
  }
  const file = path.join(CACHE_DIR, `migrated-${migrationsKey()}.tar`);
  if (!existsSync(file)) {
    await mkdir(CACHE_DIR, { recursive: true });
    for (const old of readdirSync(CACHE_DIR)) await rm(path.join(CACHE_DIR, old), { force: true });
    const client = await PGlite.create();
    const handle = pgliteHandle(client);
    await handle.migrate();
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  const seeded = path.join(CACHE_DIR, `seeded-${process.pid}.tar`);
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  const handle = pgliteHandle(client);
  await seedDemoData(handle.db);
  await writeFile(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteDump', file);
  project.provide('pgliteSeededDump', seeded);
  project.provide('postgresTemplates', '');
  return () => rm(seeded, { force: true });
}
