import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MapLoadState } from './map-adapter.ts';
import { MapArea } from './map-area.tsx';
import { MAP_MESSAGES } from './map-messages.ts';

const LOADING: MapLoadState = { status: 'loading' };
const FAILED: MapLoadState = { status: 'error', reason: 'failed' };
const NO_KEY: MapLoadState = { status: 'error', reason: 'no-key' };

/** Story only: what stands for Google's map once the state is ready (the stories never load Google). */
const mapStandIn = (
  <div className="flex h-full items-center justify-center bg-accent-soft text-sm text-fg-accent">
    Mapa carregado
  </div>
);

const meta = {
  title: 'Portal/Mapas/MapArea',
  component: MapArea,
  tags: ['autodocs'],
  args: { state: LOADING, height: 320 },
  argTypes: {
    state: {
      control: 'object',
      description:
        "Where the map is: `{ status: 'loading' }`, `{ status: 'ready' }` (the children show), or `{ status: " +
        "'error', reason: 'failed' | 'no-key' }`.",
    },
    height: { control: 'number' },
    hint: { control: 'text' },
    children: { control: false },
    className: { control: 'text', description: 'Classes added to the box (margins, a narrower width).' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The box a map lives in, of a fixed height (600 px by default, spec 02 §9) so the page does not jump ' +
          "while Google loads, saying what happens until there is a map: 'Carregando mapa...', " +
          "'Erro ao carregar mapa!' or the missing Google Maps key, with a hint of what still works.\n\n" +
          '**When to use.** Around every map of the portal (the geofence tab, the tracking maps): the map goes in ' +
          'as its children and shows once the state is ready. Not for other slow content: use `PageLoading` or a ' +
          "table's skeleton rows.\n\n" +
          '**Accessibility.** The loading and missing-key texts are a polite `status` (read when they appear, ' +
          'without interrupting); the failure is an `alert`, read at once. The spinner is decorative: the text ' +
          'says what is happening. The box itself is not focusable; the map inside brings its own controls.',
      },
    },
  },
} satisfies Meta<typeof MapArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES = [
  { name: 'Carregando', state: LOADING, hint: undefined },
  { name: 'Falhou', state: FAILED, hint: MAP_MESSAGES.pointsStillWork },
  { name: 'Sem chave', state: NO_KEY, hint: MAP_MESSAGES.pointsStillWork },
  { name: 'Pronto', state: { status: 'ready' } as MapLoadState, hint: undefined },
] as const;

/** Loading, failed, without a key and ready, side by side at a reduced height. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      {STATES.map(({ name, state, hint }) => (
        <figure key={name} className="space-y-1">
          <figcaption className="text-xs text-fg-muted">{name}</figcaption>
          <MapArea state={state} height={200} hint={hint}>
            {mapStandIn}
          </MapArea>
        </figure>
      ))}
    </div>
  ),
};

/** While Google's script and the map load: 'Carregando mapa...' with a spinner, as a polite status. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MAP_MESSAGES.loading);
  },
};

/** The script or the maps chunk failed to load: 'Erro ao carregar mapa!' as an alert, and what still works. */
export const Failed: Story = {
  args: { state: FAILED, hint: MAP_MESSAGES.pointsStillWork },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(MAP_MESSAGES.failed);
    await expect(alert).toHaveTextContent(MAP_MESSAGES.pointsStillWork);
  },
};

/** No Google Maps key configured: the geofence tab shows this short box (120 px) over the points table. */
export const NoKey: Story = {
  args: { state: NO_KEY, hint: MAP_MESSAGES.pointsStillWork, height: 120 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(MAP_MESSAGES.noKey);
    await expect(status).toHaveTextContent(MAP_MESSAGES.pointsStillWork);
  },
};

/** Once ready the box shows its children, the map (here a stand-in: the stories never call Google). */
export const Ready: Story = {
  args: { state: { status: 'ready' }, children: mapStandIn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).getByText('Mapa carregado')).toBeVisible();
  },
};

/** The missing key's sentence and its hint wrap inside a 320 px phone column. */
export const NarrowWidth: Story = {
  ...NoKey,
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
