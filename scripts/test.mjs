#!/usr/bin/env node
// `npm test`: every layer, in the order a failure is cheapest to find.
import { spawn, spawnSync } from 'node:child_process';
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

/** A command run beside others: its output held and printed whole when it ends, with its time. */
function runHeld(name, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`--- ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve(status === 0);
    });
  });
}

/**
 * The static checks side by side: each is mostly one thread (the type check runs two programs), so together they
 * take about half the time of one after another on two cores.
 */
const STATIC_CHECKS = [
  ['generated files', 'node', ['scripts/check-generated.mjs']],
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];

process.env.TURBO_TELEMETRY_DISABLED = '1';
const steps = [
  ['generated files, typecheck, lint and format', STATIC_CHECKS],
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
  const ok = Array.isArray(cmd)
    ? (await Promise.all(cmd.map((check) => runHeld(...check)))).every(Boolean)
    : spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (!ok) process.exit(1);
}
