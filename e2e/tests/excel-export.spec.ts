import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, MANAGER, signIn } from '../support/helpers.ts';
import { listRows } from '../support/registers.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A date-time cell as the list shows it (DD/MM/YY HH:mm): the cell holds São Paulo's wall clock. */
const shownDateTime = (value: Date) =>
  `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCFullYear() % 100)} ` +
  `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;

test.describe('Exportar Excel on a generic list', () => {
  test("Admin exports the business units of one client: the file's rows are the screen's", async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/backoffice/business-units/');
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByRole('button', { name: /^Cliente/ }).click();
    await page.getByRole('option', { name: 'AgroVale Cargas' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/clientId=\d+/);
    const rows = listRows(page, 'Unidades de negócio');
    await expect(rows.first()).toContainText('AgroVale Cargas');
    const screen = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 6).map((td) => td.textContent?.trim() ?? '')),
    );

    const button = page.getByRole('button', { name: 'Exportar Excel' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('unidades-de-negocio.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    await expect(button).toBeEnabled();

    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '#',
      'Nome',
      'Descrição',
      'Cliente',
      'Criado em',
      'Ativo',
    ]);
    const file: string[][] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const [id, name, description, client, createdAt, active] = (row.values as unknown[]).slice(1);
      expect(typeof id).toBe('number');
      expect(createdAt).toBeInstanceOf(Date);
      file.push([
        String(id),
        String(name),
        description == null ? '-' : String(description),
        String(client),
        shownDateTime(createdAt as Date),
        String(active),
      ]);
    });
    expect(file).toEqual(screen);
  });

  test('Manager has it where Managers may list, and never reaches an Admin-only list', async ({ page }) => {
    await signIn(page, MANAGER, '/backoffice/business-units/');
    await expect(listRows(page, 'Unidades de negócio').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
    // Gestores is listed by Admins only: its route leads a Manager home, with nothing to export.
    await page.goto('/backoffice/managers/');
    await expect(page.getByRole('heading', { name: /Bem-vindo/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar Excel' })).toHaveCount(0);
  });
});
