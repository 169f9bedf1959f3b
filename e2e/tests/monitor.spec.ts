import { expect, type Page, test } from '@playwright/test';
import type { MonitorFeed } from '@frota/domain';
import { fakeMap, fakeMapsRequest, useFakeGoogleMaps } from '../support/google-maps.ts';
import { ADMIN, MANAGER, apiToken, managerClientId, signIn } from '../support/helpers.ts';
import {
  call,
  createProgramming,
  firstProductId,
  integrationKey,
  type Listed,
  reference,
  tracker,
} from '../support/programmings.ts';
import { listRows, openFromMenu, unique } from '../support/registers.ts';

const MONITOR = '/torre/index.tsx';
const LIST = 'Programações';
const LOCATIONS = '/v1/backoffice/programmings/locations';
const LIST_CALL = '/v1/backoffice/programmings/';
/** The compact list's page (spec 02 §9). */
const COMPACT_PAGE = 5;
const COUNT = new Intl.NumberFormat('pt-BR');

/**
 * The five cards (spec 02 §4): label, the count's key in the poll answer, and the statuses it counts, which its
 * click filters by (the spec's one status first), by number and label.
 */
const CARDS = [
  {
    label: 'Aguardando',
    key: 'waiting',
    statuses: { 0: 'Aguardando Início', 1: 'Criada', 9: 'Disponível' },
    order: [0, 1, 9],
  },
  {
    label: 'Em execução',
    key: 'inExecution',
    statuses: {
      2: 'Em Carregamento',
      3: 'Em Trânsito Carregado',
      4: 'Em Descarga',
      8: 'Em Progresso',
      10: 'Em Trânsito Vazio',
    },
    order: [2, 3, 4, 8, 10],
  },
  {
    label: 'Atrasadas',
    key: 'delayed',
    statuses: {
      11: 'Atraso na Saída',
      12: 'Atraso no Carregamento',
      13: 'Atraso no Trânsito',
      14: 'Atraso na Descarga',
      15: 'Atraso na Chegada',
    },
    order: [12, 11, 13, 14, 15],
  },
  { label: 'Finalizadas', key: 'finished', statuses: { 5: 'Concluída', 6: 'Finalizada' }, order: [5, 6] },
  { label: 'Canceladas', key: 'cancelled', statuses: { 7: 'Cancelada' }, order: [7] },
] as const;

/** The statuses as the list and the poll send them: the parameter repeated (one status: the spec's status=N). */
const statusQuery = (order: readonly number[]) => order.map((status) => `status=${status}`).join('&');

const card = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Programações por etapa' })
    .getByRole('button', { name: new RegExp(`^[\\d.]+ ${label}$`) });

/** The compact list's columns: Placa, Trajeto, Data prevista, Status, Última localização, Motorista. */
const STATUS_COLUMN = 3;
const PLACE_COLUMN = 4;

/**
 * The marker colours of spec 02 §9 by status label: Disponível purple, Em Trânsito Vazio green, Em Carregamento
 * yellow, Em Trânsito Carregado orange, Em Descarga and every delay red, Em Progresso blue, any other grey.
 */
const MARKER_COLOURS: Record<string, string> = {
  Disponível: '#9333ea',
  'Em Trânsito Vazio': '#16a34a',
  'Em Carregamento': '#eab308',
  'Em Trânsito Carregado': '#f97316',
  'Em Descarga': '#dc2626',
  'Atraso na Saída': '#dc2626',
  'Atraso no Carregamento': '#dc2626',
  'Atraso no Trânsito': '#dc2626',
  'Atraso na Descarga': '#dc2626',
  'Atraso na Chegada': '#dc2626',
  'Em Progresso': '#2563eb',
};
const OTHER_STATUS_COLOUR = '#64748b';
/** A cluster of nearby vehicles: the portal's darkest ink, never a status colour. */
const CLUSTER_COLOUR = '#1e293b';
/** Zoom on a vehicle selected from the list (spec 02 §9). */
const FOCUS_ZOOM = 15;

/** The tracking map, as the fake Google Maps draws it (support/fake-google-maps.js). */
const trackingMap = (page: Page) => page.getByRole('region', { name: 'Mapa' });

/** A plate as the portal shows it: ABC1D23 reads ABC-1D23. */
const shownPlate = (plate: string) => plate.replace(/^(\w{3})/, '$1-');

/** The popup's last update: DD/MM/YYYY HH:mm in the browser's time zone (America/Sao_Paulo). */
function longDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

async function expectCounts(page: Page, counts: MonitorFeed['counts']) {
  for (const { label, key } of CARDS)
    await expect(card(page, label)).toHaveAccessibleName(`${COUNT.format(counts[key])} ${label}`);
}

/** A new plate of the client, followed by no programming yet (its readings move only ours). */
async function newPlate(token: string, clientId: number): Promise<{ id: number; plate: string }> {
  const first = async (path: string) =>
    (await call<Listed<{ id: number; isActive: boolean }>>(token, 'GET', `${path}?perPage=20`)).itens.find(
      (item) => item.isActive,
    )!.id;
  const stamp = Date.now().toString().slice(-6);
  const letters = 'ABCDEFGHIJ';
  const plate = `M${letters[Number(stamp[0])]}${letters[Number(stamp[1])]}${stamp[2]}${letters[Number(stamp[3])]}${stamp.slice(4)}`;
  const created = await call<{ id: number }>(token, 'POST', '/v1/backoffice/vehicle-plates', {
    plate,
    tag: unique('E2E monitor'),
    clientId,
    typeId: await first('/v1/backoffice/vehicle-types'),
    fleetTypeId: await first('/v1/backoffice/fleet-types'),
  });
  return { id: created.id, plate };
}

test.describe('Monitor', () => {
  test('Admin: the cards count what the API counts, and each card lists what it counts', async ({ page }) => {
    const token = await apiToken(ADMIN.email, ADMIN.password);
    const feed = await call<MonitorFeed>(token, 'GET', LOCATIONS);
    expect(Object.values(feed.counts).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);

    await useFakeGoogleMaps(page);
    await signIn(page, ADMIN);
    await openFromMenu(page, 'Home');
    await expect(page).toHaveURL(new RegExp(`${MONITOR.replace('.', '\\.')}$`));
    await expectCounts(page, feed.counts);

    // The map: Google loaded as the portal asks (its key, pt-BR, the libraries), every vehicle with a position
    // fitted; each vehicle's marker named by plate and status and coloured by status, nearby ones in dark clusters.
    // The cards can show before the map's script has loaded ("Carregando mapa...").
    await expect
      .poll(() => fakeMapsRequest(page))
      .toMatchObject({
        key: 'e2e-fake-key',
        language: 'pt-BR',
        region: 'BR',
        libraries: ['drawing', 'places'],
      });
    const markers = trackingMap(page).getByRole('button');
    await expect(markers.first()).toBeVisible();
    const shown = await markers.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.getAttribute('aria-label') ?? '',
        colour: element.getAttribute('data-colour'),
      })),
    );
    const vehicles = shown.filter((marker) => marker.name.includes(' · '));
    expect(vehicles.length).toBeGreaterThan(0);
    for (const { name, colour } of vehicles) {
      const status = name.split(' · ')[1]!;
      expect(colour, name).toBe(MARKER_COLOURS[status] ?? OTHER_STATUS_COLOUR);
    }
    for (const { name, colour } of shown.filter((marker) => !marker.name.includes(' · '))) {
      expect(name).toMatch(/^[\d.]+ veículos?$/);
      expect(colour, name).toBe(CLUSTER_COLOUR);
    }

    // Each card's click lists what the card counts: its statuses, as many programmings as its number.
    for (const { label, key, statuses, order } of CARDS) {
      const query = statusQuery(order);
      const polled = page.waitForRequest((request) => request.url().includes(`${LOCATIONS}?${query}`));
      const listed = page.waitForResponse(
        (response) => response.url().includes(`${LIST_CALL}?`) && response.url().includes(`&${query}&`),
      );
      await card(page, label).click();
      await expect(card(page, label)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]${query}(&|$)`));
      await polled;
      const { data } = (await (await listed).json()) as { data: Listed<unknown> & { totalItems: number } };
      expect(data.totalItems, `${label}: the list's total is the card's count`).toBe(feed.counts[key]);
      // The counts follow every filter but the status: they stay as they were.
      await expectCounts(page, feed.counts);
      const rows = listRows(page, LIST);
      await expect(rows).toHaveCount(Math.min(feed.counts[key], COMPACT_PAGE));
      const shown = (await rows.locator(`td:nth-child(${STATUS_COLUMN + 1})`).allTextContents()).map((text) =>
        text.trim(),
      );
      const labels: readonly string[] = Object.values(statuses);
      expect(
        shown.every((text) => labels.includes(text)),
        `${label}: ${shown}`,
      ).toBe(true);
    }
    // A second click on the pressed card removes its filter.
    await card(page, 'Canceladas').click();
    await expect(card(page, 'Canceladas')).toHaveAttribute('aria-pressed', 'false');
    await expect(page).not.toHaveURL(/status=/);
  });

  test('at 1440 px the compact list and the map stand side by side (spec 02 §2)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await useFakeGoogleMaps(page);
    await signIn(page, ADMIN, MONITOR);
    const list = await page.getByRole('region', { name: 'Programações do monitor' }).boundingBox();
    await expect(trackingMap(page)).toBeVisible();
    const map = await trackingMap(page).boundingBox();
    expect(list && map, 'both are laid out').toBeTruthy();
    expect(map!.x, 'the map is right of the list').toBeGreaterThanOrEqual(list!.x + list!.width);
    expect(Math.abs(map!.y - list!.y), 'both start on one line').toBeLessThan(40);
  });

  test('lists the trips under way first, and the order select keeps every option', async ({ page }) => {
    await signIn(page, ADMIN, MONITOR);
    const rows = page.getByRole('region', { name: 'Programações do monitor' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    // The seed has trips in every status: the first row is one in execution (Em Carregamento, Em Trânsito, ...).
    await expect(rows.nth(1)).toContainText(/Em Carregamento|Em Trânsito|Em Descarga|Em Progresso/);
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    const order = page.getByRole('button', { name: /^Ordenar por / });
    await expect(order).toContainText('Em andamento primeiro');
    await order.click();
    await expect(page.getByRole('option')).toHaveText([
      'Mais recentes',
      'Mais antigas',
      'Status',
      'Em andamento primeiro',
      'Saída (mais tarde)',
      'Saída (mais cedo)',
    ]);
  });

  test('Manager: a started trip and a moving truck reach the cards and the list at the next poll, without a reload', async ({
    page,
  }) => {
    // Setup as an Admin and the trackers would: a new truck of the Manager's client, its trip, a tracker key.
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const clientId = await managerClientId();
    const truck = await newPlate(admin, clientId);
    const origin = await reference(admin, 'CPS-CD');
    const destination = await reference(admin, 'STS-T1');
    const id = await createProgramming(admin, {
      clientId,
      mainVehiclePlateId: truck.id,
      productId: await firstProductId(admin),
      originReferenceId: origin.id,
      destinationReferenceId: destination.id,
    });
    const drive = tracker(await integrationKey(admin, unique('E2E monitor')), truck.plate);

    await useFakeGoogleMaps(page);
    await signIn(page, MANAGER);
    await openFromMenu(page, 'Home');
    await page.goto(`${MONITOR}?clientId=${clientId}&mainVehiclePlateId=${truck.id}`);
    const zero = { waiting: 0, inExecution: 0, delayed: 0, finished: 0, cancelled: 0 };
    await expectCounts(page, { ...zero, waiting: 1 });
    const row = listRows(page, LIST);
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(STATUS_COLUMN)).toHaveText('Criada');
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => Object.assign(window, { monitorE2E: true }));

    // Started by someone else: the next poll moves it from Aguardando to Em execução.
    await call(admin, 'POST', `/v1/backoffice/programmings/${id}/start`);
    await expectCounts(page, { ...zero, inExecution: 1 });
    await expect(row.locator('td').nth(STATUS_COLUMN)).toHaveText('Em Progresso');

    // The truck reaches the origin's fence and the locations are refreshed (as `npm run simulate` does).
    const atOrigin = (metres: number) => ({
      latitude: origin.centre.latitude + metres / 111_320,
      longitude: origin.centre.longitude,
    });
    await drive(atOrigin(40), atOrigin(-60));
    const moved = page.waitForResponse(async (response) => {
      if (!response.url().includes(LOCATIONS)) return false;
      const body = (await response.json()) as { data: MonitorFeed };
      const vehicle = body.data.vehicles.find((candidate) => candidate.programmingId === id);
      return vehicle !== undefined && Math.abs(vehicle.latitude - atOrigin(-60).latitude) < 1e-6;
    });
    await call(admin, 'POST', '/v1/backoffice/programming-location/refresh');
    const answer = await moved;
    const vehicle = ((await answer.json()) as { data: MonitorFeed }).data.vehicles[0]!;
    expect(vehicle).toMatchObject({ programmingId: id, plates: [truck.plate], status: 2 });
    await expect(row.locator('td').nth(STATUS_COLUMN)).toHaveText('Em Carregamento');
    await expect(row.locator('td').nth(PLACE_COLUMN)).toContainText(`Em ${origin.name}`);
    await expectCounts(page, { ...zero, inExecution: 1 });
    expect(await page.evaluate(() => 'monitorE2E' in window)).toBe(true);

    // The map shows the truck: yellow, as Em Carregamento. The first answers had no position (the whole country
    // at zoom 4); the first one with a position fits the view to it, at most at zoom 16. Later answers of the
    // same filters only move markers.
    const title = `${shownPlate(truck.plate)} · Em Carregamento`;
    const marker = trackingMap(page).getByRole('button', { name: title });
    await expect(marker).toHaveAttribute('data-colour', MARKER_COLOURS['Em Carregamento']!);
    await expect(marker).toHaveAttribute('data-size', '24');
    await expect.poll(async () => (await fakeMap(page)).zoom).toBe(16);
    const firstView = await fakeMap(page);
    expect(firstView).toMatchObject({ markers: 1, openInfoWindows: 0 });
    expect(firstView.centre!.latitude).toBeCloseTo(vehicle.latitude, 6);

    // A click on the marker selects its row and opens its popup, at the same zoom (the map pans only as far as
    // it takes to show the popup whole).
    const plate = row.getByRole('button', { name: shownPlate(truck.plate) });
    const popup = page.getByRole('dialog', { name: title });
    await marker.click();
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(plate).toHaveAttribute('aria-pressed', 'true');
    await expect(popup.getByRole('term')).toHaveText([
      'Placas',
      'Status',
      'Origem',
      'Destino',
      'Endereço',
      'Última atualização',
    ]);
    await expect(popup.getByRole('definition')).toHaveText([
      shownPlate(truck.plate),
      'Em Carregamento',
      vehicle.origin!,
      vehicle.destination!,
      vehicle.address!,
      longDateTime(vehicle.updatedAt!),
    ]);
    expect(vehicle.address).toContain(origin.name);
    await expect(marker).toHaveAttribute('data-size', '40');
    const opened = await fakeMap(page);
    expect(opened).toMatchObject({ zoom: firstView.zoom, markers: 1, openInfoWindows: 1 });

    // The next poll keeps the popup, the selection and the view.
    await page.waitForResponse((response) => response.url().includes(LOCATIONS));
    await page.waitForRequest((request) => request.url().includes(LOCATIONS));
    await expect(popup).toBeVisible();
    await expect(row).toHaveAttribute('aria-current', 'true');
    expect(await fakeMap(page)).toEqual(opened);

    // Closing the popup clears the selection.
    await popup.getByRole('button', { name: 'Fechar' }).click();
    await expect(popup).toHaveCount(0);
    await expect(row).not.toHaveAttribute('aria-current', 'true');
    await expect(plate).toHaveAttribute('aria-pressed', 'false');
    await expect(marker).toHaveAttribute('data-size', '24');

    // The plate in the list selects the vehicle: the map centres on it at the focus zoom and opens its popup.
    await plate.click();
    await expect(plate).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('definition').first()).toHaveText(shownPlate(truck.plate));
    // Centred on the truck, then panned as far as the popup needs: the truck and its popup are in view.
    const focused = await fakeMap(page);
    expect(focused.zoom).toBe(FOCUS_ZOOM);
    expect(focused.centre!.longitude).toBeCloseTo(vehicle.longitude, 6);
    const area = (await trackingMap(page).boundingBox())!;
    for (const shown of [await marker.boundingBox(), await popup.boundingBox()]) {
      expect(shown!.y).toBeGreaterThanOrEqual(area.y);
      expect(shown!.y + shown!.height).toBeLessThanOrEqual(area.y + area.height);
    }
    // The focus stays in the list: the popup does not take it.
    await expect(plate).toBeFocused();

    // Escape in the popup closes it too, and clears the selection.
    await popup.getByRole('button', { name: 'Fechar' }).focus();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(plate).toHaveAttribute('aria-pressed', 'false');
    await expect(row).not.toHaveAttribute('aria-current', 'true');
  });
});
