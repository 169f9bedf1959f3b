// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoPoint } from '@frota/domain';
import { GeofenceMap } from './geofence-map.tsx';
import { MAP_MESSAGES } from './map-messages.ts';
import {
  fakeLatLng,
  FakePolygon,
  installGoogleMapsDoubles,
  instancesOf,
} from './testing/google-maps-doubles.ts';

// Google's loader and map component, replaced: the loader answers at once, the map hands over a double.
const loader = vi.hoisted(() => ({
  state: { isLoaded: true, loadError: undefined as Error | undefined },
  map: undefined as google.maps.Map | undefined,
}));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader.state,
  GoogleMap: ({ onLoad }: { onLoad: (map: google.maps.Map) => void }) => {
    // The real component calls onLoad once, on mount (GeofenceMap's onLoad is stable).
    useEffect(() => {
      loader.map = new google.maps.Map({} as HTMLElement);
      onLoad(loader.map);
    }, [onLoad]);
    return <div>mapa</div>;
  },
}));

const triangle: GeoPoint[] = [
  { latitude: -23.95, longitude: -46.33 },
  { latitude: -23.95, longitude: -46.3 },
  { latitude: -23.97, longitude: -46.3 },
];

beforeEach(() => {
  installGoogleMapsDoubles();
  loader.state = { isLoaded: true, loadError: undefined };
});
afterEach(cleanup);

describe('GeofenceMap', () => {
  it('draws the points and hands edits made on the map back as the ordered list', async () => {
    const onChange = vi.fn();
    render(<GeofenceMap apiKey="k" points={triangle} onChange={onChange} />);
    await screen.findByText('mapa');
    const [polygon] = instancesOf(FakePolygon);
    expect(polygon?.setPath).toHaveBeenCalledWith(
      triangle.map((p) => ({ lat: p.latitude, lng: p.longitude })),
    );
    polygon?.path.setAt(2, fakeLatLng(-23.98, -46.31));
    expect(onChange).toHaveBeenCalledWith([
      triangle[0],
      triangle[1],
      { latitude: -23.98, longitude: -46.31 },
    ]);
    expect(screen.getByText(MAP_MESSAGES.editHint)).toBeTruthy();
  });

  it('searches an address with Enter and centres the map there at zoom 15', async () => {
    render(<GeofenceMap apiKey="k" points={[]} onChange={() => {}} />);
    const input = await screen.findByRole('searchbox', { name: 'Buscar endereço' });
    const [geocoder] = instancesOf(google.maps.Geocoder);
    vi.mocked(geocoder?.geocode as google.maps.Geocoder['geocode']).mockResolvedValue({
      results: [{ geometry: { location: fakeLatLng(-22.9056, -47.0608) } } as google.maps.GeocoderResult],
    });
    await userEvent.type(input, 'Campinas{Enter}');
    const map = loader.map as google.maps.Map;
    await waitFor(() => expect(map.setCenter).toHaveBeenCalledWith({ lat: -22.9056, lng: -47.0608 }));
    expect(map.getZoom()).toBe(15);
  });

  it('says when the address is not found', async () => {
    render(<GeofenceMap apiKey="k" points={[]} onChange={() => {}} />);
    await userEvent.type(await screen.findByRole('searchbox'), 'Lugar nenhum');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MAP_MESSAGES.addressNotFound)).toBeTruthy();
  });

  it('shows the failure in the map area when Google does not load', () => {
    loader.state = { isLoaded: false, loadError: new Error('offline') };
    render(<GeofenceMap apiKey="k" points={triangle} onChange={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(MAP_MESSAGES.failed);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
