import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { monthsWithoutResults } from '../src/modules/rewards/jobs.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { freePort } from './helpers/free-port.ts';

/*
 * WEB_CONCURRENCY=2 on PostgreSQL, as a server runs it: the real entry (src/main.ts) under its supervisor, two
 * workers migrating one fresh database together and sharing one port, one killed and replaced (the replacement
 * queues the rewards of readings written meanwhile, which the two compute once each), SIGTERM drained to exit 0. PostgreSQL only (TEST_DATABASE_URL): the embedded database admits one process.
 */
const serverUrl = process.env['TEST_DATABASE_URL'];
const API_DIR = fileURLToPath(new URL('../', import.meta.url));
// Picked by the OS when the test runs: a random pick in a range once landed on the CI machine's MySQL (3306).
let port = 0;
let metricsPort = 0;

/** One GET on a connection of its own (the cluster deals connections to the workers in turn). */
function getStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

interface LogLine {
  msg?: string;
  pid?: number;
  worker?: number;
  req?: unknown;
  rewards?: { clientId: number; year: number; month: number };
}

/** The processes' last output lines, printed with a step that fails: a CI run's log shows where it stopped. */
const outputTail: string[] = [];
function remember(line: string) {
  outputTail.push(line);
  if (outputTail.length > 60) outputTail.shift();
}

const notDone = (what: string, seconds: number) =>
  new Error(`${what}: not done in ${seconds} s. Last lines:\n${outputTail.join('\n')}`);

/** A step of the test with a deadline of its own, failing with its name and the processes' last lines. */
async function step<T>(what: string, seconds: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notDone(what, seconds)), seconds * 1000);
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `read` until it answers, failing as a step does past its deadline. */
async function until<T>(
  what: string,
  seconds: number,
  read: () => T | undefined | Promise<T | undefined>,
): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw notDone(what, seconds);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!serverUrl)('several API processes on PostgreSQL', () => {
  const database = `test_workers_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const lines: LogLine[] = [];
  let supervisor: ChildProcess | undefined;

  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('share the port and the rewards queue, replace a worker that dies, and drain on SIGTERM to exit 0', async () => {
    port = await freePort();
    do metricsPort = await freePort();
    while (metricsPort === port);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${database}`;
    supervisor = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env['PATH'],
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: 'workers-test-secret-of-enough-length-0123',
        SMTP_URL: 'smtp://127.0.0.1:2',
        SMTP_ALLOW_PLAINTEXT: 'true',
        MAIL_FROM: 'nao-responda@exemplo.com.br',
        PORTAL_DIR: '',
        LOG_LEVEL: 'info',
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const reader = (onLine: (line: string) => void) => {
      let rest = '';
      return (chunk: Buffer) => {
        const parts = (rest + chunk.toString()).split('\n');
        rest = parts.pop() ?? '';
        for (const part of parts) onLine(part);
      };
    };
    supervisor.stdout?.on(
      'data',
      reader((line) => {
        remember(line);
        if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
      }),
    );
    supervisor.stderr?.on(
      'data',
      reader((line) => {
        remember(line);
        process.stderr.write(`${line}\n`);
      }),
    );
    const listening = () => lines.filter((line) => line.msg?.startsWith('Server listening'));
    await until('two workers listening', 90, () => (listening().length >= 2 ? true : undefined));

    await step('8 answers to /ready', 30, async () => {
      for (let i = 0; i < 8; i += 1) expect(await getStatus('/ready')).toBe(200);
    });
    const answeredBy = () =>
      new Set(lines.filter((line) => line.msg === 'request completed').map((line) => line.pid));
    expect(answeredBy().size).toBe(2);

    // Readings written around the API (the demo data, a restored backup): no results, nothing queued yet.
    await step('the demo data written around the API', 60, async () => {
      const seeding = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      try {
        await seedDemoData(seeding.db);
        expect((await monthsWithoutResults(seeding.db)).length).toBeGreaterThan(0);
      } finally {
        await seeding.close();
      }
    });

    const [victim] = [...answeredBy()];
    process.kill(victim ?? 0, 'SIGKILL');
    const death = await until('the death logged', 20, () =>
      lines.find((line) => line.msg?.startsWith(`processo de trabalho ${victim} terminou`)),
    );
    expect(death.msg).toBe(`processo de trabalho ${victim} terminou (SIGKILL): substituindo`);
    await until('a replacement listening', 90, () => (listening().length >= 3 ? true : undefined));
    const sinceReplacement = lines.length;
    await step('8 answers to /ready after the replacement', 30, async () => {
      for (let i = 0; i < 8; i += 1) expect(await getStatus('/ready')).toBe(200);
    });
    const pidsAfter = new Set(
      lines
        .slice(sinceReplacement)
        .filter((line) => line.msg === 'request completed')
        .map((line) => line.pid),
    );
    expect([...pidsAfter]).toHaveLength(2);
    expect(pidsAfter.has(victim)).toBe(false);

    // The replacement queued those months at its start; the two workers computed each of them once.
    const check = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    try {
      await until('every month with readings computed', 60, async () =>
        (await monthsWithoutResults(check.db)).length === 0 ? true : undefined,
      );
    } finally {
      await check.close();
    }
    const computed = lines
      .filter((line) => line.msg?.startsWith('Prêmios recalculados'))
      .map(({ rewards }) => `${rewards?.clientId}:${rewards?.year}-${rewards?.month}`);
    expect(computed.length).toBeGreaterThan(0);
    expect(new Set(computed).size).toBe(computed.length);

    // The supervisor's metrics count every worker's answers; the API's own port has no /metrics.
    const metrics = await step('the metrics', 20, async () =>
      (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(),
    );
    const readyCount = metrics.match(
      /^http_request_duration_seconds_count\{method="GET",route="\/ready",status_code="200"\} (\d+)$/m,
    );
    expect(Number(readyCount?.[1])).toBeGreaterThanOrEqual(8);
    expect(metrics).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(metrics).toMatch(/^job_queue_jobs\{queue="rewards-recompute",state="ready"\} 0$/m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(await getStatus('/metrics')).toBe(404);

    const exit = new Promise<number | null>((resolve) => supervisor?.on('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await step('the drain on SIGTERM', 30, () => exit)).toBe(0);
  }, 450_000);
});
