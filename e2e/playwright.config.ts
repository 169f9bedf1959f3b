import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';

/**
 * The product's one address in the run: the API serving the built portal (support/start-server.mjs); `E2E_PORT`
 * moves it, so two checkouts can run their suites side by side.
 */
export const PORT = Number(process.env['E2E_PORT'] ?? 3100);

/**
 * The product as `npm start` serves it (the built API serving the built portal on one origin, under its
 * Content-Security-Policy) on a fresh embedded database, in the system Chromium. Nothing of ours is mocked.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs about a fifth of the run's CPU: in CI only a failed test's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${PORT}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
