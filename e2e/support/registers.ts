import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a menu entry of the side menu, as a user would. */
export async function openFromMenu(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** The list table (named by the page title) and its body rows. */
export const listTable = (page: Page, title: string) => page.getByRole('table', { name: title });
/** The list's rows, never its loading placeholders (rows too, until the records arrive). */
export const listRows = (page: Page, title: string) => loadedRows(listTable(page, title));

/** A table's body rows without TableSkeleton's placeholder rows (marked `data-placeholder`). */
/** A missing value's cell as text content: the em dash, then the words a screen reader hears. */
export const MISSING = '—Não informado';

export const loadedRows = (table: Locator) => table.locator('tbody tr:not([data-placeholder])');

/** The options panel a combobox controls while open (another select's panel may still be in the page). */
export async function optionsOf(combobox: Locator): Promise<Locator> {
  await expect(combobox).toHaveAttribute('aria-controls', /.+/);
  const id = await combobox.getAttribute('aria-controls');
  return combobox.page().locator(`[id="${id}"]`);
}

/** Picks an option of a relation select (its name starts with the label): types to search, clicks the option. */
export async function choose(scope: Page | Locator, label: string, text: string) {
  const input = scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await input.click();
  await input.fill(text);
  await (await optionsOf(input)).getByRole('option', { name: text }).first().click();
  await expect(input).toHaveValue(new RegExp(text, 'i'));
}

/** Picks an option of a select (a listbox button named by its label, then its value) and checks it shows. */
export async function pick(page: Page, label: string, option: string) {
  const button = page.getByRole('button', { name: new RegExp(`^${label}( obrigatório)? `) });
  await button.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(button).toContainText(option);
}

/** Answers the confirmation dialog with its confirm button, after checking its question. */
export async function confirm(page: Page, question: string) {
  // Headless UI's dialog element wraps a fixed panel and has no box of its own: check its text, not visibility.
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
}

/** A name no other test run uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;
