import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A held lock; `release()` is idempotent. */
export interface DataDirLock {
  file: string;
  release(): void;
}

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${pid}. Encerre-o ou use outra DATA_DIR ` +
        `(data folder ${dataDir} is already in use by process ${pid}; PGlite allows one process per folder).`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock file sits beside the folder: .data/pglite -> .data/pglite.lock */
export function lockFileOf(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes the lock of a PGlite data folder for this process: PGlite has no lock between processes, and two
 * servers on one folder lose committed data. A lock left by a dead process is taken over.
 *
 * @example const lock = acquireDataDirLock('/repo/.data/pglite'); ...; lock.release();
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      // Stale (dead holder or unreadable content): remove it and try again.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      process.off('exit', release);
      if (holderOf(file) === process.pid) unlinkSync(file);
    };
    process.on('exit', release);
    return { file, release };
  }
  throw new Error(`Não foi possível obter o bloqueio ${file} (could not take the lock).`);
}
