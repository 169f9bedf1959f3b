#!/usr/bin/env node
// `npm start`: the product as production runs it. Builds what changed (turbo replays an unchanged build from its
// cache): the schemas' generated files, the portal (Vite) and the API (one JavaScript module); then one Node
// server serves the API, its documentation and the portal on one address, on the embedded database (.data/,
// demo data on first start) unless DATABASE_URL names a PostgreSQL server. The server prints the address and the
// demo accounts. `npm run dev` is for developing.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.PORT ?? '3000';

const built = spawnSync(
  join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', '--filter=@frota/api', '--filter=@frota/portal', '--output-logs=errors-only'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
);
if (built.status !== 0) process.exit(built.status ?? 1);

// The built code with the local defaults: demo data and the reset e-mails in the log. NODE_ENV=production (and
// its required settings, apps/api/README.md) is for a server.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { NODE_ENV: 'development', PORTAL_URL: `http://localhost:${PORT}`, ...process.env, PORT },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
