import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LazyTrackingMap } from './lazy-tracking-map.tsx';
import type { MapLoadState } from './map-adapter.ts';
import { MapArea } from './map-area.tsx';
import { MAP_MESSAGES } from './map-messages.ts';

const LOADING: MapLoadState = { status: 'loading' };
const FAILED: MapLoadState = { status: 'error', reason: 'failed' };

/**
 * Story only: the area LazyTrackingMap shows while the maps chunk and Google load, or once either failed. The
 * stories never load Google (Storybook has no key and no network to it), so these two states are drawn by the
 * same MapArea, with the same hint, that the component puts there.
 */
const TrackingArea = ({ state, height }: { state: MapLoadState; height?: number }) => (
  <MapArea state={state} height={height} hint={MAP_MESSAGES.monitorStillWorks} />
);

const meta = {
  title: 'Portal/Mapas/LazyTrackingMap',
  component: LazyTrackingMap,
  tags: ['autodocs'],
  args: { apiKey: '', vehicles: undefined, selectedId: undefined, onSelect: fn(), height: 320 },
  argTypes: {
    apiKey: { control: 'text' },
    vehicles: { control: 'object' },
    selectedId: { control: 'number' },
    height: { control: 'number' },
  },
} satisfies Meta<typeof LazyTrackingMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a key, loading and failed, side by side; the map itself needs Google, which the stories never load. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-4 sm:grid-cols-3">
      {[
        { name: 'Sem chave', area: <LazyTrackingMap {...args} apiKey="" /> },
        { name: 'Carregando', area: <TrackingArea state={LOADING} height={200} /> },
        { name: 'Falhou', area: <TrackingArea state={FAILED} height={200} /> },
      ].map(({ name, area }) => (
        <figure key={name} className="space-y-1">
          <figcaption className="text-xs text-fg-muted">{name}</figcaption>
          {area}
        </figure>
      ))}
    </div>
  ),
};

/**
 * No Google Maps key configured: a short box (120 px) says the map needs one and that the counter cards and the
 * list still work; the maps chunk is never fetched.
 */
export const NoKey: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(MAP_MESSAGES.noKey);
    await expect(status).toHaveTextContent(MAP_MESSAGES.monitorStillWorks);
  },
};

/** While the maps chunk and Google's script load: 'Carregando mapa...' in a box of the map's height. */
export const Loading: Story = {
  render: (args) => <TrackingArea state={LOADING} height={args.height} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MAP_MESSAGES.loading);
  },
};

/** The chunk or Google's script failed: 'Erro ao carregar mapa!' as an alert, and what still works. */
export const Failed: Story = {
  render: (args) => <TrackingArea state={FAILED} height={args.height} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(MAP_MESSAGES.failed);
    await expect(alert).toHaveTextContent(MAP_MESSAGES.monitorStillWorks);
  },
};

/** The missing key's sentences wrap inside a 320 px phone column. */
export const NarrowWidth: Story = {
  ...NoKey,
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
