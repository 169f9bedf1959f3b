#!/usr/bin/env node
// `npm test`: every layer. The timed suites run one after another; the static checks fill the CPU they leave idle.
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
 * ends (a command beside others); otherwise it streams as it runs. `niced`: at the lowest CPU priority, so that it
 * takes only the CPU time that the other commands leave idle.
 */
function run(name, cmd, args, { held, niced = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, commandArgs] = niced ? ['nice', ['-n', '19', cmd, ...args]] : [cmd, args];
    const child = spawn(command, commandArgs, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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

process.env.TURBO_TELEMETRY_DISABLED = '1';
/**
 * First and alone: it regenerates every generated file, which the other commands' turbo tasks would read or write
 * meanwhile (after it, theirs are cache hits that leave the files alone).
 */
const GENERATED_FILES = ['generated files', 'node', ['scripts/check-generated.mjs']];
/** Then the timed suites, one after another at normal priority, each streaming its output as it runs. */
const TIMED_SUITES = [
  // One suite at a time: each uses both cores, and the jsdom suites' timed waits flake when two share them.
  ['unit, component and API tests', 'npx', ['turbo', 'run', 'test', '--concurrency=1']],
  ['end-to-end tests', 'npm', ['run', 'e2e', '-w', '@frota/e2e']],
  // The API under faults (a private PostgreSQL stopped and started, workers killed: bench/reliability), briefly.
  // Beside the end-to-end suite at the same priority its timings measured the other suite's load (a soak p99 of
  // 593 ms against 60, memory still growing after the warm-up, a /ready answered while PostgreSQL was stopping).
  ['reliability (short)', 'npm', ['run', 'reliability', '--silent', '--', '--short']],
];
/**
 * Meanwhile the static checks, which time nothing and have no time limit: at the lowest CPU priority they take
 * what the timed suites leave idle (the story and end-to-end tests wait on the browser much of the time, the
 * reliability suite on its fixed rates) without slowing them. Their output is printed whole as each ends.
 */
const STATIC_CHECKS = [
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];

/** `npm test -- lint e2e`: only the commands whose names contain one of the words. */
const only = process.argv.slice(2);
const wanted = ([label]) => only.length === 0 || only.some((word) => label.includes(word));
const suites = TIMED_SUITES.filter(wanted);
// Story tests (in the unit suite) and end-to-end tests both drive the system Chromium.
if (suites.some(([label]) => label.startsWith('unit') || label.startsWith('end-to-end')) && !ensureChromium())
  process.exit(1);

const started = Date.now();
let ok = true;
for (const [label, cmd, args] of [GENERATED_FILES].filter(wanted)) {
  console.log(`\n=== ${label} ===`);
  ok = await run(label, cmd, args, { held: false });
}
const staticChecks = Promise.all(
  (ok ? STATIC_CHECKS.filter(wanted) : []).map(([label, cmd, args]) =>
    run(label, cmd, args, { held: true, niced: suites.length > 0 }),
  ),
);
for (const [label, cmd, args] of ok ? suites : []) {
  console.log(`\n=== ${label} ===`);
  ok = await run(label, cmd, args, { held: false });
  if (!ok) break;
}
ok = (await staticChecks).every(Boolean) && ok;
console.log(`\n=== npm test: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
process.exit(ok ? 0 : 1);
