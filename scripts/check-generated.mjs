#!/usr/bin/env node
// Regenerates everything derived from schemas/ and fails when that changed any generated file: they must
// always match the schemas they come from (compared with the files on disk, committed or not).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const GENERATED = [
  'packages/engine/src/generated',
  'packages/engine/src/core/generated',
  'apps/api/src/db/generated',
  'apps/api/drizzle',
];

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  GENERATED.forEach(walk);
  return files;
}

const before = snapshot();
const run = spawnSync('npx', ['turbo', 'run', 'generate', '--force', '--output-logs=errors-only'], {
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (run.status !== 0) process.exit(run.status ?? 1);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (path) => before.get(path) !== after.get(path),
);
if (changed.length > 0) {
  console.error(
    `Generated files were out of date with schemas/ (now regenerated; review and commit them):\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
// CI checks out only what is committed: a generated file left out of git would be missing there, and one with
// unstaged edits would differ. Staged is fine (the commit will carry it).
const git = spawnSync('git', ['status', '--porcelain', '--', ...GENERATED], { encoding: 'utf8' });
const uncommitted = (git.stdout ?? '')
  .split('\n')
  .filter((line) => line.startsWith('??') || /^.[MD]/.test(line))
  .map((line) => line.slice(3));
if (git.status === 0 && uncommitted.length > 0) {
  console.error(
    `Generated files are up to date but not in git (git add them with the schema change):\n  ${uncommitted.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('generated files are up to date');
