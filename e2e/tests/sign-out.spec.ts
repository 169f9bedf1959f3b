import { expect, test } from '@playwright/test';
import { ADMIN, API, readStoredSession, signIn } from '../support/helpers.ts';

test('Sair revokes the refresh token on the server: refreshing with it afterwards is refused', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const refreshToken = (await readStoredSession(page))?.refreshToken;
  expect(refreshToken).toBeTruthy();
  const revoke = page.waitForRequest(
    (r) => r.url() === `${API}/v1/identity/connect/revoke-token` && r.method() === 'POST',
    { timeout: 10_000 },
  );
  await page.getByRole('button', { name: 'Sair' }).click();
  expect((await revoke).postDataJSON()).toEqual({ refreshToken });
  await expect(page.getByPlaceholder('E-mail')).toBeVisible();
  expect(await readStoredSession(page)).toBeNull();

  // The revoke's answer cannot be awaited: Playwright reports a keepalive request as aborted once its page
  // is gone, though the browser still delivers it. So it is checked by its effect, with one refresh only
  // (a second try would fail anyway, as a reused token, and prove nothing).
  const response = await fetch(`${API}/v1/identity/connect/refresh-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  expect(response.status).toBe(401);
});
