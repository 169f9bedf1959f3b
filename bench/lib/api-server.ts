/**
 * The production API started on a prepared PGlite folder, or built and on PostgreSQL with N workers, as a
 * separate process, with an Admin's access token: what the API benchmarks measure against.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/index.ts';
import { json } from './http-series.ts';
import { API_DIR, freePort, startApi, startNode, waitForUrl } from './processes.ts';

export interface SignedInApi {
  base: string;
  /** Access token of admin@demo.com.br, valid for an hour. */
  token: string;
  stop(): Promise<void>;
}

/**
 * Starts `apps/api/src/main.ts` (NODE_ENV=production, its usual info logging drained to a buffer) on
 * `dataDir`, listening on 127.0.0.1 and an OS-chosen port, and signs in as the demo Admin.
 */
export async function startSignedInApi(
  dataDir: string,
  log: (message: string) => void,
): Promise<SignedInApi> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startApi(dataDir, port, {
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    // Production refuses to start without a mail transport; the benchmark sends no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'bench@localhost',
    // The readings a benchmark writes straight into the database would be queued for the rewards'
    // recomputation at start and computed beside the requests measured (rewards.ts times it on its own).
    REWARDS_WORKER: 'false',
    // The ingest benchmark sends as fast as the API takes batches, on one key: the per-key limit would measure
    // itself rather than the ingest.
    TELEMETRY_BATCHES_PER_KEY_PER_MINUTE: '1000000',
  });
  await waitForUrl(`${base}/health`, api);
  log(`API listening on ${base}`);
  return { base, token: await adminToken(base), stop: api.stop };
}

/** An access token of the demo Admin (admin@demo.com.br), from the API at `base`. */
export async function adminToken(base: string): Promise<string> {
  const login = await json<{ data: { accessToken: string } }>(
    await fetch(`${base}/v1/identity/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com.br', password: DEMO_PASSWORD }),
    }),
  );
  return login.data.accessToken;
}

/** Waits until `count` workers printed Fastify's "Server listening" line. */
async function allListening(server: { tail(): string }, count: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((server.tail().match(/Server listening/g) ?? []).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${count} workers did not listen within 120 s:\n${server.tail()}`);
}

/**
 * The built API (`dist/main.js`, as `npm start` and a deployment run it: build it first) in production mode on
 * PostgreSQL with `workers` processes (WEB_CONCURRENCY), once every worker listens, signed in as the demo Admin;
 * `listening` holds the pids of the workers that said they serve (the supervisor's log), replacements included.
 * The rewards' worker is off: a benchmark measures requests, not a recomputation beside them.
 */
export async function startBuiltWorkers(
  databaseUrl: string,
  workers: number,
  env: Record<string, string> = {},
): Promise<SignedInApi & { supervisor: number; listening: ReadonlySet<number> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const listening = new Set<number>();
  const watch = (line: string) => {
    const serving = /"msg":"processo de trabalho (\d+) atendendo"/.exec(line);
    if (serving) listening.add(Number(serving[1]));
  };
  const server = startNode(
    `api x${workers}`,
    ['dist/main.js'],
    API_DIR,
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(workers),
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_DIR: '',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'bench@localhost',
      REWARDS_WORKER: 'false',
      ...env,
    },
    watch,
  );
  try {
    await waitForUrl(`${base}/ready`, server);
    await allListening(server, workers);
    return {
      base,
      token: await adminToken(base),
      stop: server.stop,
      supervisor: server.child.pid!,
      listening,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
