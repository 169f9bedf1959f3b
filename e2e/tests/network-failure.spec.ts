import { expect, test } from '@playwright/test';
import { ADMIN, API, readStoredSession, signIn, toast } from '../support/helpers.ts';
import { closedPort } from '../support/closed-port.ts';

test('an API the page cannot reach ends the session with the spec warning and reloads to the login', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // The list request really goes to a local port nothing listens on, so the browser's fetch fails with a
  // refused connection, as when the API is down. Chosen over `setOffline(true)`, which would also make
  // the reload that follows fail (and only emulates the failure), and over `route.abort()`, whose
  // failure Playwright makes up instead of the network.
  const port = await closedPort();
  await page.route(
    (url) => url.origin === API && url.pathname === '/v1/backoffice/clients/',
    (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const url = new URL(route.request().url());
      url.port = String(port);
      return route.continue({ url: url.toString() });
    },
  );
  const refused = page.waitForEvent('requestfailed', (r) => r.url().includes('/v1/backoffice/clients/'));
  await page.goto('/backoffice/clients/');
  expect((await refused).failure()?.errorText).toBe('net::ERR_CONNECTION_REFUSED');
  await expect(toast(page, 'Sessão expirada, favor fazer login novamente.')).toBeVisible();
  await expect(page.getByPlaceholder('E-mail')).toBeVisible({ timeout: 5_000 });
  expect(await readStoredSession(page)).toBeNull();
});

test('a list the server fails to answer says so once, in its box with Tentar novamente, and retries', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // The first read of the list answers 500, as a server fault would; the retry reaches the real API.
  let failed = false;
  await page.route(
    (url) => url.origin === API && url.pathname === '/v1/backoffice/clients/',
    (route) => {
      if (failed || route.request().method() !== 'GET') return route.continue();
      failed = true;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[]}' });
    },
  );
  await page.goto('/backoffice/clients/');
  await expect(page.getByText('Erro ao carregar clientes.')).toBeVisible();
  // No toast repeats it (the HTTP client's "Ops, algo deu errado!" came with the box before): give one the time
  // the toaster's chunk takes to show it.
  await page.waitForTimeout(1500);
  // Counted now, not awaited: a toast leaves by itself after a few seconds.
  expect(
    await page
      .locator('[role="status"]')
      .filter({ hasText: /Ops, algo deu errado/ })
      .count(),
  ).toBe(0);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('table', { name: 'Clientes' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Erro ao carregar clientes.')).toHaveCount(0);
});
