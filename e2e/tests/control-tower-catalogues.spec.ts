import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, clickRowAction, MANAGER, signIn, toast } from '../support/helpers.ts';
import { choose, confirm, listRows, openFromMenu, unique } from '../support/registers.ts';

/** Opens the Novo dialog of the current list; its elements, since Headless UI's dialog has no box of its own. */
async function openNew(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Novo' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

/** Picks an option of an enumeration's select (a listbox button named by its label). */
async function pick(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

test.describe('Control tower catalogues', () => {
  test('Admin: a product with its default type, edited to another type, deactivated and deleted', async ({
    page,
  }) => {
    const code = unique('PRD').replace(' ', '-');
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Produtos');
    const dialog = await openNew(page, 'Novo Produto');
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(dialog.getByRole('button', { name: /^Tipo/ })).toContainText('Carga seca');
    await dialog.getByLabel('Código').fill(code);
    await dialog.getByLabel('Nome').fill('Milho safrinha');
    await expect(save).toBeDisabled();
    await expect(dialog.getByText('Todos os campos são obrigatórios.')).toBeVisible();
    await dialog.getByLabel('Descrição').fill('Milho da segunda safra, a granel');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, 'Produto criado com sucesso')).toBeVisible();

    const row = listRows(page, 'Produtos').filter({ hasText: code });
    await expect(row).toContainText('Carga seca');
    await row.getByRole('button', { name: 'Editar Milho safrinha' }).click();
    const editing = page.getByRole('dialog', { name: 'Editar Produto' });
    await pick(editing, 'Tipo', 'Granéis');
    await editing.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Produto atualizado com sucesso')).toBeVisible();
    await expect(row).toContainText('Granéis');

    await clickRowAction(row, 'Desativar', 'Milho safrinha');
    await confirm(page, 'Tem certeza que deseja desativar o produto "Milho safrinha"?');
    await expect(toast(page, 'Produto foi desativado com sucesso')).toBeVisible();
    await clickRowAction(row, 'Apagar', 'Milho safrinha');
    await confirm(page, 'Tem certeza que deseja apagar o produto "Milho safrinha"?');
    await expect(toast(page, 'Produto deletado com sucesso')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('Admin: a modification justification, filtered by code', async ({ page }) => {
    const code = unique('JUS').replace(' ', '-');
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Justificativas');
    const dialog = await openNew(page, 'Nova Justificativa');
    await expect(dialog.getByRole('button', { name: /^Tipo/ })).toContainText('Cancelamento');
    await dialog.getByLabel('Código').fill(code);
    await dialog.getByLabel('Descrição').fill('Troca de motorista');
    await pick(dialog, 'Tipo', 'Modificação');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Justificativa criada com sucesso')).toBeVisible();

    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByLabel('Código').fill(code);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const rows = listRows(page, 'Justificativas');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Troca de motorista');
    await expect(rows.first()).toContainText('Modificação');
  });

  test('Admin: a route refuses the same origin and destination, then joins two references', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Rotas');
    const dialog = await openNew(page, 'Nova Rota');
    await choose(dialog, 'Origem', 'Armazém Sorriso');
    await choose(dialog, 'Destino', 'Armazém Sorriso');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Origem e destino não podem ser iguais.')).toBeVisible();
    await choose(dialog, 'Destino', 'Porto de Paranaguá');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Rota criada com sucesso')).toBeVisible();

    const row = listRows(page, 'Rotas').filter({ hasText: 'Armazém Sorriso' }).filter({
      hasText: 'Porto de Paranaguá',
    });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Sim');
    // A route shows its flag but has no toggle.
    await expect(row.getByRole('button', { name: /^(Ativar|Desativar)/ })).toHaveCount(0);
    const name = 'Armazém Sorriso → Porto de Paranaguá – Corredor de Exportação';
    await clickRowAction(row, 'Apagar', name);
    await confirm(page, `Tem certeza que deseja apagar a rota "${name}"?`);
    await expect(toast(page, 'Rota deletada com sucesso')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  // References offer a Manager their read-only view (tests/references.spec.ts); these lists offer nothing.
  test('Manager: reads justifications, routes and products, with no Novo and no actions', async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    for (const list of ['Justificativas', 'Rotas', 'Produtos']) {
      await openFromMenu(page, list);
      await expect(listRows(page, list).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Novo' })).toHaveCount(0);
      await expect(page.getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
    }
  });
});
