import { expect, test, type Page } from '@playwright/test';
import { ADMIN, API, apiToken, clickRowAction, MANAGER, signIn, toast } from '../support/helpers.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Clientes' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** A valid CNPJ that the seed does not use: base digits plus computed check digits. */
function cnpjFrom(base12: string): string {
  const digit = (numbers: string, weights: number[]) => {
    const sum = weights.reduce((acc, w, i) => acc + w * Number(numbers[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${d2}`;
}
const formatCnpj = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

test.describe('Clients as Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Clientes' })
      .click();
    await expect(page).toHaveURL(/\/backoffice\/clients\/$/);
  });

  test('the list shows the spec columns, formatted values and pagination from page 1', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
    const headers = table(page).locator('thead th');
    await expect(headers).toHaveText(['#', 'Nome Fantasia', 'CNPJ', 'Criado em', 'Ativo', 'Ações']);
    await expect(rows(page)).toHaveCount(20);
    const first = rows(page).first().locator('td');
    await expect(first.nth(2)).toHaveText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await expect(first.nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    await expect(first.nth(4)).toHaveText(/^(Sim|Não)$/);
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await expect(pagination.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const firstId = await first.nth(0).textContent();
    await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page).first().locator('td').first()).not.toHaveText(firstId ?? '');
  });

  test('keeps each column’s width from page to page, whatever the names on the page', async ({ page }) => {
    // A client with a long name heads page 1 (newest first); page 2 holds the seed's short ones.
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const created = await fetch(`${API}/v1/backoffice/clients`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        nomeFantasia: 'Transportadora Rodoviária de Cargas Pesadas e Perigosas do Extremo Oeste',
        razaoSocial: 'Transportadora Extremo Oeste LTDA',
        cnpj: cnpjFrom(`${Date.now() + 7}`.slice(-12)),
      }),
    });
    expect(created.ok).toBe(true);
    await page.reload();
    await expect(rows(page).first()).toContainText('Extremo Oeste');
    const widths = () =>
      table(page)
        .locator('thead th')
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    const onPage1 = await widths();
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(rows(page).first()).not.toContainText('Extremo Oeste');
    expect(await widths()).toEqual(onPage1);
  });

  test('filters by Nome Fantasia and by CNPJ digits only', async ({ page }) => {
    const firstName = (await rows(page).first().locator('td').nth(1).textContent()) ?? '';
    const firstCnpj = ((await rows(page).first().locator('td').nth(2).textContent()) ?? '').replace(
      /\D/g,
      '',
    );
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByLabel('Nome Fantasia').fill(firstName.slice(0, 6).toLowerCase());
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/nomeFantasia=/);
    await expect(rows(page).filter({ hasText: firstName })).toHaveCount(1);

    await page.getByLabel('Nome Fantasia').fill('');
    const cnpjInput = page.getByLabel('CNPJ');
    await cnpjInput.pressSequentially(`ab${firstCnpj.slice(0, 8)}x`);
    await expect(cnpjInput).toHaveValue(firstCnpj.slice(0, 8));
    await cnpjInput.press('Enter');
    await expect(page).toHaveURL(new RegExp(`cnpj=${firstCnpj.slice(0, 8)}`));
    await expect(rows(page).first().locator('td').nth(2)).toContainText(formatCnpj(firstCnpj).slice(0, 10));

    await cnpjInput.fill('99999999');
    await cnpjInput.press('Enter');
    await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  });

  test('creates a client with the CNPJ mask, refusing bad input without losing it', async ({ page }) => {
    const cnpj = cnpjFrom(`${Date.now()}`.slice(-12));
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page).toHaveURL(/\/backoffice\/clients\/create\/$/);
    await expect(page.getByRole('heading', { name: 'Novo Cliente' })).toBeVisible();

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O campo Nome Fantasia é obrigatório.')).toBeVisible();
    await expect(page.getByText('O campo CNPJ é obrigatório.')).toBeVisible();

    await page.getByLabel('Nome Fantasia').fill('Transportadora Teste E2E');
    await page.getByLabel('Razão Social').fill('Transportadora Teste E2E LTDA');
    const cnpjInput = page.getByLabel('CNPJ');
    await expect(cnpjInput).toHaveAttribute('maxlength', '18');
    await cnpjInput.pressSequentially(cnpj.slice(0, 10));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Informe os 14 dígitos do CNPJ.')).toBeVisible();
    await expect(page.getByLabel('Nome Fantasia')).toHaveValue('Transportadora Teste E2E');

    const wrongDigits = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
    await cnpjInput.pressSequentially(wrongDigits.slice(10));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNPJ inválido: confira os números digitados.')).toBeVisible();
    await cnpjInput.press('Backspace');
    await cnpjInput.pressSequentially(cnpj.slice(13));
    await expect(cnpjInput).toHaveValue(formatCnpj(cnpj));
    const created = page.waitForRequest(
      (r) => r.url().includes('/v1/backoffice/clients') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await created).postDataJSON()).toMatchObject({ cnpj, nomeFantasia: 'Transportadora Teste E2E' });
    await expect(toast(page, 'Cliente criado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/clients\/$/);
    await expect(rows(page).first()).toContainText('Transportadora Teste E2E');

    await page.getByRole('link', { name: 'Novo' }).click();
    await page.getByLabel('Nome Fantasia').fill('Duplicada');
    await page.getByLabel('Razão Social').fill('Duplicada LTDA');
    await page.getByLabel('CNPJ').pressSequentially(cnpj);
    await page.getByRole('button', { name: 'Salvar' }).click();
    // Under the CNPJ field, once: no toast and no red box repeat it.
    await expect(page.getByText('Já existe um cliente com este CNPJ.')).toHaveCount(1);
    await expect(page.getByLabel('CNPJ')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nome Fantasia')).toHaveValue('Duplicada');
  });

  test('edits, deactivates, activates and deletes a client behind confirm prompts', async ({ page }) => {
    const row = rows(page).first();
    const name = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar Cliente' })).toBeVisible();
    await expect(page.getByLabel('Nome Fantasia')).toHaveValue(name);
    await page.getByLabel('Nome Fantasia').fill(`${name} Editado`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Cliente atualizado com sucesso')).toBeVisible();
    const edited = rows(page).filter({ hasText: `${name} Editado` });
    await expect(edited).toHaveCount(1);

    const wasActive = (await edited.locator('td').nth(4).textContent())?.trim() === 'Sim';
    const verb = wasActive ? 'Desativar' : 'Ativar';
    await clickRowAction(edited, verb, `${name} Editado`);
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Tem certeza que deseja ${verb.toLowerCase()} o cliente "${name} Editado"?`,
    );
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      toast(page, `Cliente foi ${wasActive ? 'desativado' : 'ativado'} com sucesso`),
    ).toBeVisible();
    await expect(edited.locator('td').nth(4)).toHaveText(wasActive ? 'Não' : 'Sim');

    await clickRowAction(edited, 'Apagar', `${name} Editado`);
    await expect(page.getByRole('alertdialog')).toContainText(
      `Tem certeza que deseja apagar o cliente "${name} Editado"?`,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(edited).toHaveCount(1);
    await clickRowAction(edited, 'Apagar', `${name} Editado`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page, 'Cliente deletado com sucesso')).toBeVisible();
    await expect(edited).toHaveCount(0);
  });
});

test.describe('Clients as Manager', () => {
  test('sees their own client alone, without Novo, edit, delete or toggle', async ({ page }) => {
    await signIn(page, MANAGER, '/backoffice/clients/');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Novo' })).toHaveCount(0);
    const row = rows(page).first();
    await expect(row.getByRole('link', { name: /^Editar / })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^(Apagar|Ativar|Desativar) / })).toHaveCount(0);
    await page.goto('/backoffice/clients/create/');
    await expect(page.getByRole('heading', { name: 'Novo Cliente' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Bem-vindo(a) ${MANAGER.name}!` })).toBeVisible();
  });
});
