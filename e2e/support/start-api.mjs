// Starts the reference API on a fresh embedded database for one end-to-end run.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = join(mkdtempSync(join(tmpdir(), 'frota-e2e-')), 'pglite');
const child = spawn('npx', ['tsx', 'src/main.ts'], {
  cwd: new URL('../../apps/api/', import.meta.url),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PORTAL_URL: `http://localhost:4173`,
    // Every test signs in from 127.0.0.1: one office address far busier than any real one. The limits
    // themselves are tested in the API suite (apps/api/test/identity-limits.test.ts).
    IDENTITY_CALLS_PER_WINDOW: '100000',
    LOGIN_FAILURES_PER_ADDRESS: '100000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
