import ExcelJS from 'exceljs';
import { expect, type Page, test } from '@playwright/test';
import { MONTH_NAMES } from '@frota/domain';
import { ADMIN, API, MANAGER, apiToken, signIn, typedMoment } from '../support/helpers.ts';
import { openFromMenu, pick } from '../support/registers.ts';

const DASHBOARD = 'Dashboard do Cliente';
const REPORT = 'Relatório geral de premiação';
const FILL = 'Preencha os filtros para continuar.';
const EMPTY = 'Nenhum dado encontrado para o cliente/período selecionado.';

/** Yesterday in São Paulo: the seed's telemetry covers the 30 days before today, so its month has results. */
function seededDay(): { year: number; month: number; iso: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - 86_400_000),
  );
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return { year, month, iso };
}

/** Today's month in São Paulo, the browser's time zone in these tests. */
function thisMonth(): { year: number; month: number } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return { year, month };
}

interface Dashboard {
  drivers: number;
  driversByMotorLoad: Array<{ driverName: string }>;
  driversByInertia: Array<{ driverName: string }>;
}

async function apiGet<T>(token: string, path: string): Promise<{ status: number; data: T }> {
  const response = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: T };
  return { status: response.status, data: body.data };
}

let managerClient: { id: number; name: string };
let otherClient: { id: number; name: string };
let adminToken: string;

test.beforeAll(async () => {
  adminToken = await apiToken(ADMIN.email, ADMIN.password);
  const managerToken = await apiToken(MANAGER.email, MANAGER.password);
  [managerClient] = (
    await apiGet<Array<{ id: number; name: string }>>(managerToken, '/v1/backoffice/dashboard/clients')
  ).data as [{ id: number; name: string }];
  const all = (
    await apiGet<Array<{ id: number; name: string }>>(adminToken, '/v1/backoffice/dashboard/clients')
  ).data;
  otherClient = all.find((client) => client.id !== managerClient.id)!;
  // The API fills the seeded months in the background after it starts (the rewards' job queue).
  const { year, month } = seededDay();
  await expect
    .poll(
      async () =>
        (
          await apiGet<Dashboard>(
            adminToken,
            `/v1/backoffice/dashboard/client/${managerClient.id}?Month=${month}&Year=${year}`,
          )
        ).data.drivers,
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
});

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
const text = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s/g, ' ').trim();

test.describe('Dashboard do Cliente', () => {
  test('an Admin picks a client and a month and sees both gauges and the rankings the API computed', async ({
    page,
  }) => {
    const { year, month } = seededDay();
    await signIn(page, ADMIN);
    await openFromMenu(page, DASHBOARD);
    await expect(page).toHaveURL(/\/backoffice\/dashboard/);
    await expect(page.getByRole('heading', { name: DASHBOARD })).toBeVisible();
    await expect(page.getByText(FILL)).toBeVisible();
    // Month and year start at today's (in the browser's time zone, São Paulo's here).
    const today = thisMonth();
    await expect(page.getByRole('button', { name: /^Mês obrigatório / })).toContainText(
      MONTH_NAMES[today.month - 1]!,
    );
    await expect(page.getByRole('button', { name: /^Ano obrigatório / })).toContainText(String(today.year));
    await pick(page, 'Cliente', managerClient.name);
    await pick(page, 'Mês', MONTH_NAMES[month - 1]!);
    await pick(page, 'Ano', String(year));

    const expected = (
      await apiGet<Dashboard>(
        adminToken,
        `/v1/backoffice/dashboard/client/${managerClient.id}?Month=${month}&Year=${year}`,
      )
    ).data;
    await expect(page.getByRole('meter', { name: 'Inércia' })).toHaveAttribute(
      'aria-valuetext',
      /^\d+(,\d)?%$/,
    );
    await expect(page.getByRole('meter', { name: 'Carga no Motor' })).toHaveAttribute(
      'aria-valuetext',
      /^\d+(,\d)?%$/,
    );
    const byMotorLoad = page
      .getByRole('region', { name: 'Top motoristas por Carga no Motor' })
      .getByRole('listitem');
    await expect(byMotorLoad).toHaveCount(expected.driversByMotorLoad.length);
    await expect(byMotorLoad.first()).toContainText(expected.driversByMotorLoad[0]!.driverName);
    await expect(byMotorLoad.first()).toContainText(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    const byInertia = page.getByRole('region', { name: 'Top motoristas por Inércia' }).getByRole('listitem');
    await expect(byInertia.first()).toContainText(expected.driversByInertia[0]!.driverName);

    // A month without telemetry: the spec's empty message. The filters live in the URL: a reload keeps them.
    await pick(page, 'Ano', String(year - 1));
    await pick(page, 'Mês', 'Janeiro');
    await expect(page.getByText(EMPTY)).toBeVisible();
    await page.reload();
    await expect(page.getByText(EMPTY)).toBeVisible();
  });

  test('a Manager has their own client chosen, and another client is not found for them', async ({
    page,
  }) => {
    const { year, month } = seededDay();
    await signIn(page, MANAGER);
    await openFromMenu(page, DASHBOARD);
    const client = page.getByRole('button', { name: /^Cliente obrigatório / });
    await expect(client).toContainText(managerClient.name);
    await client.click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await pick(page, 'Mês', MONTH_NAMES[month - 1]!);
    await pick(page, 'Ano', String(year));
    await expect(
      page.getByRole('region', { name: 'Top motoristas por Inércia' }).getByRole('listitem').first(),
    ).toBeVisible();

    const managerToken = await apiToken(MANAGER.email, MANAGER.password);
    const refused = await apiGet<unknown>(
      managerToken,
      `/v1/backoffice/dashboard/client/${otherClient.id}?Month=${month}&Year=${year}`,
    );
    expect(refused.status).toBe(404);
  });
});

test.describe('Relatório geral de premiação', () => {
  for (const user of [ADMIN, MANAGER])
    test(`${user === ADMIN ? 'an Admin' : 'a Manager'} sees one row per driver with totals, and downloads the same in Excel`, async ({
      page,
    }) => {
      const { year, month, iso } = seededDay();
      const start = `${year}-${String(month).padStart(2, '0')}-01`;
      await signIn(page, user);
      await openFromMenu(page, REPORT);
      await expect(page).toHaveURL(/\/backoffice\/relatorios\/geral/);
      await expect(page.getByText(FILL)).toBeVisible();
      if (user === ADMIN) await pick(page, 'Cliente', managerClient.name);
      await page.getByLabel(/^Início do intervalo/).fill(typedMoment(start));
      await expect(page.getByText(FILL)).toBeVisible();
      await page.getByLabel(/^Fim do intervalo/).fill(typedMoment(iso));

      const table = page.getByRole('table', { name: REPORT });
      const rows = table.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      const shown = [];
      for (let index = 0; index < count; index++)
        shown.push(
          (await rows.nth(index).locator('td').allInnerTexts()).map((cell) =>
            cell.replace(/\s/g, ' ').trim(),
          ),
        );
      // Every total prize is the sum of the row's two prizes; the footer sums the rows.
      const money = (cell: string) => Number(cell.replace(/[^\d,]/g, '').replace(',', '.'));
      let total = 0;
      for (const row of shown) {
        expect(money(row[8]!)).toBeCloseTo(money(row[5]!) + money(row[7]!), 2);
        total += money(row[8]!);
      }
      const footer = await text(page, 'table tfoot tr');
      expect(footer).toContain(`${count} motoristas`);
      expect(footer).toContain(brl(Math.round(total * 100) / 100));
      expect(shown.some((row) => row[2]!.includes('Não elegível'))).toBe(true);

      // Exportar Excel: a progress indicator while it downloads, then relatorio-excel.xlsx with the same rows.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar Excel' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('relatorio-excel.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await file.path());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe('Placa');
      expect(sheet.getCell('I1').value).toBe('Prêmio total');
      for (const [index, row] of shown.entries()) {
        const line = sheet.getRow(index + 2);
        expect(line.getCell(3).value).toBe(
          row[2]!.replace(/ (Não elegível|Sem operação)$/, ''), // the name, without its badge
        );
        expect(line.getCell(2).value).toBe(row[1]);
        expect(line.getCell(9).value).toBeCloseTo(money(row[8]!), 2);
      }
      const totals = sheet.getRow(count + 2);
      expect(totals.getCell(1).value).toBe('Total');
      expect((totals.getCell(9).value as { result: number }).result).toBeCloseTo(total, 2);
    });
});
