// Builds the portal for the end-to-end run, served by the test API on its origin, into a folder of its own (e2e/dist/), so
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
    // The monitor polls every 1.5 s, so a test sees a poll without waiting the spec's 30 s. A Google Maps key, so
    // the maps are built in: Google itself is unreachable in the test browser, or the fake of google-maps.ts.
    env: {
      ...process.env,
      // The API serves this build: calls go to the page's own origin.
      VITE_API_URL: '',
      VITE_MONITOR_POLL_MS: '1500',
      VITE_GOOGLE_MAPS_API_KEY: 'e2e-fake-key',
    },
  },
);
process.exit(result.status ?? 1);
