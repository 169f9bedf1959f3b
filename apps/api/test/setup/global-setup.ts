import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, pgliteHandle } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, empty PGlite data folder (`dumpDataDir`); '' when tests use PostgreSQL. */
    pgliteDump: string;
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
 * Creating a PGlite database runs initdb (seconds), so it is done once: create, migrate, dump to a file that
 * is reused until a migration changes; each test file then starts from a copy (`loadDataDir`) in well under
 * a second.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env['TEST_DATABASE_URL']) {
    project.provide('pgliteDump', '');
    return;
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
  project.provide('pgliteDump', file);
}
