// @vitest-environment jsdom
import '../programmings/test-dom.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../programmings/programming-story-fixtures.ts';
import { code, programmingRecords, WAIT } from '../programmings/programming-story-fixtures.ts';
import { PortalEngine } from '../entities/engine-provider.tsx';
import { loadEntity } from '../entities/load-entity.ts';
import { programmingsSummary } from '../programmings/programming-story-fixtures.ts';
import { Monitor } from './monitor.tsx';
import { MONITOR_MESSAGES } from './monitor-messages.ts';
import { installMonitorApi, type MonitorApiOptions } from './monitor-story-fixtures.ts';

let uninstall: () => void = () => {};
afterEach(() => uninstall());

const POLL_MS = 150;

async function visit(options: MonitorApiOptions = {}, path = '/torre/index.tsx') {
  const calls: ApiCall[] = [];
  const records = options.records ?? programmingRecords();
  uninstall = installMonitorApi({ ...options, records, onCall: (call) => calls.push(call) });
  const entity = await loadEntity(programmingsSummary);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <PortalEngine>
          <Monitor entity={entity} pollMs={POLL_MS} />
        </PortalEngine>
      </MemoryRouter>
    </SWRConfig>,
  );
  return { calls, records };
}

const card = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });
const polls = (calls: ApiCall[]) => calls.filter((call) => call.path.endsWith('/locations'));
const lists = (calls: ApiCall[]) => calls.filter((call) => call.path === '/v1/backoffice/programmings/');

/** The showcase: 23 programmings; Waiting/Created 2, under way 5, delayed 1, finished 11, cancelled 4. */
async function countsShown() {
  await waitFor(() => expect(card('Aguardando')).toHaveAccessibleName('2 Aguardando'), WAIT);
}

describe('the monitor', () => {
  it('shows each card’s count from the poll, and a click filters list and map by every status the card counts', async () => {
    const user = userEvent.setup();
    const { calls } = await visit();
    await countsShown();
    expect(card('Em execução')).toHaveAccessibleName('5 Em execução');
    expect(card('Atrasadas')).toHaveAccessibleName('1 Atrasadas');
    expect(card('Finalizadas')).toHaveAccessibleName('11 Finalizadas');
    expect(card('Canceladas')).toHaveAccessibleName('4 Canceladas');

    await user.click(card('Em execução'));
    expect(card('Em execução')).toHaveAttribute('aria-pressed', 'true');
    // The spec's status (Loading) first, then the others the card counts, as the status parameter repeated.
    const inExecution = (['Loading', 'LoadedTransit', 'Unloading', 'InProgress', 'EmptyTransit'] as const)
      .map((status) => `status=${code(status)}`)
      .join('&');
    await waitFor(() => expect(polls(calls).at(-1)?.search).toBe(inExecution), WAIT);
    await waitFor(() => expect(lists(calls).at(-1)?.search).toContain(inExecution));
    // The list shows what the card counts: its five programmings, in the card's statuses.
    const table = screen.getByRole('table', { name: 'Programações' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 5), WAIT);
    const underWay = [
      'Em Carregamento',
      'Em Trânsito Carregado',
      'Em Descarga',
      'Em Progresso',
      'Em Trânsito Vazio',
    ];
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => underWay.find((label) => row.textContent?.includes(label)));
    expect(statuses.every(Boolean)).toBe(true);
    expect(new Set(statuses).size).toBeGreaterThan(1);
    // The counts follow every filter but the status: the other cards keep theirs.
    expect(card('Aguardando')).toHaveAccessibleName('2 Aguardando');

    // A card of one status sends the spec's single status.
    await user.click(card('Canceladas'));
    expect(card('Canceladas')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Em execução')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(polls(calls).at(-1)?.search).toBe(`status=${code('Cancelled')}`), WAIT);

    await user.click(card('Canceladas'));
    expect(card('Canceladas')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(polls(calls).at(-1)?.query).toEqual({}), WAIT);
  }, 15_000);

  it('shows a card pressed for its statuses in any order, and none for a status alone of a card of several', async () => {
    await visit({}, '/torre/index.tsx?status=5&status=6');
    await countsShown();
    expect(card('Finalizadas')).toHaveAttribute('aria-pressed', 'true');
    uninstall();
    cleanup();
    await visit({}, `/torre/index.tsx?status=${code('Loading')}`);
    await countsShown();
    for (const label of ['Aguardando', 'Em execução', 'Atrasadas', 'Finalizadas', 'Canceladas'])
      expect(card(label)).toHaveAttribute('aria-pressed', 'false');
  });

  it('selects a row by its plate, and says so when the vehicle has no position', async () => {
    const user = userEvent.setup();
    // The most recent first: the Created programming, then the one in progress.
    await visit({}, '/torre/index.tsx?orderBy=created_desc');
    await countsShown();
    const table = await screen.findByRole('table', { name: 'Programações' }, WAIT);
    const [created, inProgress] = within(table).getAllByRole('button', { name: /-/ });
    await user.click(inProgress!);
    expect(inProgress).toHaveAttribute('aria-pressed', 'true');
    expect(inProgress!.closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText(MONITOR_MESSAGES.noPosition)).not.toBeInTheDocument();

    // The Created programming has never been read: nothing to show on the map.
    await user.click(created!);
    expect(inProgress).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(MONITOR_MESSAGES.noPosition)).toBeInTheDocument();
  });

  it('asks for the trips under way first until the user picks another order, which keeps every option', async () => {
    const user = userEvent.setup();
    const { calls } = await visit();
    await waitFor(() => expect(lists(calls)[0]?.query).toMatchObject({ orderBy: 'under_way' }), WAIT);
    // The API orders (this stub does not): the order's name is what the monitor asks for.
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    const select = screen.getByRole('button', { name: /^Ordenar por / });
    expect(select).toHaveTextContent('Em andamento primeiro');
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mais recentes',
      'Mais antigas',
      'Status',
      'Em andamento primeiro',
      'Saída (mais tarde)',
      'Saída (mais cedo)',
    ]);
  });

  it('updates the cards and the list in place at each poll', async () => {
    const { calls, records } = await visit();
    await countsShown();
    const listed = lists(calls).length;
    // Between two polls, the Created programming starts.
    records.find((row) => row.status === code('Created'))!.status = code('InProgress');
    await waitFor(() => expect(card('Em execução')).toHaveAccessibleName('6 Em execução'), WAIT);
    expect(card('Aguardando')).toHaveAccessibleName('1 Aguardando');
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(listed), WAIT);
    expect(screen.getByText(/^Atualizado às \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('keeps the last counts when a poll fails, and says so', async () => {
    await visit({ failFrom: 2 });
    await countsShown();
    expect(
      await screen.findByText(
        /^Não foi possível atualizar\. Mostrando os dados das \d\d:\d\d:\d\d/,
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(card('Aguardando')).toHaveAccessibleName('2 Aguardando');
  });

  it('says the first load failed, and the list still works', async () => {
    await visit({ failFrom: 1 });
    expect(await screen.findByText(MONITOR_MESSAGES.failedFirst, {}, WAIT)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Programações' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), WAIT);
  });
});
