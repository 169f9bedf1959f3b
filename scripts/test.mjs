#!/usr/bin/env node
// `npm test`: every layer, step by step; within a step, commands that leave each other CPU run side by side.
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

/**
 * Runs a command and tells whether it passed, with its time. `held`: its output is kept and printed whole when it
 * ends (a command beside others); otherwise it streams as it runs.
 */
function run(name, cmd, args, { held }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (held) process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`--- ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve(status === 0);
    });
  });
}

/** The static checks: each is mostly one thread (the type check runs two programs). */
const STATIC_CHECKS = [
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];

process.env.TURBO_TELEMETRY_DISABLED = '1';
/**
 * Steps run one after another; a step's commands run side by side. The first command's output streams as it runs;
 * every other command's output is held and printed whole when it ends.
 */
const steps = [
  // Alone: it regenerates every generated file, which the other steps' turbo tasks would read or write meanwhile
  // (after it, theirs are cache hits that leave the files alone).
  { name: 'generated files', commands: [['generated files', 'node', ['scripts/check-generated.mjs']]] },
  {
    name: 'unit, component and API tests, with typecheck, lint and format',
    // One test suite at a time (each uses both cores, and the jsdom suites' timed waits flake when two share them);
    // the static checks, mostly one thread each, fill what the story tests leave idle (one browser page at a time).
    commands: [
      ['unit, component and API tests', 'npx', ['turbo', 'run', 'test', '--concurrency=1']],
      ...STATIC_CHECKS,
    ],
  },
  { name: 'end-to-end tests', commands: [['end-to-end tests', 'npm', ['run', 'e2e', '-w', '@frota/e2e']]] },
  {
    name: 'reliability (short)',
    // The API under faults (a private PostgreSQL stopped and started, workers killed: bench/reliability), briefly.
    // Alone: beside the end-to-end suite its timings measured the other suite's load (a soak p99 of 593 ms against
    // 60, memory still growing after the warm-up, a /ready answered while PostgreSQL was being stopped).
    commands: [['reliability (short)', 'npm', ['run', 'reliability', '--silent', '--', '--short']]],
  },
];
/** `npm test -- lint e2e`: only the commands whose names contain one of the words. */
const only = process.argv.slice(2);
for (const { name, commands } of steps) {
  const wanted = commands.filter(([label]) => only.length === 0 || only.some((word) => label.includes(word)));
  if (wanted.length === 0) continue;
  console.log(`\n=== ${name} ===`);
  // Story tests (in the unit step) and end-to-end tests both drive the system Chromium.
  if (wanted.some(([label]) => label.startsWith('unit') || label === 'end-to-end tests') && !ensureChromium())
    process.exit(1);
  const started = Date.now();
  const results = await Promise.all(
    wanted.map(([label, cmd, args], index) => run(label, cmd, args, { held: index > 0 })),
  );
  const ok = results.every(Boolean);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (!ok) process.exit(1);
}
