/** The migrations folder and its journal, as drizzle-kit keeps them, for the scripts that add custom migrations. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS = path.join(API_DIR, 'drizzle');
export const JOURNAL = path.join(MIGRATIONS, 'meta', '_journal.json');

export interface Journal {
  entries: { tag: string; idx: number }[];
}

export const journal = () => JSON.parse(readFileSync(JOURNAL, 'utf8')) as Journal;

/** A new empty custom migration named `name` (drizzle-kit records it in the journal and the snapshots): its tag. */
export function customMigration(name: string): string {
  const drizzleKit = path.join(
    path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
    'bin.cjs',
  );
  const run = spawnSync(
    process.execPath,
    [drizzleKit, 'generate', '--config', 'drizzle.config.ts', '--custom', `--name=${name}`],
    { cwd: API_DIR, stdio: 'inherit' },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  return journal().entries.at(-1)!.tag;
}
