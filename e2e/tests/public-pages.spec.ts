import { expect, test } from '@playwright/test';
import { API, MANAGER, apiChangePassword, resetLinkSentBy, signIn, toast } from '../support/helpers.ts';

test('the privacy policy is public and has every section', async ({ page }) => {
  await page.goto('/politica-de-privacidade');
  await expect(page.getByRole('heading', { name: 'Política de Privacidade' })).toBeVisible();
  for (const section of [
    'Introdução',
    'Dados coletados',
    'Uso interno',
    'Retenção limitada',
    'Segurança',
    'Contato',
    'Direitos do usuário',
    'Alterações desta política',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByText(/CPF/).first()).toBeVisible();
});

test('the login page links to the privacy policy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/politica-de-privacidade$/);
  await expect(page.getByRole('heading', { name: 'Política de Privacidade' })).toBeVisible();
});

test('a user requests a reset, follows the e-mailed link and signs in with the new password', async ({
  page,
}) => {
  const newPassword = 'redefinida-456';
  await page.goto('/lost-password');
  await page.getByRole('button', { name: 'Enviar instruções' }).click();
  await expect(page.getByText('O campo E-mail é obrigatório.')).toBeVisible();
  await page.getByLabel('E-mail').fill(MANAGER.email);
  const link = await resetLinkSentBy(MANAGER.email, async () => {
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await expect(
      toast(page, 'Enviamos as instruções para redefinir a senha para o seu e-mail.'),
    ).toBeVisible();
    // Said once, by the toast: no box on the page repeating it (counted at once, while the toast shows).
    expect(
      await page.getByText('Enviamos as instruções para redefinir a senha para o seu e-mail.').count(),
    ).toBe(1);
  });
  expect(link, 'the reset e-mail carries a link').toBeTruthy();
  await page.goto(new URL(link!).pathname);

  await page.getByLabel('E-mail').fill(MANAGER.email);
  await page.getByLabel(/^Nova senha/).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('A confirmação de senha não confere.')).toBeVisible();
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(toast(page, 'Senha atualizada com sucesso')).toBeVisible();
  try {
    await signIn(page, { ...MANAGER, password: newPassword });
  } finally {
    await apiChangePassword(MANAGER.email, newPassword, MANAGER.password);
  }
});

test('a reset link works only once', async ({ page }) => {
  const link = await resetLinkSentBy(MANAGER.email, () =>
    fetch(`${API}/v1/identity/account/request-password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: MANAGER.email }),
    }),
  );
  const path = new URL(link).pathname;
  for (const attempt of [1, 2]) {
    await page.goto(path);
    await page.getByLabel('E-mail').fill(MANAGER.email);
    await page.getByLabel(/^Nova senha/).fill(MANAGER.password);
    await page.getByLabel('Confirmar nova senha').fill(MANAGER.password);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    if (attempt === 1) await expect(toast(page, 'Senha atualizada com sucesso')).toBeVisible();
    else
      await expect(
        page.getByRole('alert').filter({ hasText: 'Link de redefinição inválido ou expirado.' }),
      ).toBeVisible();
  }
});
