import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TrackedVehicle } from '@frota/domain';
import type { MapAdapter } from './map-adapter.ts';
import { createStaticMapAdapter } from './testing/static-map-adapter.ts';
import { trackedVehicle } from './testing/tracked-vehicle.ts';
import { TrackingPopup } from './tracking-popup.tsx';
import { useTrackingLayer } from './use-tracking-layer.ts';

/**
 * Story only: the monitor's map as TrackingMap draws it (the same useTrackingLayer: markers by status colour,
 * clusters, the selected marker bigger and pulsing, its popup), on a static double instead of Google, which the
 * stories never load.
 */
function TrackingMapDouble({
  vehicles,
  selectedId: initial,
  label = 'Mapa',
}: {
  /** The map region's name (two maps on one page need two names). */
  label?: string;
  vehicles: TrackedVehicle[];
  selectedId?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [adapter, setAdapter] = useState<MapAdapter | null>(null);
  const [selectedId, setSelectedId] = useState(initial);
  useEffect(() => {
    const created = createStaticMapAdapter(box.current!);
    setAdapter(created);
    return () => created.dispose();
  }, []);
  const { selected, popupContent } = useTrackingLayer(adapter, {
    vehicles,
    selectedId,
    onSelect: setSelectedId,
  });
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      className="relative h-[420px] w-full rounded-card border border-line"
    >
      {selected && createPortal(<TrackingPopup vehicle={selected} />, popupContent)}
    </div>
  );
}

/** Trucks around Santos and Cubatão: two apart, three close enough to cluster, one in each status colour. */
const VEHICLES: TrackedVehicle[] = [
  trackedVehicle(12, { status: 3, latitude: -23.95, longitude: -46.33, plates: ['ABC1D23'] }),
  trackedVehicle(13, { status: 2, latitude: -23.88, longitude: -46.42, plates: ['FGH2J34'] }),
  trackedVehicle(14, { status: 4, latitude: -23.7, longitude: -46.6, plates: ['KLM3N45'] }),
  trackedVehicle(15, { status: 4, latitude: -23.701, longitude: -46.601, plates: ['PQR4S56'] }),
  trackedVehicle(16, { status: 11, latitude: -23.702, longitude: -46.599, plates: ['TUV5W67'] }),
];

const meta = {
  title: 'Portal/Mapas/Mapa do monitor (dublê)',
  component: TrackingMapDouble,
  tags: ['autodocs'],
  args: { vehicles: VEHICLES },
  argTypes: {
    vehicles: {
      control: 'object',
      description: 'The vehicles of a poll answer, as the monitor passes them.',
    },
    selectedId: { control: 'number', description: 'The programming selected when the story opens.' },
    label: { control: 'text', description: "The map region's name." },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "What the monitor's map shows, drawn by the portal's own map logic (useTrackingLayer) on a static double",
          'instead of Google, which the stories never load: markers in the status colours, a counted cluster, the',
          'selected vehicle bigger with a pulsing halo, and its popup.',
          '',
          '**When to use.** To review the markers, clusters, selection and popup; the screens use TrackingMap',
          '(LazyTrackingMap), whose load states the LazyTrackingMap stories show. Positions are laid out linearly in',
          'the fitted box: no tiles, no projection.',
          '',
          '**Accessibility.** Each marker is a button named by its title (plates and status), so Tab reaches it and',
          'Enter selects it; a cluster is named by its count ("3 veículos"); the popup has a close button "Fechar".',
          'The halo stays still for users who ask for reduced motion.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TrackingMapDouble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected, and one vehicle selected with its popup, side by side. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-4 lg:grid-cols-2">
      <TrackingMapDouble vehicles={args.vehicles} label="Mapa sem seleção" />
      <TrackingMapDouble vehicles={args.vehicles} selectedId={12} label="Mapa com um veículo selecionado" />
    </div>
  ),
};

/** Markers by status and a cluster of three. */
export const Markers: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Mapa' });
    await waitFor(() => expect(within(map).getByRole('button', { name: '3 veículos' })).toBeVisible());
    await expect(within(map).getAllByRole('button')).toHaveLength(3);
  },
};

/** The selected vehicle: bigger, pulsing, its popup open with plates, trip and last position. */
export const Selected: Story = {
  args: { selectedId: 12 },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Mapa' });
    await waitFor(() => expect(map).toHaveTextContent('ABC-1D23'));
  },
};

/** A click on a marker selects it and opens its popup; the popup's × closes it. */
export const SelectTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Mapa' });
    const markers = await waitFor(() => {
      const found = within(map)
        .getAllByRole('button')
        .filter((b) => b.textContent === '');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    await userEvent.click(markers[0]!);
    await waitFor(() => expect(within(map).getByRole('button', { name: 'Fechar' })).toBeVisible());
    await userEvent.click(within(map).getByRole('button', { name: 'Fechar' }));
    await expect(within(map).queryByRole('button', { name: 'Fechar' })).toBeNull();
  },
};
