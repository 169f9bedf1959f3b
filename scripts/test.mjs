#!/usr/bin/env node
// `npm test`: every layer, in the order a failure is cheapest to find.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Story tests and end-to-end tests drive the system Chromium; on Debian it is one package away. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package (apt-get, needs root)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok = (args) => spawnSync(args[0], args.slice(1), { stdio: 'inherit', env }).status === 0;
  if (ok(['apt-get', 'update', '-qq']) && ok(['apt-get', 'install', '-y', '-qq', 'chromium'])) return true;
  console.error('Could not install Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  return false;
}

process.env.TURBO_TELEMETRY_DISABLED = '1';
const steps = [
  ['generated files', 'node', ['scripts/check-generated.mjs']],
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  // One suite at a time: each uses both cores (vitest's workers), and the jsdom suites' timed waits flake when
  // two suites share them.
  ['unit, component and API tests', 'npx', ['turbo', 'run', 'test', '--concurrency=1']],
  ['end-to-end tests', 'npm', ['run', 'e2e', '-w', '@frota/e2e']],
  // The API under faults (a private PostgreSQL stopped and started, workers killed), briefly: bench/reliability.
  ['reliability (short)', 'npm', ['run', 'reliability', '--silent', '--', '--short']],
];
const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  // Story tests (in the unit step) and end-to-end tests both drive the system Chromium.
  if ((name.startsWith('unit') || name === 'end-to-end tests') && !ensureChromium()) process.exit(1);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
