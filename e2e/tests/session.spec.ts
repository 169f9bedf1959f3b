import { expect, test } from '@playwright/test';
import { ADMIN, patchStoredSession, readStoredSession, signIn, toast } from '../support/helpers.ts';

test('an expired token is refreshed once before the requests that wait on it', async ({ page }) => {
  await signIn(page, ADMIN);
  const before = await readStoredSession(page);
  await patchStoredSession(page, { expiresIn: new Date(Date.now() - 60_000).toISOString() });

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/identity/connect/refresh-token')) refreshes.push(request.url());
  });
  const listCall = page.waitForResponse(
    (r) => r.url().includes('/v1/backoffice/clients') && r.request().method() === 'GET',
  );
  await page.goto('/backoffice/clients/');
  expect((await listCall).status()).toBe(200);
  await expect(page.getByRole('table')).toBeVisible();

  const after = await readStoredSession(page);
  expect(refreshes).toHaveLength(1);
  expect(after?.accessToken).not.toBe(before?.accessToken);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
  expect(Date.parse(after?.expiresIn ?? '')).toBeGreaterThan(Date.now());
});

test('a failed refresh ends the session with the expiry warning and reloads to the login', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await patchStoredSession(page, {
    expiresIn: new Date(Date.now() - 60_000).toISOString(),
    refreshToken: 'invalido',
  });
  await page.goto('/backoffice/clients/');
  await expect(toast(page, 'Sua sessão expirou, faça login para continuar')).toBeVisible();
  await expect(page.getByPlaceholder('E-mail')).toBeVisible({ timeout: 5_000 });
  expect(await readStoredSession(page)).toBeNull();
});

test('a 401 response logs the user out with the session message', async ({ page }) => {
  await signIn(page, ADMIN);
  await patchStoredSession(page, { accessToken: 'token-invalido' });
  await page.goto('/backoffice/clients/');
  await expect(toast(page, 'Sessão expirada, favor fazer login novamente.')).toBeVisible();
  await expect(page.getByPlaceholder('E-mail')).toBeVisible({ timeout: 5_000 });
  expect(await readStoredSession(page)).toBeNull();
});
