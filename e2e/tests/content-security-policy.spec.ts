import { expect, test, type Locator, type Page } from '@playwright/test';
import { useFakeGoogleMaps } from '../support/google-maps.ts';
import { ADMIN, MANAGER, signIn } from '../support/helpers.ts';

/**
 * The portal under the policy `npm start` serves (apps/api/src/http/content-security-policy.ts): every screen a
 * profile reaches from its menu, each screen's Novo (a page form or a dialog), the references' dialog with its
 * fence tab and the monitor with its map, with no violation of the policy and no console error.
 */

/**
 * Google is unreachable from test machines: its script's failed loads, and the loader's retries, are the network's
 * doing (the map screens say the map could not load); a refusal by the policy reads differently.
 */
const GOOGLE_UNREACHABLE = /net::ERR_NAME_NOT_RESOLVED|Failed to load Google Maps script/;

/** What the page reported: console errors (Chromium logs each CSP refusal as one) and the violation events. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !GOOGLE_UNREACHABLE.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${location.href}: CSP ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}

/**
 * Until the screen has drawn and loaded what it shows: its heading, and nothing busy (a list's table is aria-busy
 * while its page loads). A refusal by the policy is reported when the load starts, so this is enough for each
 * screen; the test waits for the network to go idle once at its end.
 */
async function settled(scope: Locator) {
  await expect(scope.getByRole('heading').first()).toBeVisible();
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Every screen of the side menu, visited in turn; on each list, Novo opened when the profile has it. */
async function visitEveryScreen(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const links = await menu
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
  const main = page.getByRole('main');
  for (const path of [...new Set(links)]) {
    await page.goto(path);
    await settled(main);
    const create = main.getByRole('button', { name: 'Novo' }).or(main.getByRole('link', { name: 'Novo' }));
    if ((await create.count()) !== 1 || !(await create.isEnabled())) continue;
    const opensPage = (await create.getAttribute('href')) !== null;
    await create.click();
    if (opensPage) {
      await expect(page).not.toHaveURL(path);
      await settled(main);
    } else {
      await settled(page.getByRole('dialog'));
      await page.keyboard.press('Escape');
    }
  }
  return links;
}

test('Admin: every screen, its Novo, the reference dialog and the monitor run under the policy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = await watch(page);
  const headers = (await page.request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

  await signIn(page, ADMIN);
  const visited = await visitEveryScreen(page);
  expect(visited.length).toBeGreaterThan(15);

  await page.goto('/torre/references');
  await page
    .getByRole('button', { name: /^Editar / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Configurar Cerca Eletrônica' }).click();
  await expect(dialog.getByRole('tab', { name: 'Configurar Cerca Eletrônica' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.waitForLoadState('networkidle');

  // The monitor's map as Google's script would draw it (the fake draws markers, not the fence editor's polygons).
  await useFakeGoogleMaps(page);
  await page.goto('/torre/index.tsx');
  await expect(page.getByRole('group', { name: 'Programações por etapa' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('Manager: every screen of the menu runs under the policy', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await watch(page);
  await signIn(page, MANAGER);
  await visitEveryScreen(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
