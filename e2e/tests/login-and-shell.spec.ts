import { expect, test } from '@playwright/test';
import { ADMIN, MANAGER, apiChangePassword, readStoredSession, signIn, toast } from '../support/helpers.ts';

test.describe('login screen', () => {
  test('shows the heading, the placeholders and both buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Portal');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rota Premiada');
    await expect(page.getByPlaceholder('E-mail')).toHaveAttribute('type', 'email');
    await expect(page.getByPlaceholder('Senha')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.getByRole('link', { name: 'Esqueci a senha' }).click();
    await expect(page).toHaveURL(/\/lost-password\/?$/);
  });

  test('wrong credentials give a pt-BR message and keep the user on the page', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('E-mail').fill(ADMIN.email);
    await page.getByPlaceholder('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' })).toBeVisible();
    await expect(page.getByPlaceholder('E-mail')).toHaveValue(ADMIN.email);
    expect(await readStoredSession(page)).toBeNull();
  });

  test('signing in shows the blocking overlay, saves the session and lands on the welcome panel', async ({
    page,
  }) => {
    await page.route('**/v1/identity/connect/token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/');
    await page.getByPlaceholder('E-mail').fill(ADMIN.email);
    await page.getByPlaceholder('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('blocking-overlay')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Bem-vindo(a) ${ADMIN.name}!` })).toBeVisible();
    await expect(page.getByText('Navegue pelo menu lateral para iniciar.')).toBeVisible();
    const session = await readStoredSession(page);
    expect(session?.isLogged).toBe(true);
    expect(session?.userData.profile).toBe('Admin');
    expect(Date.parse(session?.expiresIn ?? '')).toBeGreaterThan(Date.now());
  });
});

test.describe('shell', () => {
  test('Admin sees the user registers group with Clientes; Sair ends the session', async ({ page }) => {
    await signIn(page, ADMIN);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByText('Cadastros de Usuários')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Clientes' })).toBeVisible();
    await expect(page.getByText(`Olá, ${ADMIN.name}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByPlaceholder('E-mail')).toBeVisible();
    expect(await readStoredSession(page)).toBeNull();
  });

  test('Manager does not see the user registers group', async ({ page }) => {
    await signIn(page, MANAGER);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Página inicial' })).toBeVisible();
    await expect(menu.getByText('Cadastros de Usuários')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Clientes' })).toHaveCount(0);
  });

  test('unmatched paths show the login when signed out and the welcome panel when signed in', async ({
    page,
  }) => {
    await page.goto('/nao/existe');
    await expect(page.getByPlaceholder('E-mail')).toBeVisible();
    await signIn(page, ADMIN, '/nao/existe');
    await expect(page.getByRole('heading', { name: `Bem-vindo(a) ${ADMIN.name}!` })).toBeVisible();
  });

  test('the change-password dialog refuses a wrong current password and really changes it', async ({
    page,
  }) => {
    const newPassword = 'nova-senha-123';
    await signIn(page, MANAGER);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.getByLabel('Senha atual').fill('errada-123');
    await dialog.getByLabel(/^Nova senha/).fill(newPassword);
    await dialog.getByLabel('Confirmar nova senha').fill(newPassword);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Senha atual incorreta.' })).toBeVisible();
    await dialog.getByLabel('Senha atual').fill(MANAGER.password);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Senha atualizada com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    try {
      await page.getByRole('button', { name: 'Sair' }).click();
      await signIn(page, { ...MANAGER, password: newPassword });
    } finally {
      await apiChangePassword(MANAGER.email, newPassword, MANAGER.password);
    }
  });
});
