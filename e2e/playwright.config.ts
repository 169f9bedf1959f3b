import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';

export const API_PORT = 3100;
export const PORTAL_PORT = 4173;

/**
 * The built portal (vite preview) against the real API on a fresh embedded database, in the system
 * Chromium. Nothing of ours is mocked.
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
    baseURL: `http://localhost:${PORTAL_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: 'node support/start-api.mjs',
      url: `http://localhost:${API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(API_PORT) },
    },
    {
      // The build of support/build-portal.mjs, in e2e/dist/.
      command: `npx vite preview --port ${PORTAL_PORT} --strictPort --outDir ../../e2e/dist`,
      cwd: '../apps/portal',
      url: `http://localhost:${PORTAL_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
