/**
 * First contentful paint of the login and of a signed-in list, median of 7 in the system Chromium, served two
 * ways from the same code: as `npm start` serves it (the built API serving the built portal on one origin) and
 * by the development servers of `npm run dev` (the API through tsx, Vite's development server on another port).
 * Each way gets one visit to warm it (Vite transforms modules on first request) before the 7 measured. The
 * login is a fresh browser context each time (empty cache: a first visit); the list is one signed-in context
 * (a returning user). Figures are printed, never asserted. Run: `npx tsx bench/serving.ts`.
 */
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import {
  API_DIR,
  freePort,
  isMain,
  PORTAL_DIR,
  progress,
  runNode,
  startApi,
  startNode,
  teardown,
  tempDir,
  VITE_BIN,
  waitForUrl,
} from './lib/processes.ts';
import { median, ms } from './lib/stats.ts';

const RUNS = 7;
const ADMIN = { email: 'admin@demo.com.br', password: 'demo1234' };
const LIST = '/backoffice/clients/';

export interface ServingResult {
  way: 'npm start (one origin, built)' | 'npm run dev (development servers)';
  loginFcp: number[];
  listFcp: number[];
}

/** The page's first contentful paint, once its content is there. */
async function fcpOf(page: Page, ready: () => Promise<void>): Promise<number> {
  await ready();
  // The content can be in the DOM a frame before the browser paints it.
  const entry = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  return Number(await entry.jsonValue());
}

async function measure(browser: Browser, origin: string, way: ServingResult['way']): Promise<ServingResult> {
  const loginFcp: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto('/');
    const fcp = await fcpOf(page, () => page.getByRole('button', { name: 'Login' }).waitFor());
    if (run > 0) loginFcp.push(fcp);
    await context.close();
  }
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByPlaceholder('E-mail').fill(ADMIN.email);
  await page.getByPlaceholder('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: /^Bem-vindo/ }).waitFor();
  const listFcp: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    await page.goto(LIST);
    const fcp = await fcpOf(page, () =>
      page.getByRole('table').getByRole('row').nth(20).waitFor({ timeout: 60_000 }),
    );
    if (run > 0) listFcp.push(fcp);
  }
  await context.close();
  return { way, loginFcp, listFcp };
}

export async function measureServing(): Promise<ServingResult[]> {
  const results: ServingResult[] = [];
  const log = progress('serving');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    log('building the portal and the API as npm start does');
    const portalBuild = tempDir('frota-serving-portal-');
    await runNode(
      'vite build',
      [VITE_BIN, 'build', '--logLevel', 'warn', '--outDir', portalBuild],
      PORTAL_DIR,
      {
        VITE_API_URL: '',
      },
    );
    await runNode('api build', ['scripts/build.mjs'], API_DIR, {});
    const builtPort = await freePort();
    const built = startNode('api (built)', ['dist/main.js'], API_DIR, {
      DATA_DIR: join(tempDir('frota-serving-built-'), 'pglite'),
      PORT: String(builtPort),
      NODE_ENV: 'development',
      PORTAL_DIR: portalBuild,
    });
    await waitForUrl(`http://localhost:${builtPort}/ready`, built);
    log('npm start');
    results.push(await measure(browser, `http://localhost:${builtPort}`, 'npm start (one origin, built)'));
    await built.stop();

    const apiPort = await freePort();
    const vitePort = await freePort();
    const api = startApi(join(tempDir('frota-serving-dev-'), 'pglite'), apiPort, { PORTAL_DIR: '' });
    const vite = startNode('vite dev', [VITE_BIN, '--port', String(vitePort), '--strictPort'], PORTAL_DIR, {
      VITE_API_URL: `http://localhost:${apiPort}`,
    });
    await waitForUrl(`http://localhost:${apiPort}/ready`, api);
    await waitForUrl(`http://localhost:${vitePort}/`, vite);
    log('npm run dev');
    results.push(await measure(browser, `http://localhost:${vitePort}`, 'npm run dev (development servers)'));
  } finally {
    await browser.close();
  }
  return results;
}

export function printServing(results: ServingResult[]): void {
  console.log(`\nFirst contentful paint, median of ${RUNS} (login: a first visit; list: signed in, ${LIST})`);
  for (const result of results)
    console.log(
      `  ${result.way.padEnd(36)} login ${ms(median(result.loginFcp)).padStart(8)}   list ${ms(median(result.listFcp)).padStart(8)}`,
    );
}

if (isMain(import.meta.url)) {
  try {
    printServing(await measureServing());
  } finally {
    await teardown();
  }
}
