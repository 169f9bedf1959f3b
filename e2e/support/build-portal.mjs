// Builds the portal for the end-to-end run, pointed at the test API.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: new URL('../../apps/portal/', import.meta.url),
  stdio: 'inherit',
  env: { ...process.env, VITE_API_URL: 'http://localhost:3100' },
});
process.exit(result.status ?? 1);
