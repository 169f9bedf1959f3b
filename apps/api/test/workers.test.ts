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

async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`still waiting for ${what}`);
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
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    supervisor.stdout?.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as LogLine);
    });
    const listening = () => lines.filter((line) => line.msg?.startsWith('Server listening'));
    await until(() => (listening().length >= 2 ? true : undefined), 'two workers listening');

    for (let i = 0; i < 8; i += 1) expect(await getStatus('/ready')).toBe(200);
    const answeredBy = () =>
      new Set(lines.filter((line) => line.msg === 'request completed').map((line) => line.pid));
    expect(answeredBy().size).toBe(2);

    // Readings written around the API (the demo data, a restored backup): no results, nothing queued yet.
    const seeding = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    try {
      await seedDemoData(seeding.db);
      expect((await monthsWithoutResults(seeding.db)).length).toBeGreaterThan(0);
    } finally {
      await seeding.close();
    }

    const [victim] = [...answeredBy()];
    process.kill(victim ?? 0, 'SIGKILL');
    const death = await until(
      () => lines.find((line) => line.msg?.startsWith(`processo de trabalho ${victim} terminou`)),
      'the death logged',
    );
    expect(death.msg).toBe(`processo de trabalho ${victim} terminou (SIGKILL): substituindo`);
    await until(() => (listening().length >= 3 ? true : undefined), 'a replacement listening');
    const sinceReplacement = lines.length;
    for (let i = 0; i < 8; i += 1) expect(await getStatus('/ready')).toBe(200);
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
      await until(
        async () => ((await monthsWithoutResults(check.db)).length === 0 ? true : undefined),
        'every month with readings computed',
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
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
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
    expect(await exit).toBe(0);
  }, 120_000);
});
