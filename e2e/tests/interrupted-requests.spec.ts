import { expect, test, type Page } from '@playwright/test';
import { ADMIN, readStoredSession, signIn, toast } from '../support/helpers.ts';
import { holdBackFirstGet } from '../support/hold-back.ts';

const LIST_PATH = '/v1/backoffice/clients/';
const clientRows = (page: Page) => page.getByRole('table', { name: 'Clientes' }).locator('tbody tr');

/** Signs in, opens the clients list with its request held back 3 s, and waits 0.8 s into the wait. */
async function openClientsWhileListIsHeld(page: Page) {
  await signIn(page, ADMIN);
  const { held } = await holdBackFirstGet(page, LIST_PATH, 3_000);
  await page.goto('/backoffice/clients/');
  await held;
  await page.waitForTimeout(800);
}

test('a reload while the clients list is loading keeps the user signed in on the list', async ({ page }) => {
  await openClientsWhileListIsHeld(page);
  await page.reload();
  await expect(page).toHaveURL(/\/backoffice\/clients\/$/);
  await expect(clientRows(page)).toHaveCount(20);
  expect(await readStoredSession(page)).toMatchObject({ isLogged: true });
  await expect(toast(page, 'Sessão expirada')).toHaveCount(0);
  await expect(page.getByPlaceholder('E-mail')).toHaveCount(0);
});

test('typing another address while the clients list is loading keeps the user signed in', async ({
  page,
}) => {
  await openClientsWhileListIsHeld(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Bem-vindo(a) ${ADMIN.name}!` })).toBeVisible();
  expect(await readStoredSession(page)).toMatchObject({ isLogged: true });
  await expect(toast(page, 'Sessão expirada')).toHaveCount(0);
  await expect(page.getByPlaceholder('E-mail')).toHaveCount(0);
});
