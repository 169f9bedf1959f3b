import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';

/**
 * The run's workers, each with a server and database of its own: the suite waits on the browser and the API much
 * of the time, so on 2 cores two workers take about a third less time than one. `E2E_WORKERS` sets the number.
 */
const WORKERS = Number(process.env['E2E_WORKERS'] ?? Math.min(4, availableParallelism()));
/** The first worker's server's port; `E2E_PORT` moves them all, so two checkouts can run their suites side by side. */
const FIRST_PORT = Number(process.env['E2E_PORT'] ?? 3100);
/**
 * This worker's server: the product's one address for its tests. Playwright sets TEST_PARALLEL_INDEX (0 to
 * workers − 1) in each worker's process, which loads this file again.
 */
export const PORT = FIRST_PORT + Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/**
 * The product as `npm start` serves it (the built API serving the built portal on one origin, under its
 * Content-Security-Policy) on a fresh embedded database, in the system Chromium. Nothing of ours is mocked.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS,
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
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node support/start-server.mjs',
    url: `http://localhost:${FIRST_PORT + index}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(FIRST_PORT + index) },
  })),
});
