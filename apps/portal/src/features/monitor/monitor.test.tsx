// @vitest-environment jsdom
import '../programmings/test-dom.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
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
  it('shows each card’s count from the poll, and a click filters list and map by the card’s status', async () => {
    const user = userEvent.setup();
    const { calls } = await visit();
    await countsShown();
    expect(card('Em execução')).toHaveAccessibleName('5 Em execução');
    expect(card('Atrasadas')).toHaveAccessibleName('1 Atrasadas');
    expect(card('Finalizadas')).toHaveAccessibleName('11 Finalizadas');
    expect(card('Canceladas')).toHaveAccessibleName('4 Canceladas');

    await user.click(card('Em execução'));
    expect(card('Em execução')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(
      () => expect(polls(calls).at(-1)?.query).toEqual({ status: String(code('Loading')) }),
      WAIT,
    );
    await waitFor(() =>
      expect(lists(calls).at(-1)?.query).toMatchObject({ status: String(code('Loading')) }),
    );
    // The counts follow every filter but the status: the other cards keep theirs.
    expect(card('Aguardando')).toHaveAccessibleName('2 Aguardando');

    await user.click(card('Em execução'));
    expect(card('Em execução')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(polls(calls).at(-1)?.query).toEqual({}), WAIT);
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
