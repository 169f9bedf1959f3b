import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, clickRowAction, MANAGER, signIn, toast } from '../support/helpers.ts';
import { confirm, listRows, openFromMenu, unique } from '../support/registers.ts';

const TITLE = 'Referências';
/** A yard near Campinas: a square, then the same corners in an order whose edges cross. */
const SQUARE = ['-22.9000, -47.0600', '-22.9000, -47.0500', '-22.9100, -47.0500', '-22.9100, -47.0600'];
const BOW_TIE = [0, 2, 1, 3].map((i) => SQUARE[i]!);
/** The map area when Google's script cannot load (support/chromium.ts keeps Google out of reach). */
const MAP_FAILED = 'Erro ao carregar mapa!';
const POINTS_STILL_WORK = 'A lista de pontos abaixo continua funcionando.';

async function openTab(dialog: Locator, name: string) {
  const tab = dialog.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function pasteFence(page: Page, dialog: Locator, lines: string[]) {
  await dialog.getByRole('button', { name: 'Colar lista de pontos' }).click();
  const paste = page.getByRole('dialog', { name: 'Colar lista de pontos' });
  await paste.getByLabel('Lista de pontos').fill(lines.join('\n'));
  await paste.getByRole('button', { name: 'Substituir pontos' }).click();
  await expect(paste.getByLabel('Lista de pontos')).toHaveCount(0);
}

async function chooseGroup(page: Page, dialog: Locator, group: string) {
  await dialog.getByRole('button', { name: /^Grupo/ }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
}

test.describe('References', () => {
  test('Admin: a reference created through its four tabs, refused until the spec rules hold, viewed and edited', async ({
    page,
  }) => {
    const code = unique('REF').replace(' ', '-');
    const name = `Pátio ${code}`;
    await signIn(page, ADMIN);
    await openFromMenu(page, TITLE);
    await page.getByRole('button', { name: 'Novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Referência' });
    const save = dialog.getByRole('button', { name: 'Salvar' });

    await save.click();
    await expect(toast(page, 'Preencha todos os campos obrigatórios')).toBeVisible();
    await dialog.getByLabel('Código').fill(`  ${code} `);
    await dialog.getByLabel('Nome').fill(name);
    await chooseGroup(page, dialog, 'Centros de distribuição');
    await dialog.getByLabel('Descrição').fill('Pátio de testes de ponta a ponta');
    await openTab(dialog, 'Visibilidade');
    await dialog.getByRole('checkbox', { name: 'Carga', exact: true }).check();

    // The week: every day needs its times, then its gate-to-gate values.
    await save.click();
    await expect(
      toast(
        page,
        'Defina os horários de operação para todos os dias da semana. Faltam: Domingo, Segunda-feira, Terça-feira, Quarta-feira, Quinta-feira, Sexta-feira, Sábado',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Premissas de Operação' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('button', { name: 'Configurar todos' }).click();
    const all = page.getByRole('dialog', { name: 'Configurar todos os dias' });
    await expect(all.getByLabel('Início')).toHaveValue('08:00');
    await expect(all.getByLabel('Gate-to-gate contratado (min)')).toHaveValue('30');
    await all.getByRole('button', { name: 'Aplicar' }).click();
    await expect(toast(page, 'Configuração aplicada a todos os dias da semana')).toBeVisible();
    await expect(dialog.getByLabel('Fim de Sábado')).toHaveValue('18:00');
    await dialog.getByLabel('Gate-to-gate contratado de Quarta-feira').fill('');
    await dialog.getByLabel('Gate-to-gate previsto de Quarta-feira').fill('');
    await save.click();
    await expect(
      toast(page, 'Defina os valores de gate-to-gate para todos os dias da semana. Faltam: Quarta-feira'),
    ).toBeVisible();
    await dialog.getByLabel('Gate-to-gate previsto de Quarta-feira').fill('25');
    await dialog.getByLabel('Fim de Domingo').fill('12:00');

    // The fence, with Google out of reach (the test browser is offline): the map area says the map failed and
    // what still works, and the points list does the work.
    await save.click();
    await expect(toast(page, 'A cerca eletrônica precisa de pelo menos 3 pontos.')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Configurar Cerca Eletrônica' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('alert').filter({ hasText: MAP_FAILED })).toContainText(POINTS_STILL_WORK);
    await pasteFence(page, dialog, BOW_TIE);
    await expect(dialog.getByText('As arestas 1 e 3 da cerca eletrônica se cruzam.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Descer ponto 2' }).click();
    await expect(dialog.getByText(/se cruzam/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Adicionar ponto' }).click();
    await dialog.getByLabel('Latitude do ponto 5').fill('-22,9050');
    await dialog.getByLabel('Longitude do ponto 5').fill('-47,0650');
    await save.click();
    await expect(toast(page, 'Referência criada com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Read back: the list, then the view with its week and fence, then an edit.
    const row = listRows(page, TITLE).filter({ hasText: code });
    await expect(row).toContainText(name);
    await row.getByRole('button', { name: `Visualizar ${name}` }).click();
    const view = page.getByRole('dialog', { name: 'Visualizar Referência' });
    await expect(view.getByLabel('Código')).toHaveValue(code);
    await expect(view.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await openTab(view, 'Premissas de Operação');
    const hours = view.getByRole('table', { name: 'Horários de operação' });
    await expect(hours.getByRole('row', { name: /Domingo/ })).toContainText('12:00');
    await expect(hours.getByRole('row', { name: /Quarta-feira/ })).toContainText('25');
    await openTab(view, 'Configurar Cerca Eletrônica');
    await expect(
      view.getByRole('table', { name: 'Pontos da cerca eletrônica' }).locator('tbody tr'),
    ).toHaveCount(5);
    await view.getByRole('button', { name: 'Fechar' }).last().click();

    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Referência' });
    await expect(edit.getByLabel('Nome')).toHaveValue(name);
    await openTab(edit, 'Configurar Cerca Eletrônica');
    await edit.getByRole('button', { name: 'Remover ponto 5' }).click();
    await openTab(edit, 'Parâmetros');
    await edit.getByLabel('Nome').fill(`${name} (norte)`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Referência atualizada com sucesso')).toBeVisible();
    await expect(row).toContainText(`${name} (norte)`);
    await row.getByRole('button', { name: `Editar ${name} (norte)` }).click();
    await openTab(page.getByRole('dialog', { name: 'Editar Referência' }), 'Configurar Cerca Eletrônica');
    await expect(page.getByLabel('Latitude do ponto 4')).toBeVisible();
    await expect(page.getByLabel('Latitude do ponto 5')).toHaveCount(0);
  });

  test('Admin: a refused save keeps everything and shows the diagnosis; a changed dialog asks before closing', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await openFromMenu(page, TITLE);
    await page.getByRole('button', { name: 'Novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Referência' });
    await dialog.getByLabel('Código').fill('STS-T1');
    await dialog.getByLabel('Nome').fill('Terminal repetido');
    await chooseGroup(page, dialog, 'Portos e terminais');
    await openTab(dialog, 'Premissas de Operação');
    await dialog.getByRole('button', { name: 'Configurar todos' }).click();
    await page
      .getByRole('dialog', { name: 'Configurar todos os dias' })
      .getByRole('button', { name: 'Aplicar' })
      .click();
    await openTab(dialog, 'Configurar Cerca Eletrônica');
    await pasteFence(page, dialog, SQUARE);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Já existe uma referência com este código.')).toBeVisible();
    const diagnosis = dialog.getByRole('region', { name: 'Detalhes do erro ao salvar' });
    await expect(diagnosis).toContainText('400');
    await expect(diagnosis).toContainText('POST');
    await expect(diagnosis).toContainText('/v1/backoffice/references');
    await openTab(dialog, 'Parâmetros');
    await expect(dialog.getByLabel('Nome')).toHaveValue('Terminal repetido');
    await expect(
      dialog
        .getByRole('tabpanel', { name: 'Parâmetros' })
        .getByText('Já existe uma referência com este código.'),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    const question = page.getByRole('alertdialog', { name: 'Descartar alterações' });
    await question.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(dialog.getByLabel('Nome')).toHaveValue('Terminal repetido');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await question.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByRole('dialog', { name: 'Nova Referência' })).toHaveCount(0);
  });

  test('Admin: filter by code, deactivate and delete a reference', async ({ page }) => {
    await signIn(page, ADMIN);
    await openFromMenu(page, TITLE);
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByLabel('Código').fill('PLN-REF');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(listRows(page, TITLE)).toHaveCount(1);
    const row = listRows(page, TITLE).first();
    await expect(row).toContainText('Refinaria de Paulínia');
    await clickRowAction(row, 'Desativar', 'Refinaria de Paulínia');
    await confirm(page, 'Tem certeza que deseja desativar a referência "Refinaria de Paulínia"?');
    await expect(toast(page, /Referência foi desativada com sucesso/)).toBeVisible();
    await clickRowAction(row, 'Ativar', 'Refinaria de Paulínia');
    await confirm(page, 'Tem certeza que deseja ativar a referência "Refinaria de Paulínia"?');
    await expect(toast(page, /Referência foi ativada com sucesso/)).toBeVisible();
    // A reference that routes use stays, with the reason.
    await clickRowAction(row, 'Apagar', 'Refinaria de Paulínia');
    await confirm(page, 'Tem certeza que deseja apagar a referência "Refinaria de Paulínia"?');
    await expect(toast(page, 'Erro ao excluir referência')).toBeVisible();
  });

  test('Manager: reads the list and views a reference with its week and fence, and changes nothing', async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    await openFromMenu(page, TITLE);
    await expect(listRows(page, TITLE).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Novo' })).toHaveCount(0);
    const row = listRows(page, TITLE).filter({ hasText: 'STS-T1' });
    await expect(row.getByRole('button', { name: /^(Editar|Apagar|Ativar|Desativar) / })).toHaveCount(0);
    await row.getByRole('button', { name: /^Visualizar Porto de Santos/ }).click();
    const view = page.getByRole('dialog', { name: 'Visualizar Referência' });
    await expect(view.getByLabel('Nome')).toHaveValue(/Porto de Santos/);
    await expect(view.getByLabel('Grupo')).toHaveValue('Portos e terminais');
    await openTab(view, 'Premissas de Operação');
    await expect(view.getByRole('button', { name: 'Configurar todos' })).toHaveCount(0);
    await expect(view.getByRole('table', { name: 'Horários de operação' }).locator('tbody tr')).toHaveCount(
      7,
    );
    await openTab(view, 'Configurar Cerca Eletrônica');
    // Without Google (offline), the fence still reads from its points list.
    await expect(view.getByRole('alert').filter({ hasText: MAP_FAILED })).toContainText(POINTS_STILL_WORK);
    await expect(
      view.getByRole('table', { name: 'Pontos da cerca eletrônica' }).locator('tbody tr'),
    ).toHaveCount(10);
    await expect(view.getByRole('button', { name: /Remover ponto/ })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  });
});

test.describe('Points of interest', () => {
  test('Admin creates one with pt-BR decimals; a Manager reads the list without Novo', async ({
    page,
    browser,
  }) => {
    const name = unique('Posto');
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Pontos de interesse');
    await page.getByRole('button', { name: 'Novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Ponto de interesse' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Latitude').fill('-23,951234');
    await dialog.getByLabel('Longitude').fill('-46,332512');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Ponto de interesse criado com sucesso')).toBeVisible();
    const row = listRows(page, 'Pontos de interesse').filter({ hasText: name });
    await expect(row).toContainText('-23,951234');
    await expect(row).toContainText('-46,332512');

    const manager = await browser.newPage();
    await signIn(manager, MANAGER);
    await openFromMenu(manager, 'Pontos de interesse');
    await expect(
      listRows(manager, 'Pontos de interesse').filter({ hasText: 'Pátio Regulador de Cubatão' }),
    ).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Novo' })).toHaveCount(0);
    await manager.close();
  });
});
