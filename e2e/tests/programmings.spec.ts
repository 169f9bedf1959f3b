import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  clickRowAction,
  expectRowActionRefused,
  MANAGER,
  rowAction,
  signIn,
  toast,
  typedMoment,
} from '../support/helpers.ts';
import {
  call,
  clientId,
  createProgramming,
  firstProductId,
  integrationKey,
  type Listed,
  type Reference,
  reference,
  tracker,
} from '../support/programmings.ts';
import { confirm, listRows, listTable, MISSING, openFromMenu, pick, unique } from '../support/registers.ts';

const TITLE = 'Programações';
const LIST = '/backoffice/programming/';

/** Status codes of the API (spec 02 §4) for the statuses these tests read in the URL or send. */
const STATUS_CODE = { Created: 1, Loading: 2, Completed: 5 } as const;

// ---------------------------------------------------------------------------------------------------------
// The screens.

/** The row of programming #id in the full list (its Mais ações button names it). */
const rowOf = (page: Page, id: number) =>
  listRows(page, TITLE).filter({
    has: page.getByRole('button', { name: `Mais ações programação #${id}`, exact: true }),
  });

/** The status badge of a full-mode row (tenth column). */
const statusOf = (row: Locator) => row.locator('td').nth(9);

const columnTexts = (page: Page, column: number) =>
  listRows(page, TITLE).locator(`td:nth-child(${column})`).allTextContents();

/** The distinct texts of a column of the rows shown (poll it: the previous page stays while the next loads). */
async function distinct(page: Page, column: number): Promise<string[]> {
  return [...new Set((await columnTexts(page, column)).map((text) => text.trim()))].sort();
}

/** The number in a row's action labels ("Mais ações programação #12" → 12). */
async function idOf(row: Locator): Promise<number> {
  const label = await row
    .getByRole('button', { name: /^Mais ações programação #\d+$/ })
    .getAttribute('aria-label');
  return Number(/#(\d+)$/.exec(label ?? '')?.[1]);
}

async function openList(page: Page, path = LIST) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
}

const VERBS = {
  Iniciar: 'iniciar',
  Concluir: 'concluir',
  Cancelar: 'cancelar',
  Editar: 'editar',
  Apagar: 'excluir',
};
type Verb = keyof typeof VERBS;

/** Each action's state by status, spec 02 §4 (true: allowed). */
const ALLOWED: Record<string, Record<Verb, boolean>> = {
  Criada: { Iniciar: true, Concluir: false, Cancelar: true, Editar: true, Apagar: true },
  'Em Progresso': { Iniciar: false, Concluir: true, Cancelar: true, Editar: true, Apagar: false },
  'Em Carregamento': { Iniciar: false, Concluir: true, Cancelar: true, Editar: false, Apagar: false },
  'Em Trânsito Carregado': { Iniciar: false, Concluir: true, Cancelar: true, Editar: false, Apagar: false },
  Concluída: { Iniciar: false, Concluir: false, Cancelar: false, Editar: false, Apagar: true },
  Cancelada: { Iniciar: false, Concluir: false, Cancelar: false, Editar: false, Apagar: true },
};

/** Checks the five actions of a row against spec 02 §4: allowed ones enabled, the others greyed with the reason. */
async function expectActions(row: Locator, status: string) {
  await expect(statusOf(row)).toHaveText(status);
  const id = await idOf(row);
  for (const [verb, allowed] of Object.entries(ALLOWED[status]!) as Array<[Verb, boolean]>) {
    const control = await rowAction(row, verb, `programação #${id}`);
    if (allowed) {
      await expect(control, `${verb} on ${status}`).toBeEnabled();
      await expect(control, `${verb} on ${status}`).not.toHaveAttribute('aria-disabled', 'true');
      if (verb === 'Editar') await expect(control).toHaveAttribute('href', `${LIST}edit/${id}`);
    } else {
      await expectRowActionRefused(control, `Não é possível ${VERBS[verb]} uma programação ${status}.`);
    }
  }
  await row.page().keyboard.press('Escape');
  await expect(row.page().getByRole('menu')).toHaveCount(0);
}

/** 'YYYY-MM-DDTHH:mm' in São Paulo (the browser's zone), `hours` from now: a datetime-local value. */
function localInput(hours: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + hours * 3_600_000));
  return parts.replace(' ', 'T');
}

/** A datetime-local value as the list shows it: DD/MM/YYYY HH:mm. */
const listed = (value: string) => {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(value)!;
  return `${day}/${month}/${year} ${time}`;
};

/** "27/11/2026 05:18" as a sortable "2026-11-27 05:18". */
const sortable = (text: string) => text.replace(/^(\d{2})\/(\d{2})\/(\d{4}) /, '$3-$2-$1 ');

test.describe('Programmings', () => {
  test('Admin: the full and compact lists, the filters and the order, all reproduced by the URL', async ({
    page,
    context,
  }) => {
    await signIn(page, ADMIN);
    await openFromMenu(page, TITLE);
    await expect(page).toHaveURL(/\/backoffice\/programming\/?$/);
    const table = listTable(page, TITLE);
    const rows = listRows(page, TITLE);

    // Full: every column, ten a page, the pages below.
    await expect(table.locator('thead th')).toHaveText([
      'Cliente',
      'Veículo',
      'Produto',
      'Volume',
      'Origem',
      'Destino',
      'Retorno',
      'Data prevista',
      'Tipo',
      'Status',
      'Ações',
    ]);
    await expect(rows.first().getByRole('button', { name: /^Mais ações programação #/ })).toBeVisible();
    await expect(rows).toHaveCount(10);
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await expect(pagination.getByRole('button', { name: 'Página 3' })).toBeVisible();
    const firstOfPage1 = await idOf(rows.first());
    await pagination.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rowOf(page, firstOfPage1)).toHaveCount(0);
    await expect(rows).toHaveCount(10);

    // Compact: five a page, its own columns, no actions, back to page 1; a reload keeps it.
    await page.getByRole('radio', { name: 'Compacto' }).click();
    await expect(page.getByRole('radio', { name: 'Compacto' })).toBeChecked();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table.locator('thead th')).toHaveText([
      'Placa',
      'Trajeto',
      'Data prevista',
      'Status',
      'Última localização',
      'Motorista',
    ]);
    await expect(rows.first().locator('td').nth(1)).toContainText(' → ');
    await expect(rows).toHaveCount(5);
    await expect(table.getByRole('button', { name: /programação #/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Compacto' })).toBeChecked();
    await expect(rows.first().locator('td').nth(1)).toContainText(' → ');
    await expect(rows).toHaveCount(5);
    await page.getByRole('radio', { name: 'Completo' }).click();
    await expect(rows.first().getByRole('button', { name: /^Mais ações programação #/ })).toBeVisible();
    await expect(rows).toHaveCount(10);

    // Status, then client: the URL says both, the rows obey both.
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    // Status takes several statuses (a multi-select): the one chosen shows as a chip.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Em Carregamento', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Remover Em Carregamento' })).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]status=${STATUS_CODE.Loading}(&|$)`));
    await expect.poll(() => distinct(page, 10)).toEqual(['Em Carregamento']);
    const loading = await rows.count();
    expect(loading).toBeGreaterThan(1);
    await pick(page, 'Cliente', 'Expresso Cerrado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/[?&]clientId=\d+/);
    await expect.poll(() => distinct(page, 1)).toEqual(['Expresso Cerrado']);
    expect(await distinct(page, 10)).toEqual(['Em Carregamento']);
    const filtered = await rows.count();
    expect(filtered).toBeLessThan(loading);
    await expect(pagination).toHaveCount(0);

    // The same view after a reload and from the link in a fresh tab: rows and the filled panel.
    const link = page.url();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remover Em Carregamento' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cliente Expresso Cerrado/ })).toBeVisible();
    await expect(rows).toHaveCount(filtered);
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole('button', { name: 'Remover Em Carregamento' })).toBeVisible();
    await expect.poll(() => distinct(other, 1)).toEqual(['Expresso Cerrado']);
    expect(await distinct(other, 10)).toEqual(['Em Carregamento']);
    await expect(listRows(other, TITLE)).toHaveCount(filtered);
    await other.close();

    // Limpar empties the URL; the earliest departures first, kept in the URL.
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await expect(page).toHaveURL(/\/backoffice\/programming\/?$/);
    await expect(rows).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveAttribute('placeholder', 'Todos');
    await expect(page.getByRole('button', { name: /^Remover / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cliente Todos/ })).toBeVisible();
    await pick(page, 'Ordenar por', 'Saída (mais cedo)');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/[?&]orderBy=departure_asc/);
    const departures = async () =>
      (await columnTexts(page, 8)).filter((text) => text !== MISSING).map(sortable);
    await expect
      .poll(async () => {
        const dates = await departures();
        return dates.length === 10 && dates.join() === [...dates].sort().join();
      })
      .toBe(true);
    const earliest = (await departures())[0]!;
    await pick(page, 'Ordenar por', 'Saída (mais tarde)');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/[?&]orderBy=departure_desc/);
    await expect
      .poll(async () => {
        const dates = await departures();
        return dates.join() === [...dates].sort().reverse().join() && dates.at(-1)! > earliest;
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Ordenar por Saída \(mais tarde\)/ })).toBeVisible();
  });

  test('Admin: each action allowed or greyed by status; start, complete, cancel with a justification, delete', async ({
    page,
  }) => {
    // The seeded programmings of one client: one in each status the matrix reads.
    await signIn(page, ADMIN);
    await openList(page);
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await pick(page, 'Cliente', 'Expresso Cerrado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => distinct(page, 1)).toEqual(['Expresso Cerrado']);
    const rows = listRows(page, TITLE);
    for (const status of ['Criada', 'Em Carregamento', 'Em Trânsito Carregado', 'Concluída', 'Cancelada']) {
      const row = rows.filter({ has: page.getByRole('cell', { name: status, exact: true }) }).first();
      await expectActions(row, status);
    }

    // Three programmings of our own, for a client with none seeded.
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const client = await clientId(token, 'Grãos do Oeste');
    const [origin, destination] = [await reference(token, 'CPS-CD'), await reference(token, 'STS-T1')];
    const base = {
      clientId: client,
      productId: await firstProductId(token),
      originReferenceId: origin.id,
      destinationReferenceId: destination.id,
    };
    const started = await createProgramming(token, base);
    const cancelled = await createProgramming(token, { ...base, volume: 12.5 });
    const deleted = await createProgramming(token, { ...base, volume: 7 });
    await openList(page, `${LIST}?clientId=${client}`);

    // Start after confirming, then complete the programming under way.
    const first = rowOf(page, started);
    await expectActions(first, 'Criada');
    await first.getByRole('button', { name: `Iniciar programação #${started}` }).click();
    await confirm(page, `Tem certeza que deseja iniciar a programação #${started}?`);
    await expect(toast(page, 'Programação iniciada com sucesso')).toBeVisible();
    await expect(statusOf(first)).toHaveText('Em Progresso');
    await expectActions(first, 'Em Progresso');
    await first.getByRole('button', { name: `Concluir programação #${started}` }).click();
    await confirm(page, `Tem certeza que deseja concluir a programação #${started}?`);
    await expect(toast(page, 'Programação concluída com sucesso')).toBeVisible();
    await expect(statusOf(first)).toHaveText('Concluída');
    await expectActions(first, 'Concluída');

    // Cancel: the dialog waits for a justification; Voltar changes nothing.
    const second = rowOf(page, cancelled);
    await clickRowAction(second, 'Cancelar', `programação #${cancelled}`);
    let dialog = page.getByRole('dialog', { name: `Cancelar programação #${cancelled}` });
    await expect(dialog.getByRole('button', { name: 'Cancelar programação' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(statusOf(second)).toHaveText('Criada');
    await clickRowAction(second, 'Cancelar', `programação #${cancelled}`);
    dialog = page.getByRole('dialog', { name: `Cancelar programação #${cancelled}` });
    const confirmCancel = dialog.getByRole('button', { name: 'Cancelar programação' });
    await expect(confirmCancel).toBeDisabled();
    await pick(page, 'Justificativa', 'Veículo em manutenção');
    await expect(confirmCancel).toBeEnabled();
    await confirmCancel.click();
    await expect(toast(page, 'Programação cancelada com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(statusOf(second)).toHaveText('Cancelada');
    await expectActions(second, 'Cancelada');

    // Delete a Created one after confirming.
    const third = rowOf(page, deleted);
    await clickRowAction(third, 'Apagar', `programação #${deleted}`);
    await confirm(page, `Tem certeza que deseja apagar a programação #${deleted}?`);
    await expect(toast(page, 'Programação excluída com sucesso')).toBeVisible();
    await expect(third).toHaveCount(0);
    await expect(rowOf(page, cancelled)).toHaveCount(1);
  });

  test('Admin: the form waits for the required fields, a route fills origin, destination and distance, the rules are checked; create then edit', async ({
    page,
  }) => {
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const completed = await call<Listed<{ id: number }>>(
      token,
      'GET',
      `/v1/backoffice/programmings?status=${STATUS_CODE.Completed}&perPage=1`,
    );
    await signIn(page, ADMIN);
    await openList(page);
    await page.getByRole('link', { name: 'New Programming' }).click();
    await expect(page).toHaveURL(/\/backoffice\/programming\/create$/);
    await expect(page.getByRole('heading', { name: 'Nova Programação' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Criar' });
    const volume = page.getByRole('textbox', { name: /^Volume/ });
    const distance = page.getByRole('textbox', { name: 'Distância (km)' });

    // Disabled until client, product, volume, origin and destination are set.
    await expect(create).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Placa principal/ })).toBeDisabled();
    await pick(page, 'Cliente', 'Rota Sul Transportes');
    await pick(page, 'Placa principal', 'PAL-1W61');
    await pick(page, 'Motorista', 'João Carlos da Silva');
    await expect(create).toBeDisabled();
    await pick(page, 'Produto', 'Soja em grãos');
    await volume.fill('31,5');
    await expect(create).toBeDisabled();
    await expect(distance).toHaveValue('');
    await pick(page, 'Rota', 'CD Campinas → Porto de Santos – Terminal 1');
    await expect(page.getByRole('button', { name: /^Origem/ })).toContainText('CD Campinas');
    await expect(page.getByRole('button', { name: /^Destino/ })).toContainText(
      'Porto de Santos – Terminal 1',
    );
    await expect(distance).toHaveValue(/^\d{2,3},\d$/);
    await expect(create).toBeEnabled();

    // Same origin and destination.
    const destination = page.getByRole('button', { name: /^Destino/ });
    await pick(page, 'Destino', 'CD Campinas');
    await create.click();
    await expect(page.getByText('Origem e destino não podem ser iguais.')).toBeVisible();
    await expect(destination).toHaveAttribute('aria-invalid', 'true');
    await pick(page, 'Destino', 'Porto de Santos – Terminal 1');
    await expect(page.getByText('Origem e destino não podem ser iguais.')).toHaveCount(0);

    // The main plate again as a semi-trailer: refused under each semi-trailer.
    const sameAsMain = (n: number) =>
      `O campo Semirreboque ${n} deve ser diferente do campo Placa principal.`;
    await pick(page, 'Semirreboque 1', 'PAL-1W61');
    await pick(page, 'Semirreboque 2', 'PAL-1W61');
    await create.click();
    await expect(page.getByText(sameAsMain(1))).toBeVisible();
    await expect(page.getByText(sameAsMain(2))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Semirreboque 1/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const n of [1, 2]) {
      await page.getByRole('button', { name: new RegExp(`^Semirreboque ${n}`) }).click();
      await page
        .getByRole('option')
        .filter({ hasNotText: 'PAL-1W61' })
        .nth(n - 1)
        .click();
    }
    await expect(page.getByText(sameAsMain(1))).toHaveCount(0);
    await expect(page.getByText(sameAsMain(2))).toHaveCount(0);

    // Arrival before departure.
    const departure = localInput(48);
    await page.getByRole('textbox', { name: 'Saída prevista' }).fill(typedMoment(departure));
    await page.getByRole('textbox', { name: 'Chegada prevista' }).fill(typedMoment(localInput(46)));
    await create.click();
    await expect(page.getByText('A chegada prevista deve ser posterior à saída prevista.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Chegada prevista' }).fill(typedMoment(localInput(56)));
    await expect(page.getByText('A chegada prevista deve ser posterior à saída prevista.')).toHaveCount(0);

    // A different return: shown only when asked for, then required.
    await expect(page.getByRole('button', { name: /^Retorno/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Retorno diferente da origem?' }).check();
    await expect(page.getByRole('button', { name: /^Retorno/ })).toBeVisible();
    await create.click();
    await expect(page.getByText('Informe a referência de retorno.')).toBeVisible();
    await pick(page, 'Retorno', 'CD São Paulo – Vila Leopoldina');
    await create.click();
    await expect(toast(page, 'Programação criada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/programming\/?$/);

    // The newest first: ours, with what was chosen.
    const row = listRows(page, TITLE).first();
    await expect(row.locator('td')).toHaveText([
      'Rota Sul Transportes',
      'PAL-1W61',
      'Soja em grãos',
      // The field's three decimals, as the spreadsheet shows them.
      '31,500',
      'CD Campinas',
      'Porto de Santos – Terminal 1',
      'CD São Paulo – Vila Leopoldina',
      listed(departure),
      'Carregado',
      'Criada',
      '',
    ]);
    const id = await idOf(row);

    // Edit: the record in the form, the volume changed.
    await row.getByRole('link', { name: `Editar programação #${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/programming/edit/${id}$`));
    await expect(page.getByRole('heading', { name: `Editar Programação #${id}` })).toBeVisible();
    await expect(volume).toHaveValue(/^31,50*$/);
    await expect(page.getByRole('button', { name: /^Motorista/ })).toContainText('João Carlos da Silva');
    await expect(page.getByRole('checkbox', { name: 'Retorno diferente da origem?' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Saída prevista' })).toHaveValue(typedMoment(departure));
    await volume.fill('42,125');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(toast(page, 'Programação atualizada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/programming\/?$/);
    await expect(rowOf(page, id).locator('td').nth(3)).toHaveText('42,125');

    // A completed programming opens with the reason, as values to read: no save, no required marks.
    const closed = completed.itens[0]!.id;
    await page.goto(`${LIST}edit/${closed}`);
    await expect(page.getByText('Não é possível editar uma programação Concluída.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cliente' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Cliente' })).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: /^Volume/ })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Saída prevista' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Abrir calendário' })).toHaveCount(0);
    await expect(page.getByText('obrigatório')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Atualizar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar' })).toBeVisible();
  });

  test('Manager: lists, creates and starts a programming, and refreshes the locations', async ({ page }) => {
    const volume = `${(Date.now() % 900) + 100},5`;
    await signIn(page, MANAGER);
    await openFromMenu(page, TITLE);
    const rows = listRows(page, TITLE);
    await expect(rows.first().getByRole('button', { name: /^Mais ações programação #/ })).toBeVisible();
    await expect(rows).toHaveCount(10);
    await page.getByRole('link', { name: 'New Programming' }).click();
    // The Manager's own client is chosen for them, and cannot be changed.
    const client = page.getByRole('button', { name: /^Cliente/ });
    await expect(client).toContainText('Rota Sul Transportes');
    await expect(client).toBeDisabled();
    await pick(page, 'Produto', 'Celulose');
    await page.getByRole('textbox', { name: /^Volume/ }).fill(volume);
    await pick(page, 'Rota', 'Refinaria de Paulínia → CD Campinas');
    await page.getByRole('button', { name: 'Criar' }).click();
    await expect(toast(page, 'Programação criada com sucesso')).toBeVisible();
    const row = rows.filter({ hasText: volume });
    await expect(row).toContainText('Celulose');
    await expect(statusOf(row)).toHaveText('Criada');
    const id = await idOf(row);
    await row.getByRole('button', { name: `Iniciar programação #${id}` }).click();
    await confirm(page, `Tem certeza que deseja iniciar a programação #${id}?`);
    await expect(toast(page, 'Programação iniciada com sucesso')).toBeVisible();
    await expect(statusOf(row)).toHaveText('Em Progresso');

    await page.getByRole('button', { name: 'Update Locations' }).click();
    await expect(
      toast(page, /^(Atualização concluída! \d+ de \d+|Nenhuma atualização necessária\. \d+) programações/),
    ).toBeVisible();
    // Started without a main plate: the refresh says it could not follow it.
    await expect(
      toast(page, `Programação #${id}: sem placa principal, posição não atualizada.`),
    ).toBeVisible();
  });

  test('Admin: readings ingested by an integration move a programming from the origin to the destination on Update Locations', async ({
    page,
  }) => {
    // Setup as the trackers would: an integration key, a plate no open programming follows, a started trip.
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const key = await integrationKey(token, unique('E2E programações'));
    const origin = await reference(token, 'CPS-CD');
    const destination = await reference(token, 'STS-T1');
    const open = await call<Listed<{ clientId: number; mainVehiclePlateId: number | null }>>(
      token,
      'GET',
      '/v1/backoffice/programmings?perPage=100',
    );
    const plates = await call<Listed<{ id: number; plate: string; clientId: number; isActive: boolean }>>(
      token,
      'GET',
      '/v1/backoffice/vehicle-plates?perPage=100',
    );
    const busyClients = new Set(open.itens.map((row) => row.clientId));
    const plate = plates.itens.find((p) => p.isActive && !busyClients.has(p.clientId));
    expect(plate, 'a plate of a client without programmings').toBeDefined();
    const id = await createProgramming(token, {
      clientId: plate!.clientId,
      mainVehiclePlateId: plate!.id,
      productId: await firstProductId(token),
      originReferenceId: origin.id,
      destinationReferenceId: destination.id,
    });
    await call(token, 'POST', `/v1/backoffice/programmings/${id}/start`);

    const drive = tracker(key, plate!.plate);
    const inside = (place: Reference, metres: number) => ({
      latitude: place.centre.latitude + metres / 111_320,
      longitude: place.centre.longitude,
    });
    const along = (share: number) => ({
      latitude: origin.centre.latitude + (destination.centre.latitude - origin.centre.latitude) * share,
      longitude: origin.centre.longitude + (destination.centre.longitude - origin.centre.longitude) * share,
    });

    await signIn(page, ADMIN);
    await openList(page, `${LIST}?clientId=${plate!.clientId}`);
    const row = rowOf(page, id);
    await expect(statusOf(row)).toHaveText('Em Progresso');
    const refresh = page.getByRole('button', { name: 'Update Locations' });

    // Two readings in the origin's fence: Loading.
    await drive(inside(origin, 40), inside(origin, -60));
    await refresh.click();
    await expect(
      toast(page, /^Atualização concluída! [1-9]\d* de \d+ programações foram atualizadas\.$/),
    ).toBeVisible();
    await expect(statusOf(row)).toHaveText('Em Carregamento');
    await expect(refresh).toBeEnabled();

    // The compact list tells where it is.
    await page.getByRole('radio', { name: 'Compacto' }).click();
    const compact = listRows(page, TITLE).filter({ hasText: plate!.plate.replace(/^(\w{3})/, '$1-') });
    await expect(compact.locator('td').nth(3)).toHaveText('Em Carregamento');
    await expect(compact.locator('td').nth(4)).toContainText(`Em ${origin.name}`);
    await page.getByRole('radio', { name: 'Completo' }).click();

    // Out of the origin, on the road: loaded transit.
    await drive(along(0.1), along(0.12));
    await refresh.click();
    await expect(statusOf(row)).toHaveText('Em Trânsito Carregado');
    await expect(refresh).toBeEnabled();

    // Into the destination's fence: unloading.
    await drive(inside(destination, 40), inside(destination, 100));
    await refresh.click();
    await expect(statusOf(row)).toHaveText('Em Descarga');
    await expect(refresh).toBeEnabled();

    // Out of it again: completed.
    await drive(along(0.9), along(0.88));
    await refresh.click();
    await expect(statusOf(row)).toHaveText('Concluída');
    await expectActions(row, 'Concluída');
  });
});
