import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../support/helpers.ts';
import { listRows, openFromMenu } from '../support/registers.ts';

// A browser in English (en-US, 12-hour clock): every date the portal shows or takes still reads pt-BR.
test.use({ locale: 'en-US', timezoneId: 'America/Sao_Paulo' });

const calendar = (page: Page) => page.getByRole('dialog', { name: 'Escolher data' });

test.describe('Dates in an English-language browser', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('the programming form takes dd/mm/aaaa hh:mm, 24 h, typed or from a pt-BR calendar', async ({
    page,
  }) => {
    await page.goto('/backoffice/programming/create');
    const departure = page.getByRole('textbox', { name: 'Saída prevista' });
    await expect(departure).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await departure.pressSequentially('170320261830');
    await expect(departure).toHaveValue('17/03/2026 18:30');

    await page.getByRole('button', { name: 'Abrir calendário' }).first().click();
    await expect(calendar(page)).toContainText('março');
    await expect(calendar(page)).not.toContainText('March');
    await calendar(page)
      .getByRole('button', { name: /20 de março de 2026/ })
      .click();
    await expect(departure).toHaveValue('20/03/2026 18:30');
    await expect(calendar(page)).toHaveCount(0);
  });

  test('the report’s period and a list’s date filter take dd/mm/aaaa', async ({ page }) => {
    await openFromMenu(page, 'Relatório geral de premiação');
    const start = page.getByLabel(/^Início do intervalo/);
    await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(start).toBeEnabled();
    await start.pressSequentially('01102026');
    await expect(start).toHaveValue('01/10/2026');
    await expect(page).toHaveURL(/inicio=2026-10-01/);

    await page.goto('/backoffice/rastreamento-logs/list');
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    const from = page.getByRole('textbox', { name: 'Início', exact: true });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    // The date input loads on demand; until then a disabled stand-in with the same placeholder holds its place.
    await expect(from).toBeEnabled();
    await from.pressSequentially('15032026');
    await expect(from).toHaveValue('15/03/2026');
  });

  test('an app message’s expiry and the list read pt-BR', async ({ page }) => {
    await page.goto('/backoffice/app-messages/');
    await expect(listRows(page, 'Mensagens').first()).toBeVisible();
    const dates = await listRows(page, 'Mensagens').locator('td').allInnerTexts();
    const written = dates.filter((text) => /\d{2}\/\d{2}\/\d{2}/.test(text));
    expect(written.length).toBeGreaterThan(0);
    for (const text of written) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(dates.join(' ')).not.toMatch(/AM|PM/);

    await page.goto('/backoffice/app-messages/create/');
    const expiry = page.getByLabel('Válida até');
    await expect(expiry).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await expiry.pressSequentially('151220302245');
    await expect(expiry).toHaveValue('15/12/2030 22:45');
  });

  test('opening hours take hh:mm, 24 h', async ({ page }) => {
    await page.goto('/torre/references');
    await page.getByRole('button', { name: 'Novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Referência' });
    await dialog.getByRole('tab', { name: 'Premissas de Operação' }).click();
    const start = dialog.getByLabel('Início de Segunda-feira');
    await expect(start).toHaveAttribute('placeholder', 'hh:mm');
    await start.fill('');
    await start.pressSequentially('1830');
    await expect(start).toHaveValue('18:30');
  });
});
