import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../support/helpers.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Descartar alterações' });

/** Opens Novo Cliente from the clients list, so Back has somewhere to go. */
async function openNewClient(page: Page) {
  await menu(page).getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/backoffice\/clients\/$/);
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Cliente' })).toBeVisible();
}

test.describe('A page form with unsaved edits', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('asks before a menu click throws the edits away', async ({ page }) => {
    await openNewClient(page);
    await page.getByLabel('Nome Fantasia').fill('Rascunho E2E');

    await menu(page).getByRole('link', { name: 'Motoristas' }).click();
    await expect(question(page).getByRole('button', { name: 'Continuar editando' })).toBeVisible();
    await expect(question(page)).toContainText('Existem alterações não salvas. Deseja descartá-las?');
    await question(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(question(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/backoffice\/clients\/create\/$/);
    await expect(page.getByLabel('Nome Fantasia')).toHaveValue('Rascunho E2E');

    await menu(page).getByRole('link', { name: 'Motoristas' }).click();
    await question(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/motoristas\/$/);
  });

  test('asks before Back, stays on the form when kept and goes back once discarded', async ({ page }) => {
    await openNewClient(page);
    await page.getByLabel('Nome Fantasia').fill('Rascunho E2E');

    await page.goBack();
    await expect(question(page).getByRole('button', { name: 'Descartar' })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/clients\/create\/$/);
    await question(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page.getByLabel('Nome Fantasia')).toHaveValue('Rascunho E2E');

    await page.goBack();
    await question(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/clients\/$/);
    await expect(page.getByRole('table', { name: 'Clientes' })).toBeVisible();
  });

  test('a reload gets the browser’s own question, and staying keeps the edits', async ({ page }) => {
    await openNewClient(page);
    await page.getByLabel('Nome Fantasia').fill('Rascunho E2E');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    // The reload waits for the answer, which dismiss gives: the page stays.
    void page.reload().catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    await expect(page.getByLabel('Nome Fantasia')).toHaveValue('Rascunho E2E');
  });

  test('an untouched form and a saved one leave without asking', async ({ page }) => {
    await openNewClient(page);
    await page.getByLabel('Nome Fantasia').fill('Rascunho E2E');
    await page.getByLabel('Nome Fantasia').fill('');
    await menu(page).getByRole('link', { name: 'Motoristas' }).click();
    await expect(page).toHaveURL(/\/backoffice\/motoristas\/$/);
    await expect(question(page)).toHaveCount(0);

    await menu(page).getByRole('link', { name: 'Clientes' }).click();
    const row = page.getByRole('table', { name: 'Clientes' }).locator('tbody tr').first();
    const name = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    await expect(page.getByLabel('Nome Fantasia')).toHaveValue(name);
    await page.getByLabel('Nome Fantasia').fill(`${name} (salvo)`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/clients\/$/);
    await expect(question(page)).toHaveCount(0);
  });

  test('the programming form asks too, and its Cancelar is a way out that asks', async ({ page }) => {
    await menu(page).getByRole('link', { name: 'Programações' }).click();
    await page.getByRole('link', { name: 'New Programming' }).click();
    await expect(page.getByRole('heading', { name: 'Nova Programação' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Volume/ }).fill('12');

    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(question(page).getByRole('button', { name: 'Descartar' })).toBeVisible();
    await question(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page.getByRole('textbox', { name: /^Volume/ })).toHaveValue(/^12/);

    await page.getByRole('link', { name: 'Cancelar' }).click();
    await question(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/programming\/$/);
  });
});
