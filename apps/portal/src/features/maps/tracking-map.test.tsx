// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedVehicle } from '@frota/domain';
import { MAP_MESSAGES } from './map-messages.ts';
import {
  closeByUser,
  FakeInfoWindow,
  FakeMarker,
  fire,
  installGoogleMapsDoubles,
  instancesOf,
  panesOf,
} from './testing/google-maps-doubles.ts';
import { TrackingMap } from './tracking-map.tsx';
import { trackedVehicle } from './testing/tracked-vehicle.ts';

// Google's loader and map component, replaced: the loader answers at once, the map hands over a double on mount
// and says goodbye on unmount, as the real class component does. The double's fitBounds does not zoom: the map
// stays at zoom 5, where the test's vehicles (three cities) do not cluster.
const loader = vi.hoisted(() => ({
  state: { isLoaded: true, loadError: undefined as Error | undefined },
  map: undefined as google.maps.Map | undefined,
}));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader.state,
  GoogleMap: ({
    onLoad,
    onUnmount,
  }: {
    onLoad: (map: google.maps.Map) => void;
    onUnmount: (map: google.maps.Map) => void;
  }) => {
    useEffect(() => {
      const map = new google.maps.Map({} as HTMLElement);
      map.setZoom(5);
      loader.map = map;
      onLoad(map);
      return () => onUnmount(map);
    }, [onLoad, onUnmount]);
    return <div>mapa</div>;
  },
}));

const vehicle = trackedVehicle;

// Far enough apart not to cluster at the default zoom 5: Santos, Brasília, Porto Alegre.
const answer = (): TrackedVehicle[] => [
  vehicle(1),
  vehicle(2, { plates: ['XYZ9876'], status: 13, latitude: -15.79, longitude: -47.88 }),
  vehicle(3, { status: 9, latitude: -30.03, longitude: -51.23 }),
];

/** The monitor's part: it holds the selection the map reports, and feeds the poll answers. */
function Monitor({
  vehicles,
  initialSelection,
  onSelect,
  fitKey,
}: {
  vehicles: TrackedVehicle[] | undefined;
  initialSelection?: number;
  onSelect: (id: number | undefined) => void;
  fitKey?: string;
}) {
  // A new initialSelection is a selection made elsewhere (the list): it replaces the map's.
  const [selection, setSelection] = useState({ from: initialSelection, id: initialSelection });
  if (selection.from !== initialSelection) setSelection({ from: initialSelection, id: initialSelection });
  return (
    <TrackingMap
      apiKey="k"
      vehicles={vehicles}
      fitKey={fitKey}
      selectedId={selection.id}
      onSelect={(id) => {
        onSelect(id);
        setSelection({ from: initialSelection, id });
      }}
    />
  );
}

const map = () => loader.map as google.maps.Map;
/** The vehicle markers (not the clusters' discs), made in the answer's order: programming 1, 2, 3. */
const markerOf = (programmingId: number) =>
  instancesOf(FakeMarker).filter((marker) => !marker.options.label)[programmingId - 1] as FakeMarker;
const popup = () => instancesOf(FakeInfoWindow)[0] as FakeInfoWindow;
const popupText = () => (popup().options.content as HTMLElement).textContent;

beforeEach(() => {
  installGoogleMapsDoubles();
  loader.state = { isLoaded: true, loadError: undefined };
});
afterEach(cleanup);

function renderMonitor(props: Partial<Parameters<typeof Monitor>[0]> = {}) {
  const onSelect = vi.fn();
  const view = render(<Monitor vehicles={undefined} onSelect={onSelect} {...props} />);
  const rerender = (next: Partial<Parameters<typeof Monitor>[0]>) =>
    view.rerender(<Monitor vehicles={undefined} onSelect={onSelect} {...props} {...next} />);
  return { ...view, onSelect, rerender };
}

describe('TrackingMap: the view', () => {
  it('shows the São Paulo area at zoom 5 until the first answer, fits that answer once, then leaves the view alone', async () => {
    const { rerender } = renderMonitor();
    await screen.findByText('mapa');
    expect(map().setCenter).toHaveBeenLastCalledWith({ lat: -23.5505, lng: -46.6333 });
    expect(map().getZoom()).toBe(5);

    rerender({ vehicles: answer() });
    expect(map().fitBounds).toHaveBeenCalledExactlyOnceWith(
      { north: -15.79, south: -30.03, east: -46.33, west: -51.23 },
      50,
    );
    rerender({ vehicles: answer().map((v) => ({ ...v, latitude: v.latitude + 0.1 })) });
    rerender({ vehicles: [] });
    expect(map().fitBounds).toHaveBeenCalledTimes(1);
    expect(map().setCenter).toHaveBeenCalledTimes(1);
  });

  it('shows Brasília at zoom 4 when the first answer has no vehicle, and fits the first answer that has', async () => {
    const { rerender } = renderMonitor({ vehicles: [] });
    await screen.findByText('mapa');
    expect(map().setCenter).toHaveBeenLastCalledWith({ lat: -15.7939, lng: -47.8828 });
    expect(map().getZoom()).toBe(4);
    expect(map().fitBounds).not.toHaveBeenCalled();

    rerender({ vehicles: answer() });
    expect(map().fitBounds).toHaveBeenCalledTimes(1);
    rerender({ vehicles: answer().map((v) => ({ ...v, latitude: v.latitude + 0.1 })) });
    expect(map().fitBounds).toHaveBeenCalledTimes(1);
  });

  it('fits again for other filters (a new fitKey), and only then', async () => {
    const { rerender } = renderMonitor({ vehicles: answer(), fitKey: 'all' });
    await screen.findByText('mapa');
    expect(map().fitBounds).toHaveBeenCalledTimes(1);
    const oneClient = answer().slice(0, 1);
    rerender({ vehicles: oneClient, fitKey: 'client 7' });
    expect(map().fitBounds).toHaveBeenCalledTimes(2);
    rerender({ vehicles: oneClient.map((v) => ({ ...v, latitude: v.latitude + 0.1 })), fitKey: 'client 7' });
    expect(map().fitBounds).toHaveBeenCalledTimes(2);
  });
});

describe('TrackingMap: markers', () => {
  it('shows a marker per vehicle coloured by status, and on a poll touches only what changed', async () => {
    const { rerender } = renderMonitor({ vehicles: answer() });
    await screen.findByText('mapa');
    const markers = [1, 2, 3].map(markerOf);
    expect(markers.map((marker) => (marker.options.icon as google.maps.Symbol).fillColor)).toEqual([
      '#f97316', // Em Trânsito Carregado: orange
      '#dc2626', // Atraso no Trânsito: red
      '#9333ea', // Disponível: purple
    ]);
    const touches = (marker: FakeMarker | undefined) =>
      (marker?.setOptions.mock.calls.length ?? 0) + (marker?.setPosition.mock.calls.length ?? 0);
    const calls = markers.map(touches);

    const [first, second] = answer();
    rerender({ vehicles: [first!, { ...second!, latitude: -16 }] }); // a new array, one moved, one gone
    expect(instancesOf(FakeMarker).filter((marker) => !marker.options.label)).toHaveLength(3); // none rebuilt
    expect(touches(markers[0])).toBe(calls[0]);
    expect(touches(markers[1])).toBe((calls[1] ?? 0) + 1);
    expect(markers[1]?.options.position).toEqual({ lat: -16, lng: -47.88 });
    expect(markers[2]?.getMap()).toBeNull();
  });
});

describe('TrackingMap: selection and popup', () => {
  it('selects a clicked marker and opens its popup where the map is', async () => {
    const { onSelect } = renderMonitor({ vehicles: answer() });
    await screen.findByText('mapa');
    const centred = vi.mocked(map().setCenter).mock.calls.length;

    act(() => fire(markerOf(2), 'click'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(2);
    expect(popup().isOpen).toBe(true);
    expect(popup().options.position).toEqual({ lat: -15.79, lng: -47.88 });
    expect(map().setCenter).toHaveBeenCalledTimes(centred);
    // The selected marker: bigger, on top, pulsing.
    expect(markerOf(2).options).toMatchObject({ zIndex: 40, icon: expect.objectContaining({ scale: 20 }) });
    expect(panesOf(map()).overlayLayer.children).toHaveLength(1);
    expect(popupText()).toContain('XYZ-9876');
  });

  it('centres a vehicle selected elsewhere (the list) at zoom 15 and opens its popup', async () => {
    const { rerender, onSelect } = renderMonitor({ vehicles: answer() });
    await screen.findByText('mapa');
    rerender({ vehicles: answer(), initialSelection: 3 });
    expect(map().setCenter).toHaveBeenLastCalledWith({ lat: -30.03, lng: -51.23 });
    expect(map().getZoom()).toBe(15);
    expect(popup().isOpen).toBe(true);
    expect(popup().options.position).toEqual({ lat: -30.03, lng: -51.23 });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("shows the vehicle's plates, status, origin, destination, address and last update, '—' when empty", async () => {
    renderMonitor({
      vehicles: [vehicle(1, { origin: null, address: '  ', updatedAt: null }), vehicle(2, { latitude: -15 })],
      initialSelection: 1,
    });
    await screen.findByText('mapa');
    const content = within(popup().options.content as HTMLElement);
    const rows = content
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(rows).toEqual([
      ['Placas', 'ABC-1D23 / DEF-4G56'],
      ['Status', 'Em Trânsito Carregado'],
      ['Origem', '—Não informado'],
      ['Destino', 'Usina Jataí'],
      ['Endereço', '—Não informado'],
      ['Última atualização', '—Não informado'],
    ]);
  });

  it('formats the last update as DD/MM/YYYY HH:mm', async () => {
    renderMonitor({ vehicles: [vehicle(1)], initialSelection: 1 });
    await screen.findByText('mapa');
    expect(popupText()).toContain('14/03/2025 14:42');
  });

  it('keeps the popup and the selection through a poll, following the moved vehicle and its news', async () => {
    const { rerender, onSelect } = renderMonitor({ vehicles: answer(), initialSelection: 1 });
    await screen.findByText('mapa');
    const centred = vi.mocked(map().setCenter).mock.calls.length;

    const [first, ...rest] = answer();
    rerender({ vehicles: [{ ...first!, latitude: -23.9, status: 4 }, ...rest], initialSelection: 1 });
    expect(popup().isOpen).toBe(true);
    expect(popup().options.position).toEqual({ lat: -23.9, lng: -46.33 });
    expect(popupText()).toContain('Em Descarga');
    expect(popup().open).toHaveBeenCalledTimes(1);
    expect(map().setCenter).toHaveBeenCalledTimes(centred);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('clears the selection when the user closes the popup', async () => {
    const { onSelect } = renderMonitor({ vehicles: answer(), initialSelection: 2 });
    await screen.findByText('mapa');
    act(() => closeByUser(popup()));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(markerOf(2).options.zIndex).toBe(24);
  });

  it('closes the popup of a selected vehicle missing from an answer, and reopens it, unmoved, when it is back', async () => {
    const { rerender, onSelect } = renderMonitor({ vehicles: answer(), initialSelection: 2 });
    await screen.findByText('mapa');
    const centred = vi.mocked(map().setCenter).mock.calls.length;

    rerender({ vehicles: answer().filter((v) => v.programmingId !== 2), initialSelection: 2 });
    expect(popup().isOpen).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();

    rerender({ vehicles: answer(), initialSelection: 2 });
    expect(popup().isOpen).toBe(true);
    expect(map().setCenter).toHaveBeenCalledTimes(centred);
  });
});

describe('TrackingMap: the map area', () => {
  it('shows the failure, and that the cards and the list still work, when Google does not load', () => {
    loader.state = { isLoaded: false, loadError: new Error('offline') };
    renderMonitor({ vehicles: answer() });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MAP_MESSAGES.failed);
    expect(alert.textContent).toContain('Os cartões e a lista continuam funcionando.');
  });

  it('takes its markers and popup off the map when it unmounts', async () => {
    const { unmount } = renderMonitor({ vehicles: answer(), initialSelection: 1 });
    await screen.findByText('mapa');
    unmount();
    expect(instancesOf(FakeMarker).every((marker) => marker.getMap() === null)).toBe(true);
    expect(popup().isOpen).toBe(false);
  });
});
