#!/usr/bin/env node
// Regenerates everything derived from schemas/ and fails when the committed files differ.
import { execSync, spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['turbo', 'run', 'generate', '--force', '--output-logs=errors-only'], {
  stdio: 'inherit',
});
if (run.status !== 0) process.exit(run.status ?? 1);
const paths = [
  'packages/engine/src/generated',
  'packages/engine/src/core/generated',
  'apps/api/src/db/generated',
  'apps/api/drizzle',
];
const changed = execSync(`git status --porcelain -- ${paths.join(' ')}`, { encoding: 'utf8' }).trim();
if (changed) {
  console.error(`Generated files are out of date; run \`npm run generate\` and commit:\n${changed}`);
  process.exit(1);
}
console.log('generated files are up to date');
