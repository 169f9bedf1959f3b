import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, API, apiToken, MANAGER, signIn } from '../support/helpers.ts';
import { listRows, listTable, loadedRows, MISSING } from '../support/registers.ts';

// A Manager manages one client: every list, select, export and the monitor show that client's records only,
// and their client is chosen for them wherever a screen asks for one. The API decides (apps/api/README.md,
// "A Manager's client"); these tests look at what the screens show.

interface Option {
  value: number;
  text: string;
}

async function shortList(token: string, path: string): Promise<Option[]> {
  const response = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: Option[] }).data;
}

let own: Option;
let clientCount: number;

test.beforeAll(async () => {
  const managerClients = await shortList(
    await apiToken(MANAGER.email, MANAGER.password),
    '/v1/backoffice/clients/all',
  );
  expect(managerClients).toHaveLength(1);
  own = managerClients[0]!;
  clientCount = (await shortList(await apiToken(ADMIN.email, ADMIN.password), '/v1/backoffice/clients/all'))
    .length;
  expect(clientCount).toBeGreaterThan(1);
});

/** The texts of one column (by its header) in every row of a list. */
async function columnTexts(page: Page, title: string, header: string): Promise<string[]> {
  const headers = await listTable(page, title).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `${title}: no column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return listRows(page, title).evaluateAll(
    (rows, column) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent?.trim() ?? ''),
    index,
  );
}

test.describe('a Manager works inside their own client', () => {
  test("every list of a client's records shows theirs only, and Clientes lists their client alone", async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    for (const [path, title] of [
      ['/backoffice/motoristas/', 'Motoristas'],
      ['/backoffice/business-units/', 'Unidades de negócio'],
      ['/backoffice/fleets/', 'Operações'],
      ['/backoffice/vehicle-plates/', 'Placas'],
      ['/backoffice/programming/', 'Programações'],
    ] as const) {
      await page.goto(path);
      await expect(listRows(page, title).first()).toBeVisible();
      const clients = new Set(await columnTexts(page, title, 'Cliente'));
      expect([...clients], title).toEqual([own.text]);
    }
    await page.goto('/backoffice/clients/');
    await expect(listRows(page, 'Clientes')).toHaveCount(1);
    await expect(listRows(page, 'Clientes').first()).toContainText(own.text);
  });

  test('their client is chosen and locked in filters and forms', async ({ page }) => {
    await signIn(page, MANAGER, '/backoffice/business-units/');
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    const filter = page.getByRole('button', { name: /^Cliente/ });
    await expect(filter).toContainText(own.text);
    await expect(filter).toBeDisabled();

    await page.goto('/backoffice/fleets/create/');
    const client = page.getByRole('combobox', { name: /^Cliente/ });
    await expect(client).toHaveValue(own.text);
    await expect(client).toBeDisabled();

    await page.goto('/backoffice/programming/create');
    const tripClient = page.getByRole('button', { name: /^Cliente/ });
    await expect(tripClient).toContainText(own.text);
    await expect(tripClient).toBeDisabled();
  });

  test("the drivers' export holds their client's drivers only", async ({ page }) => {
    await signIn(page, MANAGER, '/backoffice/motoristas/');
    await expect(listRows(page, 'Motoristas').first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('Cliente') + 1;
    const clients = new Set<string>();
    sheet.eachRow((row, number) => {
      if (number > 1) clients.add(String(row.getCell(column).value));
    });
    expect(sheet.actualRowCount).toBeGreaterThan(1);
    expect([...clients]).toEqual([own.text]);
  });

  test("the monitor lists their client's trips only", async ({ page }) => {
    const adminToken = await apiToken(ADMIN.email, ADMIN.password);
    const response = await fetch(`${API}/v1/backoffice/programmings?clientId=${own.value}&perPage=100`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const trips = (
      (await response.json()) as { data: { itens: Array<{ mainVehiclePlateName: string | null }> } }
    ).data.itens;
    const normal = (plate: string) => plate.replace(/[^A-Z0-9]/gi, '');
    const plates = new Set(
      trips.flatMap((trip) => (trip.mainVehiclePlateName ? [normal(trip.mainVehiclePlateName)] : [])),
    );
    await signIn(page, MANAGER, '/torre/index.tsx');
    const list = page.getByRole('region', { name: 'Programações do monitor' }).getByRole('table');
    await expect(loadedRows(list).first()).toBeVisible();
    const shown = await loadedRows(list).locator('td:first-child').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    // A trip without a main plate shows the missing value's dash: every plate shown is one of their client's trips.
    for (const plate of shown.filter((text) => text.trim() !== MISSING))
      expect(plates, plate).toContain(normal(plate));
  });
});
