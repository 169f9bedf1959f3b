/**
 * Time from navigation start to a route's content on screen, in the system Chromium, against the built portal
 * (`vite preview`) and the real API on a fresh PGlite database with the demo data:
 *
 * - login (`/`): to the "Login" button visible; cold (a fresh browser context, so an empty HTTP cache).
 * - clients list (`/backoffice/clients/`): to 20 rows of the "Clientes" table with a first cell that is
 *   not empty (the loading skeleton has empty cells); signed in, HTTP cache warm (a returning user).
 * - client form (`/backoffice/clients/create/`): to the "Nome Fantasia" input visible; signed in, warm.
 *
 * How the time is taken: an init script (run in every document before the portal's own scripts) watches the
 * DOM with a MutationObserver, plus a requestAnimationFrame loop for changes that are not mutations (a
 * stylesheet making an element visible), and records `performance.now()` the first time a condition holds.
 * `performance.now()` counts from `performance.timeOrigin`, which for a navigation is its start, so the
 * figure is "navigation start to content in the DOM" on the page's own clock. Playwright only reads it
 * afterwards (`page.goto` with `waitUntil: 'commit'`, then `waitForFunction`). `Date.now()` around
 * `page.goto` in Node would add the CDP round trips and waitForFunction's polling interval (a frame, ~16 ms)
 * to every figure; the Performance API does not.
 *
 * The portal is built into a temp folder (VITE_API_URL pointing at this run's API), not into apps/portal/dist,
 * so an end-to-end run or a dev build in progress is never overwritten.
 */
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import {
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
import { median, ms, summarize, type Summary } from './lib/stats.ts';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';

const RUNS = 7;
const ADMIN = { email: 'admin@demo.com.br', password: 'demo1234', name: 'Ana Paula Ribeiro' };

type Probe = 'login' | 'list' | 'form';

interface Mark {
  at: number;
  /** Same-origin files the page had fetched by then (document excluded), and how they were served. */
  files: number;
  fromCache: number;
  revalidated: number;
  downloaded: number;
  /** Calls to the API (cross-origin) by then. */
  apiCalls: number;
  documentEnd: number | null;
  filesEnd: number | null;
  apiStart: number | null;
  apiEnd: number | null;
}

type Waterfall = Pick<Mark, 'documentEnd' | 'filesEnd' | 'apiStart' | 'apiEnd'>;

export interface RouteTiming {
  route: string;
  path: string;
  condition: string;
  cache: 'cold' | 'warm';
  runs: number[];
  summary: Summary;
  /** How the route's files were served in the last run. */
  files: Pick<Mark, 'files' | 'fromCache' | 'revalidated' | 'downloaded' | 'apiCalls'>;
  /** Medians over the runs, ms since navigation start. */
  waterfall: Waterfall;
}

export interface PageTimingsResult {
  routes: RouteTiming[];
}

/**
 * Runs in every document before its scripts. A string, not a function: tsx (esbuild with keepNames) wraps
 * named functions in a `__name()` helper that does not exist in the page, so a serialised function breaks.
 */
const PROBE = `(() => {
  const marks = (window.__bench = {});
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const conditions = {
    login: () => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Login' && visible(b)),
    list: () => {
      const rows = document.querySelectorAll('table[aria-label="Clientes"] tbody tr');
      return rows.length >= 20 && (rows[0].querySelector('td')?.textContent.trim() ?? '') !== '';
    },
    form: () =>
      [...document.querySelectorAll('label')].some(
        (l) => l.textContent.trim().startsWith('Nome Fantasia') && visible(l.control),
      ),
  };
  const check = () => {
    const now = performance.now();
    let pending = false;
    for (const [name, holds] of Object.entries(conditions)) {
      if (name in marks) continue;
      if (!holds()) {
        pending = true;
        continue;
      }
      const resources = performance.getEntriesByType('resource');
      const own = resources.filter((r) => r.name.startsWith(location.origin));
      const api = resources.filter((r) => !r.name.startsWith(location.origin));
      marks[name] = {
        at: now,
        files: own.length,
        // Same-origin entries expose sizes: nothing transferred is the memory/disk cache; headers only (Chrome
        // reports a 304 with encodedBodySize 0) is a revalidation; otherwise the body was downloaded.
        fromCache: own.filter((r) => r.transferSize === 0).length,
        revalidated: own.filter((r) => r.transferSize > 0 && r.encodedBodySize === 0).length,
        downloaded: own.filter((r) => r.transferSize > 0 && r.encodedBodySize > 0).length,
        apiCalls: api.length,
        // A waterfall in ms since navigation start: the document received, the last file received, the
        // first API call sent and the last one received.
        documentEnd: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
        filesEnd: own.length ? Math.max(...own.map((r) => r.responseEnd)) : null,
        apiStart: api.length ? Math.min(...api.map((r) => r.startTime)) : null,
        apiEnd: api.length ? Math.max(...api.map((r) => r.responseEnd)) : null,
      };
    }
    return pending;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  const frame = () => {
    if (check()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.addInitScript(PROBE);
  return context;
}

/**
 * One navigation: goto, then the probe's mark for `probe` (ms since navigation start). A reused page first
 * goes to about:blank, so the measured navigation is a plain one (typing the address), not a same-URL reload,
 * which Chrome treats differently for the cache.
 */
async function timeNavigation(context: BrowserContext, path: string, probe: Probe, page?: Page) {
  const target = page ?? (await context.newPage());
  if (page) await target.goto('about:blank');
  await target.goto(path, { waitUntil: 'commit' });
  const handle = await target.waitForFunction(
    (key) => (window as unknown as { __bench?: Record<string, unknown> }).__bench?.[key] ?? null,
    probe,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as Mark;
}

function timing(
  route: string,
  path: string,
  condition: string,
  cache: RouteTiming['cache'],
  marks: Mark[],
): RouteTiming {
  const runs = marks.map((m) => m.at);
  const { files, fromCache, revalidated, downloaded, apiCalls } = marks.at(-1)!;
  const of = (key: keyof Waterfall) => {
    const values = marks.map((m) => m[key]).filter((v): v is number => v !== null);
    return values.length ? median(values) : null;
  };
  const waterfall = {
    documentEnd: of('documentEnd'),
    filesEnd: of('filesEnd'),
    apiStart: of('apiStart'),
    apiEnd: of('apiEnd'),
  };
  return {
    route,
    path,
    condition,
    cache,
    runs,
    summary: summarize(runs),
    files: { files, fromCache, revalidated, downloaded, apiCalls },
    waterfall,
  };
}

export async function measurePageTimings(): Promise<PageTimingsResult> {
  const log = progress('page-timings');
  let browser: Browser | undefined;
  try {
    const tmp = tempDir('pages');
    const [apiPort, previewPort] = [await freePort(), await freePort()];
    const apiUrl = `http://localhost:${apiPort}`;
    const portalUrl = `http://localhost:${previewPort}`;

    log('starting the API on a fresh PGlite folder (demo data) and building the portal');
    const api = startApi(join(tmp, 'pglite'), apiPort, { HOST: 'localhost', PORTAL_URL: portalUrl });
    const outDir = join(tmp, 'dist');
    await runNode(
      'vite build',
      [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      PORTAL_DIR,
      {
        VITE_API_URL: apiUrl,
      },
    );
    log('portal built');
    await waitForUrl(`${apiUrl}/health`, api);
    log(`API listening on ${apiUrl}`);
    const preview = startNode(
      'vite preview',
      [VITE_BIN, 'preview', '--port', String(previewPort), '--strictPort', '--outDir', outDir],
      PORTAL_DIR,
      {},
    );
    await waitForUrl(portalUrl, preview);
    log(`portal served by vite preview on ${portalUrl}`);

    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const routes: RouteTiming[] = [];

    // Login, cold: every run in a new context (empty cache, no session). One discarded run first, so the
    // first figure does not carry the browser's and the server's first-use costs.
    const coldMarks: Mark[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await newContext(browser, portalUrl);
      const mark = await timeNavigation(context, '/', 'login');
      await context.close();
      if (run > 0) coldMarks.push(mark);
    }
    routes.push(timing('login', '/', '"Login" button visible', 'cold', coldMarks));
    log(`login: median ${ms(routes.at(-1)!.summary.median)} ms`);

    // Signed in once through the login screen; then the same page navigates again and again (HTTP cache and
    // session kept), after one warm-up navigation per route.
    const context = await newContext(browser, portalUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByPlaceholder('E-mail').fill(ADMIN.email);
    await page.getByPlaceholder('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: `Bem-vindo(a) ${ADMIN.name}!` }).waitFor({ timeout: 30_000 });
    log('signed in as Admin');

    const warm = async (route: string, path: string, probe: Probe, condition: string) => {
      await timeNavigation(context, path, probe, page);
      const marks: Mark[] = [];
      for (let run = 0; run < RUNS; run++) marks.push(await timeNavigation(context, path, probe, page));
      routes.push(timing(route, path, condition, 'warm', marks));
      log(`${route}: median ${ms(routes.at(-1)!.summary.median)} ms`);
    };
    await warm('clients list', '/backoffice/clients/', 'list', '20 rows in table "Clientes"');
    await warm('client form', '/backoffice/clients/create/', 'form', '"Nome Fantasia" input visible');
    // The probe's DOM conditions must agree with what a user (and the e2e suite) sees.
    await page.getByLabel('Nome Fantasia').waitFor({ state: 'visible', timeout: 10_000 });

    await browser.close();
    browser = undefined;
    return { routes };
  } finally {
    await browser?.close().catch(() => {});
    await teardown();
  }
}

export function printPageTimings(result: PageTimingsResult) {
  console.log(`\nPage timings: navigation start to content, median of ${RUNS} runs (Chromium headless)`);
  for (const r of result.routes) {
    const f = r.files;
    console.log(
      `  ${r.route.padEnd(13)} ${r.cache.padEnd(5)} median ${ms(r.summary.median).padStart(6)} ms ` +
        `(min ${ms(r.summary.min)}, max ${ms(r.summary.max)})  ${r.condition}`,
    );
    console.log(
      `  ${''.padEnd(19)} runs: ${r.runs.map(ms).join(', ')}; files: ${f.files} ` +
        `(${f.fromCache} cached, ${f.revalidated} revalidated, ${f.downloaded} downloaded), API calls: ${f.apiCalls}`,
    );
    const w = r.waterfall;
    const at = (v: number | null) => (v === null ? '-' : `${ms(v)} ms`);
    console.log(
      `  ${''.padEnd(19)} document received ${at(w.documentEnd)}, files received ${at(w.filesEnd)}` +
        (w.apiStart === null ? '' : `, API call ${at(w.apiStart)} to ${at(w.apiEnd)}`),
    );
  }
}

if (isMain(import.meta.url)) {
  printPageTimings(await measurePageTimings());
}
