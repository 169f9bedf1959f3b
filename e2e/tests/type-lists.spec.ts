import { expect, test } from '@playwright/test';
import { ADMIN, clickRowAction, MANAGER, signIn, toast } from '../support/helpers.ts';
import { confirm, listRows, openFromMenu, unique } from '../support/registers.ts';

const LISTS = [
  { menu: 'Tipos de veículo', singular: 'Tipo de veículo', lower: 'tipo de veículo' },
  { menu: 'Tipos de frota', singular: 'Tipo de frota', lower: 'tipo de frota' },
  { menu: 'Tipos de operação', singular: 'Tipo de operação', lower: 'tipo de operação' },
  { menu: 'Grupos de referência', singular: 'Grupo de referência', lower: 'grupo de referência' },
];

for (const list of LISTS) {
  test(`${list.menu}: create, edit, toggle and delete in a dialog`, async ({ page }) => {
    const code = unique('E2E').replace(' ', '-');
    const name = unique(`${list.singular} de teste`);
    await signIn(page, ADMIN);
    await openFromMenu(page, list.menu);
    await expect(page.getByRole('heading', { name: list.menu })).toBeVisible();

    await page.getByRole('button', { name: 'Novo' }).click();
    // Headless UI's dialog element has no box of its own: look at what it holds.
    const dialog = page.getByRole('dialog', { name: `Novo ${list.singular}` });
    await expect(dialog.getByRole('heading', { name: `Novo ${list.singular}` })).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Código').fill(code);
    await expect(save).toBeDisabled();
    await expect(dialog.getByText('Todos os campos são obrigatórios.')).toBeVisible();
    await dialog.getByLabel('Nome').fill(name);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, `${list.singular} criado com sucesso`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = listRows(page, list.menu).filter({ hasText: code });
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const editing = page.getByRole('dialog', { name: `Editar ${list.singular}` });
    await expect(editing.getByLabel('Nome')).toHaveValue(name);
    await editing.getByLabel('Nome').fill(`${name} editado`);
    await editing.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, `${list.singular} atualizado com sucesso`)).toBeVisible();

    await clickRowAction(row, 'Desativar', `${name} editado`);
    await confirm(page, `Tem certeza que deseja desativar o ${list.lower} "${name} editado"?`);
    await expect(toast(page, `${list.singular} foi desativado com sucesso`)).toBeVisible();
    await clickRowAction(row, 'Apagar', `${name} editado`);
    await confirm(page, `Tem certeza que deseja apagar o ${list.lower} "${name} editado"?`);
    await expect(toast(page, `${list.singular} deletado com sucesso`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}

test('closing a changed dialog asks first, and keeps what was typed on "Continuar editando"', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openFromMenu(page, 'Tipos de veículo');
  await page.getByRole('button', { name: 'Novo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Tipo de veículo' });
  await dialog.getByLabel('Código').fill('RASCUNHO');
  await page.keyboard.press('Escape');
  // Headless UI's dialog element has no box of its own: look at what it holds.
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Existem alterações não salvas. Deseja descartá-las?');
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(dialog.getByLabel('Código')).toHaveValue('RASCUNHO');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(listRows(page, 'Tipos de veículo').filter({ hasText: 'RASCUNHO' })).toHaveCount(0);
});

test('a duplicate code is refused under the field, and nothing typed is lost', async ({ page }) => {
  await signIn(page, ADMIN);
  await openFromMenu(page, 'Tipos de frota');
  await page.getByRole('button', { name: 'Novo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Tipo de frota' });
  await dialog.getByLabel('Código').fill('PROPRIA');
  await dialog.getByLabel('Nome').fill('Outra frota própria');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Já existe um tipo de frota com este código.')).toHaveCount(1);
  await expect(dialog.getByLabel('Nome')).toHaveValue('Outra frota própria');
});

test('Manager sees the type lists without Novo and without an Ações column', async ({ page }) => {
  await signIn(page, MANAGER);
  await openFromMenu(page, 'Tipos de veículo');
  await expect(listRows(page, 'Tipos de veículo').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
});
