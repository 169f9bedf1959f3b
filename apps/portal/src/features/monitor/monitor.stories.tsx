import type { ProgrammingStatus } from '@frota/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadEntity, useEntity } from '../entities/load-entity.ts';
import { code, programmingsSummary, WAIT } from '../programmings/programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../programmings/programming-story-frame.tsx';
import { Monitor } from './monitor.tsx';
import { MONITOR_MESSAGES } from './monitor-messages.ts';
import { installMonitorApi, type MonitorApiOptions } from './monitor-story-fixtures.ts';

interface MonitorArgs extends Pick<MonitorApiOptions, 'extraVehicles' | 'failFrom' | 'pending' | 'onCall'> {
  /** The URL the monitor opens at: its query holds the filters and the list's page. */
  path: string;
  /** Milliseconds between polls (30,000 in the portal). */
  pollMs: number;
  /** Story only: the stub API keeps no programmings. */
  empty: boolean;
}

/** The monitor at `path` (the loader has the programmings' schema ready, so it renders at once). */
function MonitorScreen({ path, pollMs }: MonitorArgs) {
  const entity = useEntity(programmingsSummary);
  if (!entity) return null;
  return (
    <ProgrammingStoryFrame path={path} route="/torre/index.tsx" engine key={path}>
      <Monitor entity={entity} pollMs={pollMs} />
    </ProgrammingStoryFrame>
  );
}

/**
 * The control tower's monitor (Home of the Torre de Controle menu, `/torre/index.tsx`) against a stub API in the
 * browser: the programmings' filter panel, five counter cards (Aguardando, Em execução, Atrasadas, Finalizadas,
 * Canceladas) counted by the server under every filter but the status, the compact list of programmings (five a
 * page) and the tracking map, side by side on a wide screen. A card's click filters list and map by the statuses
 * it counts (a second click removes it); a plate in the list selects its vehicle on the map. The monitor polls every 30
 * seconds and says when it last heard from the server. Storybook has no Google Maps key: the map area says so,
 * and everything else works. Admin and Manager see the same screen (the programmings' `list` permission in
 * `schemas/programmings.json`).
 */
const meta = {
  title: 'Screens/Torre de Controle/Monitor',
  component: MonitorScreen,
  args: { path: '/torre/index.tsx', pollMs: 30_000, empty: false, onCall: fn() },
  argTypes: {
    path: { control: 'text', description: 'e.g. /torre/index.tsx?status=2' },
    pollMs: { control: 'number' },
    extraVehicles: { control: 'number', description: 'Story only: synthetic trucks added to the map.' },
    failFrom: { control: 'number', description: 'Story only: the poll fails from this one on (1: all).' },
    pending: { control: 'boolean', description: 'Story only: the poll never answers.' },
    empty: { control: 'boolean' },
    onCall: { description: 'Story only: every call the stub API receives.' },
  },
  loaders: [async () => ({ entity: await loadEntity(programmingsSummary) })],
  beforeEach: ({ args }) =>
    installMonitorApi({
      latency: 40,
      records: args.empty ? [] : undefined,
      extraVehicles: args.extraVehicles,
      failFrom: args.failFrom,
      pending: args.pending,
      onCall: args.onCall,
    }),
  parameters: { layout: 'padded', docs: { story: { inline: false, height: '1100px' } } },
} satisfies Meta<typeof MonitorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statuses of a card as its click sends them: the status parameter repeated, the spec's status first. */
const statusQuery = (statuses: readonly ProgrammingStatus[]) =>
  statuses.map((status) => `status=${code(status)}`).join('&');
const IN_EXECUTION = statusQuery(['Loading', 'LoadedTransit', 'Unloading', 'InProgress', 'EmptyTransit']);
const DELAYS = statusQuery([
  'DelayedLoading',
  'DelayedDeparture',
  'DelayedTransit',
  'DelayedUnloading',
  'DelayedArrival',
]);

const card = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('button', { name: new RegExp(`${label}$`) });
const countsShown = (canvas: HTMLElement, waiting: string) =>
  waitFor(() => expect(card(canvas, 'Aguardando')).toHaveAccessibleName(`${waiting} Aguardando`), WAIT);

/** The demo programmings: counts on the cards, the first five in the list, and the last update's time. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    await countsShown(canvasElement, '2');
    await expect(card(canvasElement, 'Em execução')).toHaveAccessibleName('5 Em execução');
    await expect(await within(canvasElement).findByText(/^Atualizado às/, {}, WAIT)).toBeVisible();
  },
};

/** Before the first answer: the cards hold placeholders and the list its skeleton. */
export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Aguardando')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(MONITOR_MESSAGES.loading)).toBeVisible();
  },
};

/** No programmings at all: zero on every card, the list's empty state. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await countsShown(canvasElement, '0');
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

/** The first poll failed: the monitor says so and keeps trying; the list works on its own. */
export const Failed: Story = {
  args: { failFrom: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(MONITOR_MESSAGES.failedFirst, {}, WAIT),
    ).toBeVisible();
    // No placeholder that never ends: the cards say there is no number.
    await expect(card(canvasElement, 'Aguardando')).toHaveAccessibleName('Não informado Aguardando');
    await expect(card(canvasElement, 'Aguardando')).not.toHaveAttribute('aria-busy');
  },
};

/** A later poll failed: the last counts stay on screen with the time they are from. */
export const FailedAfterData: Story = {
  args: { failFrom: 2, pollMs: 1_000 },
  play: async ({ canvasElement }) => {
    await countsShown(canvasElement, '2');
    await expect(
      await within(canvasElement).findByText(/^Não foi possível atualizar/, {}, WAIT),
    ).toBeVisible();
    await expect(card(canvasElement, 'Aguardando')).toHaveAccessibleName('2 Aguardando');
  },
};

/** 2,000 trucks under way besides the demo programmings: the counts with their thousands separator. */
export const ManyVehicles: Story = {
  args: { extraVehicles: 2_000 },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(card(canvasElement, 'Em execução')).toHaveAccessibleName('1.672 Em execução'),
      WAIT,
    );
  },
};

/** Filtered by In execution (the statuses it counts) from the URL: the card shows pressed. */
export const FilteredByCard: Story = {
  args: { path: `/torre/index.tsx?${IN_EXECUTION}` },
  play: async ({ canvasElement }) => {
    await countsShown(canvasElement, '2');
    await expect(card(canvasElement, 'Em execução')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On a phone: cards, list and map stack. */
export const Narrow360: Story = {
  ...Live,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A card's click filters by the statuses it counts and a second click removes it; the counts stay. */
export const CardFilterTest: Story = {
  ...Live,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await countsShown(canvasElement, '2');
    await userEvent.click(card(canvasElement, 'Atrasadas'));
    await expect(card(canvasElement, 'Atrasadas')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(
      () =>
        expect(args.onCall).toHaveBeenLastCalledWith(
          expect.objectContaining({
            search: expect.stringContaining(DELAYS),
          }),
        ),
      WAIT,
    );
    await expect(card(canvasElement, 'Finalizadas')).toHaveAccessibleName('11 Finalizadas');
    await userEvent.click(card(canvasElement, 'Atrasadas'));
    await expect(card(canvasElement, 'Atrasadas')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Tab to a plate in the list and Enter selects its row (and its vehicle on the map). */
export const RowSelectKeyboardTest: Story = {
  ...Live,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Programações' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), WAIT);
    const plate = within(table).getAllByRole('button')[1]!;
    plate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(plate).toHaveAttribute('aria-pressed', 'true');
    await expect(plate.closest('tr')).toHaveAttribute('aria-current', 'true');
  },
};
