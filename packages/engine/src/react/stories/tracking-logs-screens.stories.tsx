import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { clients, trackingLogs } from '../../generated/entities.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { narrowScreen } from './narrow-story.tsx';
import { trackingLogFixtures } from './tracking-log-fixtures.ts';

function TrackingLogsScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  return (
    <EntityScreen
      entity={trackingLogs}
      records={trackingLogFixtures(60, clientRows)}
      related={[{ entity: clients, records: clientRows }]}
      {...args}
    />
  );
}

/**
 * The Tracking logs screen (Logs de rastreamento dos veículos): the readings the vehicles' trackers send, read
 * only, newest first, filtered by driver, plate, client and a range of days. The real generic list page, rendered
 * by the engine from schemas/tracking-logs.json against an in-memory API. Admin only.
 */
const meta = {
  title: 'Screens/Logs de rastreamento',
  component: TrackingLogsScreen,
  parameters: { layout: 'padded' },
  args: {
    page: 'list',
    profile: 'Admin',
    path: '/backoffice/rastreamento-logs/list',
    route: '/backoffice/rastreamento-logs/list',
  },
  argTypes: screenArgTypes,
} satisfies Meta<typeof TrackingLogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Logs de rastreamento dos veículos';

/** The spec's columns, no actions and no Novo: odometer in km, engine load and accelerator in percent. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('table', { name: TITLE }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toEqual([
      'Placa',
      'Motorista',
      'CPF',
      'Carga no motor (%)',
      'Acelerador (%)',
      'Odômetro (km)',
      'Cliente',
      'Registrado em',
    ]);
    await expect(canvas.queryByRole('link', { name: /Novo/ })).toBeNull();
    await expect(canvas.getAllByText('QOA-4B21').length).toBeGreaterThan(0);
  },
};

/** One day's readings of one driver: the filters in the URL, the panel open with them. */
export const FilteredByDriverAndDay: Story = {
  args: {
    path: '/backoffice/rastreamento-logs/list?MotoristaNome=jo%C3%A3o&InicioIntervalo=2026-11-20&FimIntervalo=2026-11-20',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The day as typed in pt-BR, once the date input's chunk replaced its placeholder.
    await waitFor(() => expect(canvas.getByLabelText('Início')).toHaveValue('20/11/2026'), WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(8), WAIT);
    for (const cell of canvas.getAllByText('João Carlos da Silva')) await expect(cell).toBeVisible();
  },
};

/** A plate that matches no reading. */
export const EmptyResult: Story = {
  args: { path: '/backoffice/rastreamento-logs/list?Placa=ZZZ9Z99' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

/** Before the first answer: the placeholder rows. */
export const Loading: Story = loadingListStory();

/** On a phone the eight columns scroll inside the table's box. */
export const Narrow: Story = narrowScreen(320, { rowActions: false });

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(trackingLogs);
