import { expect, test } from '@playwright/test';
import { ADMIN, clickRowAction, MANAGER, signIn, toast } from '../support/helpers.ts';
import { choose, confirm, listRows, openFromMenu, optionsOf, unique } from '../support/registers.ts';

test.describe('Business units', () => {
  test('Admin creates, edits (description then required), deactivates and deletes a unit', async ({
    page,
  }) => {
    const name = unique('Unidade E2E');
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Unidades de negócio');
    await expect(page.getByRole('heading', { name: 'Unidades de negócio' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Unidades de negócio' }).locator('thead th')).toHaveText([
      '#',
      'Nome',
      'Descrição',
      'Cliente',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { name: 'Nova Unidade de negócio' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O campo Nome é obrigatório.')).toBeVisible();
    await expect(page.getByText('O campo Cliente é obrigatório.')).toBeVisible();
    await page.getByLabel('Nome').fill(name);
    await choose(page, 'Cliente', 'Rota Sul Transportes');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Unidade de negócio criada com sucesso')).toBeVisible();

    const rows = listRows(page, 'Unidades de negócio');
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText('Rota Sul Transportes');
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar Unidade de negócio' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Rota Sul Transportes');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // Optional on create, required on edit (spec 02 §5).
    await expect(page.getByText('O campo Descrição é obrigatório.')).toBeVisible();
    await page.getByLabel('Descrição').fill('Criada pelo teste de ponta a ponta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Unidade de negócio atualizada com sucesso')).toBeVisible();

    await clickRowAction(row, 'Desativar', name);
    await confirm(page, `Tem certeza que deseja desativar a unidade de negócio "${name}"?`);
    await expect(toast(page, 'Unidade de negócio foi desativada com sucesso')).toBeVisible();
    await expect(row.locator('td').nth(5)).toHaveText('Não');
    await clickRowAction(row, 'Apagar', name);
    await confirm(page, `Tem certeza que deseja apagar a unidade de negócio "${name}"?`);
    await expect(toast(page, 'Unidade de negócio deletada com sucesso')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('filters by name and by client (a select of the clients)', async ({ page }) => {
    await signIn(page, ADMIN, '/backoffice/business-units/');
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByRole('button', { name: /^Cliente/ }).click();
    await page.getByRole('option', { name: 'AgroVale Cargas' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/clientId=\d+/);
    const rows = listRows(page, 'Unidades de negócio');
    await expect(rows.first()).toContainText('AgroVale Cargas');
    for (const text of await rows.locator('td:nth-child(4)').allTextContents())
      expect(text).toBe('AgroVale Cargas');
  });

  test('Manager edits units but has no Novo (creation is Admin only)', async ({ page }) => {
    await signIn(page, MANAGER);
    await openFromMenu(page, 'Unidades de negócio');
    await expect(listRows(page, 'Unidades de negócio').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo' })).toHaveCount(0);
    await expect(
      listRows(page, 'Unidades de negócio')
        .first()
        .getByRole('link', { name: /^Editar / }),
    ).toBeVisible();
    await page.goto('/backoffice/business-units/create/');
    await expect(page.getByRole('heading', { name: /Bem-vindo/ })).toBeVisible();
  });
});

test.describe('Operations (fleets)', () => {
  test('the business unit waits for a client, lists only its units and is cleared when it changes', async ({
    page,
  }) => {
    const name = unique('Operação E2E');
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Operações');
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { name: 'Nova Operação' })).toBeVisible();
    const unit = page.getByRole('combobox', { name: 'Unidade de negócio' });
    await expect(unit).toBeDisabled();
    await expect(page.getByText('Selecione primeiro o campo Cliente.')).toBeVisible();

    await page.getByLabel('Nome da operação').fill(name);
    await choose(page, 'Cliente', 'AgroVale Cargas');
    await expect(unit).toBeEnabled();
    await unit.click();
    const options = (await optionsOf(unit)).getByRole('option');
    await expect(options.first()).toBeVisible();
    const agroUnits = await options.allTextContents();
    expect(agroUnits.length).toBeGreaterThan(0);
    await options.first().click();
    await expect(unit).toHaveValue(agroUnits[0]!);

    await choose(page, 'Cliente', 'Rota Sul Transportes');
    await expect(unit).toHaveValue('');
    await choose(page, 'Unidade de negócio', 'Matriz');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Operação criada com sucesso')).toBeVisible();

    const row = listRows(page, 'Operações').filter({ hasText: name });
    await expect(row).toContainText('Rota Sul Transportes');
    await expect(row).toContainText('Matriz');
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    await page.getByLabel('Nome da operação').fill(`${name} editada`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    // The spec's irregular text keeps its gender.
    await expect(toast(page, 'Operação atualizado com sucesso')).toBeVisible();
    const edited = listRows(page, 'Operações').filter({ hasText: `${name} editada` });
    await clickRowAction(edited, 'Apagar', `${name} editada`);
    await confirm(page, `Tem certeza que deseja apagar a operação "${name} editada"?`);
    await expect(toast(page, 'Operação deletada com sucesso')).toBeVisible();
  });
});

test.describe('Vehicle plates', () => {
  test('accepts both plate models, stores one form, shows it formatted and refuses a duplicate under the field', async ({
    page,
  }) => {
    const n = Date.now() % 10000;
    const plate = `QX${String.fromCharCode(65 + (n % 26))}${String(n).padStart(4, '0')}`;
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Placas');
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { name: 'Nova Placa' })).toBeVisible();
    await page.getByLabel('Placa').pressSequentially(`${plate.slice(0, 3).toLowerCase()}-${plate.slice(3)}`);
    await page.getByLabel('Tag').fill('FR-E2E');
    await choose(page, 'Cliente', 'Rota Sul Transportes');
    await choose(page, 'Tipo de veículo', 'Carreta');
    await choose(page, 'Tipo de frota', 'Frota própria');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Placa criada com sucesso')).toBeVisible();
    const formatted = `${plate.slice(0, 3)}-${plate.slice(3)}`;
    await expect(listRows(page, 'Placas').filter({ hasText: formatted })).toHaveCount(1);

    await page.getByRole('link', { name: 'Novo' }).click();
    // The list (with its Placa filter) stays until the create page has loaded.
    await expect(page.getByRole('heading', { name: 'Nova Placa' })).toBeVisible();
    await page.getByLabel('Placa').pressSequentially(plate);
    await page.getByLabel('Tag').fill('FR-E2E-2');
    await choose(page, 'Cliente', 'Rota Sul Transportes');
    await choose(page, 'Tipo de veículo', 'Carreta');
    await choose(page, 'Tipo de frota', 'Frota própria');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Já existe uma placa com este número.')).toHaveCount(1);
    await expect(page.getByLabel('Tag')).toHaveValue('FR-E2E-2');
  });

  test('Manager sees the plates without Novo and without row actions', async ({ page }) => {
    await signIn(page, MANAGER);
    await openFromMenu(page, 'Placas');
    await expect(listRows(page, 'Placas').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
  });
});

test.describe('App messages', () => {
  test('Admin creates a message (the due date only when complete) and deletes it', async ({ page }) => {
    const subject = unique('Aviso E2E');
    await signIn(page, ADMIN, '/backoffice/app-messages/');
    await expect(page.getByRole('heading', { name: 'Mensagens' })).toBeVisible();
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { name: 'Nova Mensagem' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O campo Assunto é obrigatório.')).toBeVisible();
    await expect(page.getByText('O campo Mensagem é obrigatório.')).toBeVisible();
    await page.getByLabel('Assunto').fill(subject);
    await page
      .getByRole('textbox', { name: /^Mensagem/ })
      .fill('Mensagem criada pelo teste de ponta a ponta.');
    await page.getByLabel('Pode ser marcada como lida').check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Mensagem criada com sucesso')).toBeVisible();
    const row = listRows(page, 'Mensagens').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await clickRowAction(row, 'Apagar', subject);
    await confirm(page, `Tem certeza que deseja apagar a mensagem "${subject}"?`);
    await expect(toast(page, 'Mensagem deletada com sucesso')).toBeVisible();
  });

  test('an expiry typed in part is refused under the field, and nothing is saved until it is complete', async ({
    page,
  }) => {
    const subject = unique('Validade E2E');
    await signIn(page, ADMIN, '/backoffice/app-messages/create/');
    await page.getByLabel('Assunto').fill(subject);
    await page.getByRole('textbox', { name: /^Mensagem/ }).fill('Mensagem com validade.');
    const expiry = page.getByLabel('Válida até');
    // "15/12": the day and the month, no year nor time.
    await expiry.focus();
    await page.keyboard.type('1512');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Informe a data e a hora completas.')).toBeVisible();
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/backoffice\/app-messages\/create\/$/);
    // Completed: saved with its expiry.
    await expiry.fill('15/12/2030 18:30');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Mensagem criada com sucesso')).toBeVisible();
    const row = listRows(page, 'Mensagens').filter({ hasText: subject });
    await expect(row).toContainText('15/12/30 18:30');
  });

  test('is Admin only: a Manager reaching the address gets the home page', async ({ page }) => {
    await signIn(page, MANAGER, '/backoffice/app-messages/');
    await expect(page.getByRole('heading', { name: /Bem-vindo/ })).toBeVisible();
  });
});
