import { expect, test } from '@playwright/test';
import { ADMIN, API, apiToken, signIn, toast } from '../support/helpers.ts';

const PASSWORD = 'Frota-Segura-2026';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

/** A new Admin account of its own, so ending its sessions touches no other test's. */
async function newAccount(): Promise<{ email: string; password: string; name: string }> {
  const email = `sessoes.${Date.now()}@empresa.com.br`;
  const response = await fetch(`${API}/v1/backoffice/backoffice-users`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await apiToken(ADMIN.email, ADMIN.password)}`,
    },
    body: JSON.stringify({
      email,
      firstName: 'Sara',
      lastName: 'Sessões',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    }),
  });
  expect(response.status).toBe(201);
  return { email, password: PASSWORD, name: 'Sara Sessões' };
}

test('Sessões ativas: the signed-in user sees where their account is open and ends a session on another device', async ({
  page,
}) => {
  const account = await newAccount();
  // Signed in on a phone too.
  const signedIn = await fetch(`${API}/v1/identity/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': PHONE },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const phone = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const phoneCall = () =>
    fetch(`${API}/v1/identity/account/sessions`, { headers: { Authorization: `Bearer ${phone}` } });
  expect((await phoneCall()).status).toBe(200);

  await signIn(page, account);
  await page.getByRole('button', { name: 'Sessões ativas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sessões ativas' });
  const rows = dialog.getByRole('table', { name: 'Sessões ativas' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Esta sessão' })).toHaveCount(1);
  const phoneRow = rows.filter({ hasText: 'Chrome no Android' });
  await expect(phoneRow).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Encerrar as outras sessões' })).toBeEnabled();

  await phoneRow.getByRole('button', { name: /^Encerrar a sessão Chrome no Android iniciada em / }).click();
  await expect(toast(page, 'Sessão encerrada com sucesso')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Esta sessão');
  await expect(dialog.getByRole('button', { name: 'Encerrar as outras sessões' })).toBeDisabled();
  expect((await phoneCall()).status).toBe(401);

  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('heading', { name: `Bem-vindo(a) ${account.name}!` })).toBeVisible();
});
