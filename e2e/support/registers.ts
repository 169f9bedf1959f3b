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
export const listRows = (page: Page, title: string) => listTable(page, title).locator('tbody tr');

/** Picks an option of a relation select: types to search, then clicks the option. */
export async function choose(scope: Page | Locator, label: string, text: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: text }).first().click();
  await expect(input).toHaveValue(new RegExp(text, 'i'));
}

/** Answers the confirmation dialog with its confirm button, after checking its question. */
export async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
}

/** A name no other test run uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;
