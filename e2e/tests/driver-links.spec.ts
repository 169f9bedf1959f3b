import { expect, type Page, test } from '@playwright/test';
import { ADMIN, API, MANAGER, apiToken, signIn, toast } from '../support/helpers.ts';
import { confirm, listRows, listTable, optionsOf } from '../support/registers.ts';

const CLIENT_DRIVERS = 'Listagem de Motoristas do Cliente';
const FLEET_DRIVERS = 'Listagem de Motoristas da Operação';

type Option = { value: number; text: string };
interface Driver {
  id: number;
  firstName: string;
  lastName: string;
  clienteId: number;
  clienteNome: string;
  activeFleetName: string | null;
}

/** An API answer's data, as an Admin, or as the account given (a Manager sees their client's records only). */
async function apiGet<T>(path: string, account: { email: string; password: string } = ADMIN): Promise<T> {
  const token = await apiToken(account.email, account.password);
  const response = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok, path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const fullName = (driver: Driver) => `${driver.firstName} ${driver.lastName}`.trim();

/**
 * Two drivers of one operation of one client, read from the API as the account sees them (the seed links every
 * driver).
 */
async function linkedDrivers(account = ADMIN) {
  const { itens } = await apiGet<{ itens: Driver[] }>('/v1/backoffice/motoristas/?perPage=100', account);
  const withFleet = itens.filter((driver) => driver.activeFleetName);
  for (const driver of withFleet) {
    const mate = withFleet.find(
      (other) => other.id !== driver.id && other.activeFleetName === driver.activeFleetName,
    );
    if (!mate) continue;
    const fleets = await apiGet<Option[]>(`/v1/backoffice/fleets/all?clientId=${driver.clienteId}`, account);
    const fleet = fleets.find((option) => option.text === driver.activeFleetName);
    if (fleet) return { driver, mate, fleet, client: { id: driver.clienteId, name: driver.clienteNome } };
  }
  throw new Error('no demo operation has two drivers');
}

/** The operations list's row of this operation (names repeat across clients). */
const fleetRow = (page: Page, id: number) =>
  listRows(page, 'Operações').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

/** Opens the add dialog and picks one driver in its multi-select; returns the dialog. */
async function openAddDialog(page: Page, title: string) {
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  // Headless UI's dialog element has no box of its own: its buttons show it is open.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  return dialog;
}

test.describe('Driver links', () => {
  test('Admin: a client’s drivers, from its row: unlink after the confirm, link again from the dialog', async ({
    page,
  }) => {
    const { driver, client } = await linkedDrivers();
    await signIn(page, ADMIN, `/backoffice/clients/?nomeFantasia=${encodeURIComponent(client.name)}`);
    await page.getByRole('link', { name: `Motoristas de ${client.name}` }).click();
    await expect(page).toHaveURL(`/backoffice/clients/drivers/?clientId=${client.id}`);
    await expect(page.getByRole('heading', { name: CLIENT_DRIVERS })).toBeVisible();
    await expect(page.getByText(`Cliente: ${client.name}`, { exact: true })).toBeVisible();
    const rows = listRows(page, CLIENT_DRIVERS);
    const row = rows.filter({ hasText: fullName(driver) });
    await expect(row).toHaveCount(1);
    await expect(listTable(page, CLIENT_DRIVERS).locator('thead th')).toHaveText([
      '#',
      'Nome',
      'CPF',
      'Operação',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    const before = await rows.count();

    await row.getByRole('button', { name: `Desvincular ${fullName(driver)}` }).click();
    await confirm(page, `Tem certeza que deseja desvincular o motorista "${fullName(driver)}" do cliente?`);
    await expect(toast(page, 'Ligação entre cliente e motorista desfeita com sucesso')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(rows).toHaveCount(before - 1);

    const dialog = await openAddDialog(page, 'Vincular motoristas ao cliente');
    await expect(dialog.getByLabel('Cliente')).toHaveValue(client.name);
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    const input = dialog.getByRole('combobox', { name: /^Motoristas/ });
    await input.click();
    await input.fill(driver.firstName);
    await (await optionsOf(input)).getByRole('option', { name: fullName(driver) }).click();
    // Escape closes the options and keeps the dialog.
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await save.click();
    await expect(toast(page, 'Motorista vinculado ao cliente com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);
    await expect(rows).toHaveCount(before);

    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/clients\/$/);
  });

  test('Admin: an operation’s drivers: only drivers not yet linked are offered; unlink and link back', async ({
    page,
  }) => {
    const { driver, mate, fleet, client } = await linkedDrivers();
    const { itens: drivers } = await apiGet<{ itens: Driver[] }>('/v1/backoffice/motoristas/?perPage=100');
    const stranger = drivers.find((other) => other.clienteId !== client.id)!;
    await signIn(page, ADMIN, `/backoffice/fleets/?Name=${encodeURIComponent(fleet.text)}`);
    await fleetRow(page, fleet.value)
      .getByRole('link', { name: `Motoristas de ${fleet.text}` })
      .click();
    await expect(page).toHaveURL(`/backoffice/fleets/${fleet.value}/drivers/`);
    await expect(page.getByRole('heading', { name: FLEET_DRIVERS })).toBeVisible();
    await expect(page.getByText(`Operação: ${fleet.text}`, { exact: true })).toBeVisible();
    const rows = listRows(page, FLEET_DRIVERS);
    const row = rows.filter({ hasText: fullName(driver) });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Desvincular ${fullName(driver)}` }).click();
    await confirm(page, `Tem certeza que deseja desvincular o motorista "${fullName(driver)}" da operação?`);
    await expect(toast(page, 'Ligação entre operação e motorista desfeita com sucesso')).toBeVisible();
    await expect(row).toHaveCount(0);

    const dialog = await openAddDialog(page, 'Vincular motoristas à operação');
    const input = dialog.getByRole('combobox', { name: /^Motoristas/ });
    await input.click();
    const options = await optionsOf(input);
    await expect(options.getByRole('option', { name: fullName(driver) })).toBeVisible();
    // A driver still linked to this operation is not offered, nor one of another client (sameClient).
    await expect(options.getByRole('option', { name: fullName(mate) })).toHaveCount(0);
    await expect(options.getByRole('option', { name: fullName(stranger) })).toHaveCount(0);
    await options.getByRole('option', { name: fullName(driver) }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Motorista vinculado a operação com sucesso')).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  test('Manager: reads both lists of their client, with no add and no unlink', async ({ page }) => {
    const { driver, fleet, client } = await linkedDrivers(MANAGER);
    await signIn(page, MANAGER, `/backoffice/clients/?nomeFantasia=${encodeURIComponent(client.name)}`);
    await page.getByRole('link', { name: `Motoristas de ${client.name}` }).click();
    await expect(listRows(page, CLIENT_DRIVERS).filter({ hasText: fullName(driver) })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Desvincular/ })).toHaveCount(0);

    await page.goto(`/backoffice/fleets/?Name=${encodeURIComponent(fleet.text)}`);
    await fleetRow(page, fleet.value)
      .getByRole('link', { name: `Motoristas de ${fleet.text}` })
      .click();
    await expect(listRows(page, FLEET_DRIVERS).filter({ hasText: fullName(driver) })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Desvincular/ })).toHaveCount(0);
  });
});
