#!/usr/bin/env node
// `npm run dev`: for developers. Regenerates what the schemas derive, then runs the API from its TypeScript
// sources (restarted on change) and Vite's development server (hot reload), on two ports; prints both addresses and
// the demo accounts. `npm start` serves the built product on one origin instead (scripts/start.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const API_PORT = process.env.PORT ?? '3000';
const PORTAL_PORT = '5173';

const generated = spawnSync(bin('turbo'), ['run', 'generate', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (generated.status !== 0) process.exit(generated.status ?? 1);

const children = [
  spawn(bin('tsx'), ['watch', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, PORT: API_PORT },
  }),
  spawn(bin('vite'), ['--port', PORTAL_PORT, '--strictPort', '--clearScreen', 'false'], {
    cwd: join(root, 'apps/portal'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_API_URL: process.env.VITE_API_URL ?? `http://localhost:${API_PORT}` },
  }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => code && stop(code));

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer`);
}

await Promise.all([
  waitFor(`http://localhost:${API_PORT}/health`),
  waitFor(`http://localhost:${PORTAL_PORT}/`),
]);
console.log(`
  Portal:  http://localhost:${PORTAL_PORT}
  API:     http://localhost:${API_PORT}   (documentation: http://localhost:${API_PORT}/docs)

  Demo accounts (password demo1234):
    admin@demo.com.br   profile Admin
    gestor@demo.com.br  profile Manager

  Ctrl+C stops both.
`);
