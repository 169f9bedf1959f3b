// Starts the product as `npm start` serves it, for one end-to-end run: the API built to JavaScript (dist/main.js)
// serving the portal's build of support/build-portal.mjs on the same origin, on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('../../apps/api/', import.meta.url));
/** Where support/build-portal.mjs builds the portal. */
const PORTAL_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: api, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = join(mkdtempSync(join(tmpdir(), 'frota-e2e-')), 'pglite');
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: api,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PORTAL_DIR: PORTAL_DIST,
    PORTAL_URL: `http://localhost:${process.env.PORT}`,
    // The fake of support/fake-google-maps.js stands in for Google: the page's policy allows Google's hosts as it
    // would with a real key.
    VITE_GOOGLE_MAPS_API_KEY: 'e2e-fake-key',
    // Every test signs in from 127.0.0.1: one office address far busier than any real one. The limits
    // themselves are tested in the API suite (apps/api/test/identity-limits.test.ts).
    IDENTITY_CALLS_PER_WINDOW: '100000',
    LOGIN_FAILURES_PER_ADDRESS: '100000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
