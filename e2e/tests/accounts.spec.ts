import { expect, test, type Page } from '@playwright/test';
import { ADMIN, API, apiToken, clickRowAction, signIn, toast } from '../support/helpers.ts';
import { choose, confirm, listRows, openFromMenu } from '../support/registers.ts';

const PASSWORD = 'estrada-da-serra-42';

/** A valid CPF that the seed does not use. */
function cpfFrom(base9: string): string {
  const digit = (numbers: string, first: number) => {
    const sum = [...numbers].reduce((acc, d, i) => acc + Number(d) * (first - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base9, 10);
  return `${base9}${d1}${digit(base9 + d1, 11)}`;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByPlaceholder('E-mail')).toBeVisible();
}

async function trySignIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByPlaceholder('E-mail').fill(email);
  await page.getByPlaceholder('Senha').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a backoffice user created by an Admin signs in at once, and no longer after deactivation', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `usuario.${stamp}@demo.com.br`;
  await signIn(page, ADMIN);
  await openFromMenu(page, 'Usuários');
  await expect(page.getByRole('table', { name: 'Usuários' }).locator('thead th')).toHaveText([
    '#',
    'Nome',
    'Email',
    'Criado em',
    'Ativo',
    'Ações',
  ]);
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Usuário' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: /^Nome\b/ }).fill('Beatriz');
  await page.getByLabel('Sobrenome').fill(`Teste ${stamp}`);
  await page.getByLabel(/^Senha\b/).fill(PASSWORD);
  await page.getByLabel('Confirmação de senha').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A confirmação de senha não confere.')).toBeVisible();
  await page.getByLabel('Confirmação de senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Usuário criado com sucesso')).toBeVisible();
  const row = listRows(page, 'Usuários').filter({ hasText: email });
  await expect(row).toContainText(`Beatriz Teste ${stamp}`);

  // The new account signs in, in a browser of its own, and opens a page.
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const userPage = await other.newPage();
  await trySignIn(userPage, email, PASSWORD);
  await expect(userPage.getByRole('heading', { name: `Bem-vindo(a) Beatriz Teste ${stamp}!` })).toBeVisible();

  // The e-mail is unique without regard to case.
  await page.getByRole('link', { name: 'Novo' }).click();
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByRole('textbox', { name: /^Nome\b/ }).fill('Outra');
  await page.getByLabel('Sobrenome').fill('Pessoa');
  await page.getByLabel(/^Senha\b/).fill(PASSWORD);
  await page.getByLabel('Confirmação de senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Já existe um usuário com este e-mail.')).toBeVisible();
  // What was typed goes only once the user says so.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Descartar alterações' })
    .getByRole('button', { name: 'Descartar' })
    .click();

  await clickRowAction(row, 'Desativar', email);
  await confirm(page, `Tem certeza que deseja desativar o usuário "${email}"?`);
  await expect(toast(page, 'Usuário foi desativado com sucesso')).toBeVisible();

  // Its open session ends at its next request, and it can no longer sign in.
  await userPage.goto('/backoffice/clients/');
  await expect(userPage.getByPlaceholder('E-mail')).toBeVisible({ timeout: 10_000 });
  await trySignIn(userPage, email, PASSWORD);
  await expect(userPage.getByText('E-mail ou senha inválidos.').first()).toBeVisible();
  await other.close();
});

test('an Admin is offered neither deactivate nor delete on their own account, which the API still refuses', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/backoffice/users/');
  // Another Admin's row keeps both.
  const other = listRows(page, 'Usuários').filter({ hasNotText: ADMIN.email }).first();
  await expect(other.getByRole('button', { name: /^(Desativar|Ativar) / })).toHaveCount(1);
  await other.getByRole('button', { name: /^Mais ações / }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Apagar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Mostrar filtros' }).click();
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const own = listRows(page, 'Usuários').filter({ hasText: ADMIN.email });
  await expect(own.getByRole('link', { name: `Editar ${ADMIN.email}` })).toBeVisible();
  await expect(own.getByRole('button', { name: /^(Desativar|Apagar|Mais ações) / })).toHaveCount(0);

  const id = (await own.locator('td').first().innerText()).trim();
  const token = await apiToken(ADMIN.email, ADMIN.password);
  const refused = await fetch(`${API}/v1/backoffice/backoffice-users/deactive-user/${id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { errors: string[] }).errors).toEqual([
    'Você não pode desativar a sua própria conta.',
  ]);
  await page.reload();
  await expect(own.locator('td').nth(4)).toHaveText('Sim');
});

test('a manager created by an Admin (CPF with check digits, a client) signs in as Manager', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `gestor.${stamp}@demo.com.br`;
  const cpf = cpfFrom(String(Date.now()).slice(-9));
  await signIn(page, ADMIN);
  await openFromMenu(page, 'Gestores');
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Gestor' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: /^Nome\b/ }).fill('Rafael');
  await page.getByLabel('Sobrenome').fill(`Gestor ${stamp}`);
  const cpfInput = page.getByLabel('CPF');
  await expect(cpfInput).toHaveAttribute('maxlength', '14');
  await cpfInput.pressSequentially(`${cpf.slice(0, 9)}${(Number(cpf[9]) + 1) % 10}${cpf[10]}`);
  await page.getByLabel(/^Senha\b/).fill(PASSWORD);
  await page.getByLabel('Confirmação de senha').fill(PASSWORD);
  await choose(page, 'Cliente', 'Rota Sul Transportes');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF inválido: confira os números digitados.')).toBeVisible();
  await cpfInput.fill('');
  await cpfInput.pressSequentially(cpf);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Gestor criado com sucesso')).toBeVisible();
  await expect(listRows(page, 'Gestores').filter({ hasText: email })).toContainText('Rota Sul Transportes');

  await signOut(page);
  await trySignIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: `Bem-vindo(a) Rafael Gestor ${stamp}!` })).toBeVisible();
  // A Manager's menu has no user registers.
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByText('Cadastros de Usuários'),
  ).toHaveCount(0);
});

test('the e-mail filter finds part of an address: a name or a domain', async ({ page }) => {
  await signIn(page, ADMIN, '/backoffice/users/');
  await page.getByRole('button', { name: 'Mostrar filtros' }).click();
  const filter = page.getByLabel('E-mail');
  for (const part of ['admin', 'demo.com']) {
    await filter.fill(part);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`Email=${part.replace('.', '\\.')}`));
    await expect(listRows(page, 'Usuários').filter({ hasText: ADMIN.email })).toHaveCount(1);
    for (const row of await listRows(page, 'Usuários').all()) await expect(row).toContainText(part);
  }
});
