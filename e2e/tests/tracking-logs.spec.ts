import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, API, MANAGER, apiToken, signIn, typedMoment } from '../support/helpers.ts';
import { listRows, listTable } from '../support/registers.ts';

const TITLE = 'Logs de rastreamento dos veículos';

/** "21/11/26 16:47" (the list's DD/MM/YY HH:mm) as a sortable "2026-11-21 16:47". */
function sortableDate(text: string): string {
  const [, day, month, year, time] = /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}:\d{2})$/.exec(text.trim()) ?? [];
  expect(day, `a list date: "${text}"`).toBeDefined();
  return `20${year}-${month}-${day} ${time}`;
}

const columnTexts = (rows: Locator, column: number) =>
  rows.locator(`td:nth-child(${column})`).allTextContents();

test.describe('Tracking logs', () => {
  test('Admin reads the readings, newest first, with the spec columns and no actions', async ({ page }) => {
    await signIn(page, ADMIN, '/backoffice/rastreamento-logs/list');
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(listTable(page, TITLE).locator('thead th')).toHaveText([
      'Placa',
      'Motorista',
      'CPF',
      'Carga no motor (%)',
      'Acelerador (%)',
      'Odômetro (km)',
      'Cliente',
      'Registrado em',
    ]);
    await expect(page.getByRole('link', { name: 'Novo' })).toHaveCount(0);
    const rows = listRows(page, TITLE);
    await expect(rows).toHaveCount(20);
    const dates = (await columnTexts(rows, 8)).map(sortableDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const odometer of await columnTexts(rows, 6)) expect(odometer).toMatch(/^\d{1,3}(\.\d{3})*,\d km$/);
    for (const load of await columnTexts(rows, 4)) expect(load).toMatch(/^\d{1,3}(,\d)?%$/);
    for (const cpf of await columnTexts(rows, 3)) expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });

  test('filters by driver, plate, client and a one-day range, all kept in the URL', async ({ page }) => {
    await signIn(page, ADMIN, '/backoffice/rastreamento-logs/list');
    const rows = listRows(page, TITLE);
    // The loading placeholder rows are visible too: wait for a saved-at date in the first row.
    await expect(rows.first().locator('td:nth-child(8)')).toHaveText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    const [newest] = await columnTexts(rows, 8);
    const day = sortableDate(newest!).slice(0, 10);
    const [driver] = await columnTexts(rows, 2);
    const [client] = await columnTexts(rows, 7);

    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page
      .getByRole('textbox', { name: 'Motorista', exact: true })
      .fill(driver!.split(' ')[0]!.toLowerCase());
    await page.getByRole('button', { name: /^Cliente/ }).click();
    await page.getByRole('option', { name: client! }).click();
    await page.getByRole('textbox', { name: 'Início', exact: true }).fill(typedMoment(day));
    await page.getByRole('textbox', { name: 'Fim', exact: true }).fill(typedMoment(day));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(
      new RegExp(`InicioIntervalo=${day}.*FimIntervalo=${day}|FimIntervalo=${day}.*InicioIntervalo=${day}`),
    );
    await expect(page).toHaveURL(/MotoristaNome=/);
    await expect(rows.first()).toContainText(driver!);
    for (const text of await columnTexts(rows, 2)) expect(text).toBe(driver);
    for (const text of await columnTexts(rows, 7)) expect(text).toBe(client);
    for (const text of await columnTexts(rows, 8)) expect(sortableDate(text).slice(0, 10)).toBe(day);

    // A reload shows the same rows and the filled panel; a plate that matches nothing shows the empty state.
    await page.reload();
    await expect(rows.first()).toContainText(driver!);
    await expect(page.getByRole('textbox', { name: 'Início', exact: true })).toHaveValue(typedMoment(day));
    await page.getByRole('textbox', { name: 'Placa', exact: true }).fill('ZZZ9Z99');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  });

  test('is Admin only: a Manager has no route and the API refuses the call', async ({ page }) => {
    await signIn(page, MANAGER, '/backoffice/rastreamento-logs/list');
    await expect(page.getByRole('heading', { name: /Bem-vindo/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
    const token = await apiToken(MANAGER.email, MANAGER.password);
    const response = await fetch(`${API}/v1/backoffice/logs?Page=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });
});
