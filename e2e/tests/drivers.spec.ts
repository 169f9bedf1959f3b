import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, API, apiToken, clickRowAction, MANAGER, signIn, toast } from '../support/helpers.ts';
import { choose, confirm, listRows, MISSING, optionsOf } from '../support/registers.ts';
import { formatPlate } from '@frota/domain/format';

const TITLE = 'Motoristas';
const LIST = '/backoffice/motoristas/';

type Option = { value: number | string; text: string };

/** An API answer's data, as the account sees it (a Manager, their client's records only). */
async function apiGet<T>(path: string, account: { email: string; password: string } = ADMIN): Promise<T> {
  const token = await apiToken(account.email, account.password);
  const response = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok, path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface CreatableDrivers {
  client: Option;
  /** A name this client's trackers reported that is no driver yet. */
  newName: string;
  /** A name already registered as this client's driver. */
  existingName: string;
  plate: string;
  operation: string;
}

/**
 * A client whose trackers reported a driver name that is not yet registered, read from the API: the seed leaves
 * one name per client out, and each creation here uses one up (a retry finds the next).
 */
async function creatableDrivers(account: { email: string; password: string }): Promise<CreatableDrivers> {
  const clients = await apiGet<Option[]>('/v1/backoffice/clients/all', account);
  const drivers = await apiGet<{ itens: Array<{ firstName: string; lastName: string; clienteId: number }> }>(
    '/v1/backoffice/motoristas/?perPage=100',
    account,
  );
  for (const client of clients) {
    const reported = await apiGet<Option[]>(`/v1/backoffice/logs/all?clientId=${client.value}`, account);
    const registered = new Set(
      drivers.itens
        .filter((driver) => driver.clienteId === client.value)
        .map((driver) => `${driver.firstName} ${driver.lastName}`.trim()),
    );
    const newName = reported.map((option) => option.text).find((name) => !registered.has(name));
    const existingName = [...registered][0];
    const plates = await apiGet<Option[]>(
      `/v1/backoffice/vehicle-plates/all?clientId=${client.value}`,
      account,
    );
    const operations = await apiGet<Option[]>(`/v1/backoffice/fleets/all?clientId=${client.value}`, account);
    if (newName && existingName && plates[0] && operations[0])
      return {
        client,
        newName,
        existingName,
        // The select writes a plate as the lists do (IXR-0A69); the short list keeps it as stored.
        plate: formatPlate(plates[0].text),
        operation: operations[0].text,
      };
  }
  throw new Error('no demo client has a reported driver name left to register');
}

/** Picks options of a multi-select (its name starts with the label), typing each to search. */
async function chooseMany(page: Page, label: string, texts: string[]) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  for (const text of texts) {
    await input.click();
    await input.fill(text);
    await (await optionsOf(input)).getByRole('option', { name: text, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByText(`${texts.length} selecionado(s)`)).toBeVisible();
}

const rows = (page: Page) => listRows(page, TITLE);
const cell = (row: Locator, index: number) => row.locator('td').nth(index);

/** Creates drivers as `user` from one new and one existing name, and checks both results and the list. */
async function createDrivers(page: Page, user: typeof ADMIN, withOperation: boolean) {
  const target = await creatableDrivers(user);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, user, LIST);
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Motorista' })).toBeVisible();

  const names = page.getByRole('combobox', { name: /^Motoristas/ });
  if (user === MANAGER) {
    // A Manager's drivers are their client's: the client is chosen for them, and cannot be changed.
    const client = page.getByRole('combobox', { name: /^Cliente/ });
    await expect(client).toHaveValue(target.client.text);
    await expect(client).toBeDisabled();
  } else {
    await expect(names).toBeDisabled();
    await expect(page.getByText('Selecione primeiro o campo Cliente.').first()).toBeVisible();
    await choose(page, 'Cliente', target.client.text);
  }
  await expect(names).toBeEnabled();
  await chooseMany(page, 'Motoristas', [target.newName, target.existingName]);
  const operation = page.getByRole('combobox', { name: /^Operação/ });
  if (withOperation) await choose(page, 'Operação', target.operation);
  else await expect(operation).toHaveCount(0);
  await choose(page, 'Placa', target.plate);
  await page.getByRole('button', { name: 'Salvar' }).click();

  // One toast per name: the new account with its password, once; the existing name refused.
  const created = toast(page, `Motorista ${target.newName} criado com sucesso.`);
  await expect(created).toBeVisible();
  const password = (await created.locator('code').textContent()) ?? '';
  expect(password).toMatch(/^\S{10}$/);
  await created.getByRole('button', { name: 'Copiar senha' }).click();
  await expect(created.getByRole('button', { name: 'Senha copiada!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await expect(
    toast(page, `${target.existingName}: motorista já cadastrado para este cliente.`),
  ).toBeVisible();

  // Not every name succeeded: the form stays, keeping the failed name and the rest of what was chosen.
  await expect(page).toHaveURL(/\/backoffice\/motoristas\/create\/$/);
  await expect(page.getByText('1 selecionado(s)')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remover ${target.existingName}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Cliente/ })).toHaveValue(target.client.text);

  // The toasts stay until the user has read them: still there a while later (checked once, for the Admin).
  if (withOperation) {
    await page.waitForTimeout(5_000);
    await expect(created).toBeVisible();
  }

  await page.goto(LIST);
  await page.getByRole('button', { name: 'Mostrar filtros' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(target.newName);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(cell(row, 1)).toHaveText(target.newName);
  await expect(cell(row, 2)).toHaveText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await expect(cell(row, 3)).toHaveText(target.client.text);
  await expect(cell(row, 4)).toHaveText(withOperation ? target.operation : MISSING);
  await expect(cell(row, 5)).toHaveText(target.plate);
  return target;
}

test.describe('Drivers', () => {
  test('Admin: creates drivers from reported names, one result per name, the password copied', async ({
    page,
  }) => {
    await createDrivers(page, ADMIN, true);
  });

  test('Admin: deletes a new driver, with the client and operation links its creation made', async ({
    page,
  }) => {
    const target = await creatableDrivers(ADMIN);
    // A plate is read as the select writes it (IXR-0A69); the short list keeps it as stored.
    const value = async (path: string, text: string) =>
      (await apiGet<Option[]>(`${path}?clientId=${target.client.value}`)).find(
        (o) => o.text === text || formatPlate(o.text) === text,
      )!.value;
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const created = await fetch(`${API}/v1/backoffice/motoristas/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        clienteId: target.client.value,
        driversNames: [target.newName],
        fleetId: await value('/v1/backoffice/fleets/all', target.operation),
        vehiclePlateId: await value('/v1/backoffice/vehicle-plates/all', target.plate),
      }),
    });
    expect(created.ok).toBe(true);
    await signIn(page, ADMIN, LIST);
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(target.newName);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(cell(rows(page).first(), 4)).toHaveText(target.operation);
    await clickRowAction(rows(page).first(), 'Apagar', target.newName);
    await confirm(page, `Tem certeza que deseja apagar o motorista "${target.newName}"?`);
    await expect(toast(page, 'Motorista deletado com sucesso')).toBeVisible();
    await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  });

  test('Admin: a driver with trips is kept, and the refusal says what is linked to it', async ({ page }) => {
    await signIn(page, ADMIN, LIST);
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('João Carlos da Silva');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(rows(page)).toHaveCount(1);
    await clickRowAction(rows(page), 'Apagar', 'João Carlos da Silva');
    await confirm(page, 'Tem certeza que deseja apagar o motorista "João Carlos da Silva"?');
    await expect(
      toast(
        page,
        /Falha ao deletar motorista: Não é possível excluir: existem registros vinculados \(\d+ programaç(ão|ões)\)\./,
      ),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
  });

  test('Manager: creates a driver without choosing an operation, and edits it', async ({ page }) => {
    const target = await createDrivers(page, MANAGER, false);
    const row = rows(page).first();
    await row.getByRole('link', { name: /^Editar/ }).click();
    await expect(page.getByRole('heading', { name: 'Editar Motorista' })).toBeVisible();
    // The client is Admin-only on edit.
    await expect(page.getByRole('combobox', { name: /^Cliente/ })).toHaveCount(0);
    const lastName = page.getByRole('textbox', { name: /^Sobrenome/ });
    await lastName.fill(`${await lastName.inputValue()} Jr.`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Motorista atualizado com sucesso').first()).toBeVisible();
    await expect(page).toHaveURL(LIST);
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(`${target.newName} Jr.`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(rows(page)).toHaveCount(1);
  });
});

test('creating a driver with nothing filled says what is required, and no select opens over the messages', async ({
  page,
}) => {
  await signIn(page, ADMIN, LIST);
  await page.getByRole('link', { name: 'Novo' }).click();
  const client = page.getByRole('combobox', { name: /^Cliente/ });
  await expect(client).toBeEnabled();
  await page.getByRole('button', { name: 'Salvar' }).click();
  for (const field of ['Cliente', 'Motoristas', 'Placa'])
    await expect(page.getByText(`O campo ${field} é obrigatório.`)).toBeVisible();
  await expect(page.getByText(/é inválido/)).toHaveCount(0);
  await expect(client).toBeFocused();
  await expect(client).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});
