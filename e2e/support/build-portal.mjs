// Builds the portal for the end-to-end run, pointed at the test API, into a folder of its own (e2e/dist/), so
// a benchmark or a developer's build of apps/portal/dist never replaces the files under test.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PORTAL_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const result = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', PORTAL_DIST, '--emptyOutDir'],
  {
    cwd: new URL('../../apps/portal/', import.meta.url),
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: 'http://localhost:3100' },
  },
);
process.exit(result.status ?? 1);
