/**
 * The servers and temp folders a benchmark starts, and their teardown: child processes run in their own
 * process group (so a server's children stop with it), temp folders are removed, and both happen on a normal
 * end, on a crash and on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(import.meta.dirname, '../..');
export const API_DIR = join(REPO, 'apps/api');
export const PORTAL_DIR = join(REPO, 'apps/portal');

/** True when the module at `url` is the script node was started with (`npx tsx bench/x.ts`). */
export function isMain(url: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  const self = fileURLToPath(url);
  const given = resolve(script);
  return given === self || given === self.replace(/\.ts$/, '');
}

/** A progress line with the step's name and the seconds since the step began. */
export function progress(step: string) {
  const start = performance.now();
  return (message: string) =>
    console.log(`[${step} ${((performance.now() - start) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];
/** Children still running: killed synchronously if the process exits without a teardown (a crash). */
const live = new Set<ChildProcess>();
/** Temp folders not removed yet: removed synchronously on exit, after the children are killed. */
const folders = new Set<string>();
process.on('exit', () => {
  for (const child of live) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const dir of folders) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Nothing more can be done while exiting.
    }
  }
});

let running: Promise<void> | undefined;

/**
 * Runs the registered cleanups one after the other, newest first (servers stop before their folders are
 * removed). A second call while one runs (Ctrl-C during a step's own teardown) waits for the same one.
 */
export function teardown(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length) {
      const cleanup = cleanups.pop()!;
      try {
        await cleanup();
      } catch (error) {
        console.error('bench teardown:', error);
      }
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, tearing down`);
    void teardown().finally(() => process.exit(130));
  });
}

/** Work to do at teardown (newest first: after what was registered later, before what was registered earlier). */
export function atTeardown(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

/** A new folder under the system temp folder, removed at teardown. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `frota-bench-${prefix}-`));
  folders.add(dir);
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
    folders.delete(dir);
  });
  return dir;
}

/** A TCP port free at the time of the call (the OS picks it; a small race with other programs remains). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface Server {
  name: string;
  child: ChildProcess;
  /** The last lines the process printed, for the error message when it dies. */
  tail(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node args...` in `cwd` in its own process group. Its output is drained into a short ring buffer
 * (a full pipe would block the server) and shown only if it fails; `onLine` sees each line (a chunk's whole
 * lines: a line split across chunks is seen in parts).
 */
export function startNode(
  name: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  onLine?: (line: string) => void,
): Server {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    const added = chunk.toString().split('\n').filter(Boolean);
    if (onLine) for (const line of added) onLine(line);
    lines.push(...added);
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  live.add(child);
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      live.delete(child);
      done();
    }),
  );
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const group = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    group('SIGTERM');
    const timer = setTimeout(() => group('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  return { name, child, tail: () => lines.join('\n'), stop };
}

/** Runs `node args...` to completion; throws with its last output when it fails. */
export async function runNode(name: string, args: string[], cwd: string, env: Record<string, string>) {
  const server = startNode(name, args, cwd, env);
  const code = await new Promise<number | null>((done) => server.child.once('exit', (c) => done(c)));
  if (code !== 0) throw new Error(`${server.name} exited with ${code}:\n${server.tail()}`);
}

/** Polls `url` until it answers 2xx, the process dies, or `timeoutMs` passes. */
export async function waitForUrl(url: string, server: Server, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} (${url}) exited:\n${server.tail()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${server.tail()}`);
}

/**
 * The reference API (`apps/api/src/main.ts`, the production entry point) on the given data folder and port.
 * Run as `node --import tsx`, without npx, so the process we stop is the server itself.
 */
export function startApi(dataDir: string, port: number, env: Record<string, string> = {}): Server {
  return startNode('api', ['--import', 'tsx', 'src/main.ts'], API_DIR, {
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'development',
    ...env,
  });
}

const requireFromPortal = createRequire(join(PORTAL_DIR, 'package.json'));
/** The portal's own Vite CLI. */
export const VITE_BIN = join(requireFromPortal.resolve('vite/package.json'), '../bin/vite.js');
