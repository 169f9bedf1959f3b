import { formatPlate } from '@frota/domain/format';
import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  API,
  apiToken,
  clickRowAction,
  MANAGER,
  managerClientId,
  signIn,
  toast,
} from '../support/helpers.ts';
import { choose, confirm, listRows, listTable, unique } from '../support/registers.ts';

const TITLE = 'Faixas de premiação';
const LIST = '/backoffice/fleets/bonus-configs/';

interface Operation {
  id: number;
  name: string;
  /** A plate of the operation's client, as its select lists it. */
  plate: string;
}

async function apiGet(path: string, token: string) {
  const response = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok, path).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** A new operation of a client that has plates, created through the API: its bonus ranges start empty. */
/** A new operation of a client with plates: the first such, or the one asked (a Manager's own). */
async function newOperation(clientId?: number): Promise<Operation> {
  const token = await apiToken(ADMIN.email, ADMIN.password);
  const units = (await apiGet('/v1/backoffice/business-units/?perPage=100', token)) as {
    itens: Array<{ id: number; clientId: number; isActive: boolean }>;
  };
  for (const unit of units.itens.filter((u) => u.isActive && (clientId ?? u.clientId) === u.clientId)) {
    const plates = (await apiGet(
      `/v1/backoffice/vehicle-plates/all?clientId=${unit.clientId}`,
      token,
    )) as Array<{
      text: string;
    }>;
    if (plates.length === 0) continue;
    const name = unique('Operação com faixas');
    const response = await fetch(`${API}/v1/backoffice/fleets/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ operationName: name, clientId: unit.clientId, businessUnitId: unit.id }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number } };
    // The select writes a plate as the lists do (EPA-4L94); the short list keeps it as stored.
    return { id: data.id, name, plate: formatPlate(plates[0]!.text) };
  }
  throw new Error('no demo client with plates');
}

/** A toast with this text; the one of an earlier save with the same text may still be on screen. */
const saved = (page: Page, text: string) => toast(page, text).first();

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const rows = (page: Page) => listRows(page, TITLE);
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Fills a range on a create or edit page, typed as a pt-BR user types it. */
async function fillRange(page: Page, min: string, max: string, value: string) {
  await field(page, 'Desempenho mínimo').fill(min);
  await field(page, 'Desempenho máximo').fill(max);
  await field(page, 'Valor do prêmio').fill(value);
}

test.describe('Bonus ranges', () => {
  test('Admin: from the operation row, tabs in the URL and Back, a range created on each tab', async ({
    page,
  }) => {
    const operation = await newOperation();
    await signIn(page, ADMIN, '/backoffice/fleets/');
    await clickRowAction(
      page.getByRole('row').filter({ hasText: operation.name }),
      'Faixas de premiação',
      operation.name,
    );
    await expect(page).toHaveURL(`${LIST}?operationId=${operation.id}&tab=engineLoad`);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(tab(page, 'Carga no motor')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();

    // Each tab change is a history entry: Back walks the tabs in reverse.
    await tab(page, 'Inércia').click();
    await expect(page).toHaveURL(/tab=inertia/);
    await tab(page, 'Exceção de carga no motor').click();
    await expect(page).toHaveURL(/tab=engineLoadException/);
    await expect(listTable(page, TITLE).locator('thead th')).toHaveText([
      'Mínimo (%)',
      'Máximo (%)',
      'Valor (R$)',
      'Placa',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    await page.goBack();
    await expect(tab(page, 'Inércia')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/operationId=\d+&tab=inertia$/);
    await page.goBack();
    await expect(tab(page, 'Carga no motor')).toHaveAttribute('aria-selected', 'true');

    // Carga no motor: a pt-BR comma, R$ in the list, back on the same tab.
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page).toHaveURL(`${LIST}engine-load/create?fleetId=${operation.id}&tab=engineLoad`);
    await expect(
      page.getByRole('heading', { name: 'Nova Faixa de Premiação / Carga no motor' }),
    ).toBeVisible();
    await fillRange(page, '0', '60', '150,35');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved(page, 'Faixa de premiação criada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${LIST}?operationId=${operation.id}&tab=engineLoad`);
    await expect(tab(page, 'Carga no motor')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('0%60%R$ 150,35');

    // Inércia.
    await tab(page, 'Inércia').click();
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page).toHaveURL(`${LIST}inertia/create?fleetId=${operation.id}&tab=inertia`);
    await fillRange(page, '12,5', '87,25', '1.234,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved(page, 'Faixa de premiação criada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${LIST}?operationId=${operation.id}&tab=inertia`);
    await expect(rows(page).first()).toContainText('12,5%87,25%R$ 1.234,50');

    // Exceção: a plate of the operation's client.
    await tab(page, 'Exceção de carga no motor').click();
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect(page).toHaveURL(
      `${LIST}engine-load-exception/create?fleetId=${operation.id}&tab=engineLoadException`,
    );
    await choose(page, 'Placa', operation.plate);
    await fillRange(page, '70', '100', '180,75');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved(page, 'Faixa de premiação criada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${LIST}?operationId=${operation.id}&tab=engineLoadException`);
    await expect(rows(page).first()).toContainText(`70%100%R$ 180,75${operation.plate}`);

    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL('/backoffice/fleets/');
  });

  test('Admin: an overlap is refused under its field with nothing typed lost; edit, toggle and delete', async ({
    page,
  }) => {
    const operation = await newOperation();
    await signIn(page, ADMIN, `${LIST}?operationId=${operation.id}&tab=engineLoad`);
    await page.getByRole('link', { name: 'Novo' }).click();
    await fillRange(page, '0', '60', '0');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved(page, 'Faixa de premiação criada com sucesso')).toBeVisible();

    await page.getByRole('link', { name: 'Novo' }).click();
    await fillRange(page, '50', '70,5', '1250,9');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const message = 'Esta faixa se sobrepõe a outra faixa ativa desta operação (0% a 60%).';
    await expect(page.getByText(message)).toBeVisible();
    await expect(field(page, 'Desempenho mínimo')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Desempenho mínimo')).toHaveValue('50,00');
    await expect(field(page, 'Desempenho máximo')).toHaveValue('70,50');
    await expect(field(page, 'Valor do prêmio')).toHaveValue('1.250,90');
    // Touching the other range is no overlap.
    await field(page, 'Desempenho mínimo').fill('60');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved(page, 'Faixa de premiação criada com sucesso')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // Edit the second range.
    const second = rows(page).filter({ hasText: 'R$ 1.250,90' });
    await second.getByRole('link', { name: /^Editar/ }).click();
    await expect(page).toHaveURL(/\/backoffice\/fleets\/bonus-configs\/edit\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Faixa de Premiação / Editar' })).toBeVisible();
    await expect(field(page, 'Valor do prêmio')).toHaveValue('1.250,90');
    // Filled over the grouped value, with a dot as the decimal separator, as many users type it.
    await field(page, 'Valor do prêmio').fill('1500.5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved(page, 'Faixa de premiação atualizada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(`${LIST}?operationId=${operation.id}&tab=engineLoad`);
    const edited = rows(page).filter({ hasText: 'R$ 1.500,50' });
    await expect(edited).toHaveCount(1);

    // Deactivate, then activate again.
    // Its buttons name it by its span (recordName), not by its id.
    await expect(edited.getByRole('link', { name: 'Editar faixa de 60% a 70,5%' })).toBeVisible();
    await clickRowAction(edited, 'Desativar', 'faixa de 60% a 70,5%');
    await confirm(page, 'Tem certeza que deseja desativar esta faixa de premiação?');
    await expect(saved(page, 'Faixa de premiação foi desativada com sucesso')).toBeVisible();
    await expect(edited.locator('td').nth(4)).toHaveText('Não');
    await edited.getByRole('button', { name: /^Ativar/ }).click();
    await confirm(page, 'Tem certeza que deseja ativar esta faixa de premiação?');
    await expect(saved(page, 'Faixa de premiação foi ativada com sucesso')).toBeVisible();
    await expect(edited.locator('td').nth(4)).toHaveText('Sim');

    await clickRowAction(edited, 'Apagar', 'faixa de 60% a 70,5%');
    await confirm(page, 'Tem certeza que deseja apagar esta faixa de premiação?');
    await expect(saved(page, 'Premiação deletada com sucesso')).toBeVisible();
    await expect(edited).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);
  });

  test("Manager: reads their client's ranges, with no Novo, no row actions and no edit route", async ({
    page,
  }) => {
    const operation = await newOperation(await managerClientId());
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const created = await fetch(`${API}/v1/backoffice/bonus-configs/inertia`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        fleetId: operation.id,
        minPerformance: 0,
        maxPerformance: 50,
        bonusValue: 75.5,
      }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };

    await signIn(page, MANAGER, `${LIST}?operationId=${operation.id}&tab=inertia`);
    await expect(rows(page).first()).toContainText('0%50%R$ 75,50');
    await expect(listTable(page, TITLE).locator('thead th')).toHaveText([
      'Mínimo (%)',
      'Máximo (%)',
      'Valor (R$)',
      'Criado em',
      'Ativo',
    ]);
    await expect(page.getByRole('link', { name: 'Novo' })).toHaveCount(0);
    await expect(rows(page).first().locator('a, button')).toHaveCount(0);
    await page.goto(`${LIST}edit/${data.id}`);
    await expect(page.getByRole('heading', { name: /Bem-vindo/ })).toBeVisible();
  });
});
