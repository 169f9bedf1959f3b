import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { users } from '../src/db/identity-tables.ts';
import { acquireDataDirLock, DataDirLockedError, lockFileOf } from '../src/db/lock.ts';
import { migratedPgliteDump } from './helpers/database.ts';

const root = mkdtempSync(path.join(tmpdir(), 'frota-api-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pid that surely belongs to no running process: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the PGlite data folder lock', () => {
  it('refuses a second opener of the same folder while the first holds it, naming folder and pid', async () => {
    const dataDir = path.join(root, 'pglite');
    // Start from the migrated copy when there is one (fast); else PGlite creates the folder (initdb).
    const dump = await migratedPgliteDump();
    if (dump) await (await PGlite.create(dataDir, { loadDataDir: dump })).close();

    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
    const second = openDatabase({ databaseUrl: undefined, dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${process.pid}.`,
    );

    await first.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const again = await openDatabase({ databaseUrl: undefined, dataDir });
    await again.migrate();
    expect(await again.db.select().from(users)).toEqual([]);
    await again.close();
  });

  it('takes over a lock left by a process that died', () => {
    const dataDir = path.join(root, 'stale');
    writeFileSync(lockFileOf(dataDir), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('is beside the folder', () => {
    expect(lockFileOf('/repo/.data/pglite')).toBe('/repo/.data/pglite.lock');
  });
});
