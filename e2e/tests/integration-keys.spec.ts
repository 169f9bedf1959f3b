import { expect, test } from '@playwright/test';
import { ADMIN, API, apiToken, clickRowAction, signIn, toast } from '../support/helpers.ts';
import { confirm, listRows, openFromMenu, unique } from '../support/registers.ts';

const TITLE = 'Chaves de integração';

interface Plate {
  plate: string;
  clientId: number;
  clientName: string;
  isActive: boolean;
}

/** A plate of one client and a plate of another, read from the API. */
async function platesOfTwoClients(): Promise<[Plate, Plate]> {
  const token = await apiToken(ADMIN.email, ADMIN.password);
  const response = await fetch(`${API}/v1/backoffice/vehicle-plates/?perPage=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const plates = ((await response.json()) as { data: { itens: Plate[] } }).data.itens.filter(
    (p) => p.isActive,
  );
  const first = plates[0]!;
  return [first, plates.find((plate) => plate.clientId !== first.clientId)!];
}

/** One reading of a plate, as a tracker sends it (the tracking logs list shows every field of the newest). */
const send = (key: string, plate: string) =>
  fetch(`${API}/v1/integration/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-integration-key': key },
    body: JSON.stringify({
      readings: [
        {
          plate,
          driverName: 'Ezequiel Ponta a Ponta',
          driverCpf: '529.982.247-25',
          time: new Date().toISOString(),
          latitude: -22.9,
          longitude: -47.06,
          speed: 42,
          engineLoad: 38,
          acceleratorPosition: 25,
          odometer: 152_345_600,
        },
      ],
    }),
  });

test.describe('Chaves de integração', () => {
  test("Admin creates a client's key, copies it once, sees it take that client's plates only, and deactivates it", async ({
    page,
  }) => {
    const [own, other] = await platesOfTwoClients();
    const name = unique('Rastreador E2E');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, ADMIN);
    await openFromMenu(page, TITLE);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

    await page.getByRole('button', { name: 'Novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Chave de integração' });
    await dialog.getByLabel('Nome').fill(name);
    const client = dialog.getByRole('combobox', { name: /^Cliente/ });
    await client.click();
    await client.fill(own.clientName);
    await page.getByRole('option', { name: own.clientName }).first().click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    const created = toast(page, `Chave de integração ${name} criada com sucesso.`);
    await expect(created).toContainText('Copie-a agora: ela não será mostrada de novo.');
    const key = (await created.locator('code').textContent()) ?? '';
    expect(key).toMatch(/^frota_[A-Za-z0-9_-]{43}$/);
    await created.getByRole('button', { name: 'Copiar chave' }).click();
    await expect(created.getByRole('button', { name: 'Chave copiada!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const row = listRows(page, TITLE).filter({ hasText: name });
    await expect(row).toContainText(own.clientName);
    await expect(row).toContainText(key.slice(0, 12));
    await expect(row).not.toContainText(key);

    const ownAnswer = (await (await send(key, own.plate)).json()) as { data: { accepted: number } };
    expect(ownAnswer.data.accepted).toBe(1);
    const otherAnswer = (await (await send(key, other.plate)).json()) as {
      data: { accepted: number; refused: Array<{ reason: string }> };
    };
    expect(otherAnswer.data.accepted).toBe(0);
    expect(otherAnswer.data.refused[0]!.reason).toBe(
      `Placa ${other.plate} não é de um veículo do cliente desta chave.`,
    );

    await clickRowAction(row, 'Desativar', name);
    await confirm(
      page,
      `Tem certeza que deseja desativar a chave de integração "${name}"? As leituras enviadas com ela passarão a ser recusadas.`,
    );
    await expect(toast(page, 'Chave de integração foi desativada com sucesso')).toBeVisible();
    expect((await send(key, own.plate)).status).toBe(401);
  });
});
