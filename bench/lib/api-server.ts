/**
 * The production API started on a prepared PGlite folder, as a separate process, with an Admin's access token:
 * what the API benchmarks measure against.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/index.ts';
import { json } from './http-series.ts';
import { freePort, startApi, waitForUrl } from './processes.ts';

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
  const login = await json<{ data: { accessToken: string } }>(
    await fetch(`${base}/v1/identity/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com.br', password: DEMO_PASSWORD }),
    }),
  );
  return { base, token: login.data.accessToken, stop: api.stop };
}
