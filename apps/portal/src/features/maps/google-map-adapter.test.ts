// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { GeoPoint } from '@frota/domain';
import { createGoogleMapAdapter } from './google-map-adapter.ts';
import { DEFAULT_MAP_VIEW, EMPTY_TRACKING_VIEW } from './maps-config.ts';
import {
  fakeLatLng,
  FakeDrawingManager,
  fakePath,
  FakePolygon,
  fire,
  installGoogleMapsDoubles,
  instancesOf,
  listenerCount,
} from './testing/google-maps-doubles.ts';

const santos: GeoPoint[] = [
  { latitude: -23.9511, longitude: -46.3325 },
  { latitude: -23.9503, longitude: -46.3039 },
  { latitude: -23.9746, longitude: -46.2948 },
  { latitude: -23.9787, longitude: -46.3198 },
];

function setup(options?: { drawing?: boolean }) {
  const { maps, map } = installGoogleMapsDoubles(options);
  const adapter = createGoogleMapAdapter(map, maps);
  const changes = vi.fn<(points: GeoPoint[]) => void>();
  adapter.onGeofenceChange(changes);
  return { maps, map, adapter, changes };
}

function onlyPolygon(): FakePolygon {
  const polygons = instancesOf(FakePolygon);
  expect(polygons).toHaveLength(1);
  return polygons[0] as FakePolygon;
}

describe('the geofence polygon', () => {
  it('is drawn from the points in order, editable when asked', () => {
    const { map, adapter, changes } = setup();
    adapter.setGeofence(santos, { editable: true });
    const polygon = onlyPolygon();
    expect(polygon.setOptions).toHaveBeenCalledWith(expect.objectContaining({ map }));
    expect(polygon.setPath).toHaveBeenCalledWith(santos.map((p) => ({ lat: p.latitude, lng: p.longitude })));
    expect(polygon.setEditable).toHaveBeenLastCalledWith(true);
    expect(changes).not.toHaveBeenCalled();
  });

  it('reports a dragged, an inserted and a removed corner as the whole ordered list', () => {
    const { adapter, changes } = setup();
    adapter.setGeofence(santos, { editable: true });
    const polygon = onlyPolygon();

    polygon.path.setAt(1, fakeLatLng(-23.95, -46.3));
    expect(changes).toHaveBeenLastCalledWith([
      santos[0],
      { latitude: -23.95, longitude: -46.3 },
      santos[2],
      santos[3],
    ]);

    polygon.path.insertAt(2, fakeLatLng(-23.96123456789, -46.29));
    expect(changes.mock.lastCall?.[0]).toEqual([
      santos[0],
      { latitude: -23.95, longitude: -46.3 },
      { latitude: -23.9612346, longitude: -46.29 }, // rounded to seven decimals
      santos[2],
      santos[3],
    ]);

    // Google has no "remove corner": a right click on a corner removes it.
    fire(polygon, 'contextmenu', { vertex: 0 });
    expect(changes.mock.lastCall?.[0]).toHaveLength(4);
    expect(changes.mock.lastCall?.[0][0]).toEqual({ latitude: -23.95, longitude: -46.3 });
  });

  it('does not reset the path when the list comes back as the map reported it', () => {
    const { adapter, changes } = setup();
    adapter.setGeofence(santos, { editable: true });
    const polygon = onlyPolygon();
    polygon.path.setAt(0, fakeLatLng(-23.9, -46.33));
    adapter.setGeofence(changes.mock.lastCall?.[0] ?? [], { editable: true });
    expect(polygon.setPath).toHaveBeenCalledTimes(1);
  });

  it('follows a list changed elsewhere, watching the new path only', () => {
    const { adapter, changes } = setup();
    adapter.setGeofence(santos, { editable: true });
    const polygon = onlyPolygon();
    const oldPath = polygon.path;
    adapter.setGeofence(santos.slice(0, 3), { editable: true });
    expect(polygon.setPath).toHaveBeenCalledTimes(2);
    expect(listenerCount(oldPath, 'set_at')).toBe(0);
    polygon.path.removeAt(2);
    expect(changes).toHaveBeenLastCalledWith(santos.slice(0, 2));
  });

  it('is read-only when not editable: no corner handles, right clicks ignored, no drawing', () => {
    const { map, adapter, changes } = setup();
    adapter.setGeofence(santos, { editable: false });
    const polygon = onlyPolygon();
    expect(polygon.setEditable).toHaveBeenLastCalledWith(false);
    fire(polygon, 'contextmenu', { vertex: 0 });
    expect(changes).not.toHaveBeenCalled();

    adapter.setGeofence([], { editable: false });
    expect(polygon.setMap).toHaveBeenLastCalledWith(null);
    expect(instancesOf(FakeDrawingManager)).toHaveLength(0);
    expect(listenerCount(map, 'click')).toBe(0);
  });

  it('shows no fence while a coordinate of the list is not valid, and reports nothing', () => {
    const { map, adapter, changes } = setup();
    adapter.setGeofence(santos, { editable: true });
    const polygon = onlyPolygon();
    adapter.setGeofence([...santos, { latitude: Number.NaN, longitude: -46.3 }], { editable: true });
    expect(polygon.setMap).toHaveBeenLastCalledWith(null);
    expect(listenerCount(map, 'click')).toBe(0);
    expect(changes).not.toHaveBeenCalled();
  });
});

describe('drawing a new fence', () => {
  it('uses the drawing manager when there is no point, then shows the drawn polygon as the fence', () => {
    const { map, adapter, changes } = setup();
    adapter.setGeofence([], { editable: true });
    const [manager] = instancesOf(FakeDrawingManager);
    expect(manager?.setOptions).toHaveBeenCalledWith(
      expect.objectContaining({ map, drawingMode: 'polygon', drawingControl: false }),
    );

    const drawn = new FakePolygon();
    drawn.path = fakePath(santos.map((p) => fakeLatLng(p.latitude, p.longitude)));
    fire(manager as FakeDrawingManager, 'polygoncomplete', drawn);
    expect(changes).toHaveBeenLastCalledWith(santos);
    expect(drawn.setMap).toHaveBeenCalledWith(null);

    adapter.setGeofence(santos, { editable: true });
    expect(manager?.setMap).toHaveBeenLastCalledWith(null);
    expect(listenerCount(manager as FakeDrawingManager, 'polygoncomplete')).toBe(0);
  });

  it('adds a corner per map click when the drawing library is missing, until there are three', () => {
    const { map, adapter, changes } = setup({ drawing: false });
    adapter.setGeofence([], { editable: true });
    fire(map, 'click', { latLng: fakeLatLng(-23.9511, -46.3325) });
    expect(changes).toHaveBeenLastCalledWith(santos.slice(0, 1));

    adapter.setGeofence(santos.slice(0, 1), { editable: true });
    fire(map, 'click', { latLng: fakeLatLng(-23.9503, -46.3039) });
    expect(changes).toHaveBeenLastCalledWith(santos.slice(0, 2));
    adapter.setGeofence(santos.slice(0, 2), { editable: true });
    // The polygon shows the points clicked so far.
    expect(onlyPolygon().setPath).toHaveBeenLastCalledWith([
      { lat: -23.9511, lng: -46.3325 },
      { lat: -23.9503, lng: -46.3039 },
    ]);

    adapter.setGeofence(santos.slice(0, 3), { editable: true });
    expect(listenerCount(map, 'click')).toBe(0);
  });
});

describe('the view', () => {
  it('fits points with padding 50, then caps the zoom at 16 once the map settles', () => {
    const { map, adapter } = setup();
    adapter.fitPoints(santos, DEFAULT_MAP_VIEW);
    expect(map.fitBounds).toHaveBeenCalledWith(
      { north: -23.9503, south: -23.9787, east: -46.2948, west: -46.3325 },
      50,
    );
    map.setZoom(19); // what fitBounds would pick for a small fence
    fire(map, 'idle');
    expect(map.getZoom()).toBe(16);
    expect(listenerCount(map, 'idle')).toBe(0);
  });

  it('leaves a fitted zoom of 16 or less alone', () => {
    const { map, adapter } = setup();
    adapter.fitPoints(santos, DEFAULT_MAP_VIEW);
    map.setZoom(12);
    fire(map, 'idle');
    expect(map.getZoom()).toBe(12);
  });

  it('shows the fallback view when there is nothing to fit (Brasília at zoom 4 for an empty tracking map)', () => {
    const { map, adapter } = setup();
    adapter.fitPoints([], EMPTY_TRACKING_VIEW);
    expect(map.fitBounds).not.toHaveBeenCalled();
    expect(map.setCenter).toHaveBeenCalledWith({ lat: -15.7939, lng: -47.8828 });
    expect(map.getZoom()).toBe(4);
  });

  it('focuses a position at zoom 15', () => {
    const { map, adapter } = setup();
    adapter.focus({ latitude: -22.9056, longitude: -47.0608 });
    expect(map.setCenter).toHaveBeenCalledWith({ lat: -22.9056, lng: -47.0608 });
    expect(map.getZoom()).toBe(15);
  });
});

describe('the address search', () => {
  function geocoder(maps: typeof google.maps) {
    const [instance] = instancesOf(maps.Geocoder);
    return instance as google.maps.Geocoder;
  }

  it('geocodes the address in Brazil and centres the map on it at zoom 15', async () => {
    const { maps, map, adapter } = setup();
    vi.mocked(geocoder(maps).geocode).mockResolvedValue({
      results: [{ geometry: { location: fakeLatLng(-23.9608, -46.3336) } } as google.maps.GeocoderResult],
    });
    await expect(adapter.searchAddress('  Porto de Santos ')).resolves.toEqual({
      latitude: -23.9608,
      longitude: -46.3336,
    });
    expect(geocoder(maps).geocode).toHaveBeenCalledWith({ address: 'Porto de Santos', region: 'br' });
    expect(map.setCenter).toHaveBeenCalledWith({ lat: -23.9608, lng: -46.3336 });
    expect(map.getZoom()).toBe(15);
  });

  it('resolves undefined when nothing matches (no results, or the ZERO_RESULTS rejection), moving nothing', async () => {
    const { maps, map, adapter } = setup();
    await expect(adapter.searchAddress('Rua que não existe')).resolves.toBeUndefined();
    vi.mocked(geocoder(maps).geocode).mockRejectedValue(
      Object.assign(new Error('none'), { code: 'ZERO_RESULTS' }),
    );
    await expect(adapter.searchAddress('Rua que não existe')).resolves.toBeUndefined();
    expect(map.setCenter).not.toHaveBeenCalled();
  });

  it('rejects when the geocoder fails, and does not call it for blank text', async () => {
    const { maps, adapter } = setup();
    vi.mocked(geocoder(maps).geocode).mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'REQUEST_DENIED' }),
    );
    await expect(adapter.searchAddress('Santos')).rejects.toThrow('denied');
    await expect(adapter.searchAddress('   ')).resolves.toBeUndefined();
    expect(geocoder(maps).geocode).toHaveBeenCalledTimes(1);
  });
});

describe('markers', () => {
  const truck = (
    id: string,
    overrides: Partial<{ colour: string; size: number; latitude: number }> = {},
  ) => ({
    id,
    position: { latitude: overrides.latitude ?? -23.5, longitude: -46.6 },
    colour: overrides.colour ?? '#7e22ce',
    size: overrides.size ?? 24,
    title: `Veículo ${id}`,
  });

  it('shows each marker as a coloured circle of its size, with its title', () => {
    const { maps, map, adapter } = setup();
    adapter.setMarkers([truck('a')]);
    const [marker] = instancesOf(maps.Marker);
    expect(marker?.getMap()).toBe(map);
    expect(marker?.setOptions).toHaveBeenCalledWith({
      position: { lat: -23.5, lng: -46.6 },
      title: 'Veículo a',
      zIndex: 24,
      icon: expect.objectContaining({ path: maps.SymbolPath.CIRCLE, scale: 12, fillColor: '#7e22ce' }),
    });
  });

  it('moves a marker that only moved by its position alone, and shares one icon between lookalikes', () => {
    const { maps, adapter } = setup();
    adapter.setMarkers([truck('a'), truck('b')]);
    const [a, b] = instancesOf(maps.Marker);
    const iconOf = (marker: google.maps.Marker | undefined) =>
      vi.mocked(marker!.setOptions).mock.calls[0]?.[0]?.icon;
    expect(iconOf(a)).toBeDefined();
    expect(iconOf(a)).toBe(iconOf(b));

    adapter.setMarkers([truck('a', { latitude: -23.4 }), truck('b')]);
    expect(a?.setPosition).toHaveBeenCalledExactlyOnceWith({ lat: -23.4, lng: -46.6 });
    expect(a?.setOptions).toHaveBeenCalledTimes(1); // only when it was created
  });

  it('keeps unchanged markers, updates changed ones in place and removes missing ones', () => {
    const { maps, map, adapter } = setup();
    adapter.setMarkers([truck('a'), truck('b'), truck('c')]);
    const [a, b, c] = instancesOf(maps.Marker);

    adapter.setMarkers([truck('a'), truck('b', { size: 40, latitude: -23.4 }), truck('d')]);
    const markers = instancesOf(maps.Marker);
    expect(markers).toHaveLength(4); // only d is new
    expect(a?.setOptions).toHaveBeenCalledTimes(1);
    expect(b?.setOptions).toHaveBeenCalledTimes(2);
    expect(b?.setOptions).toHaveBeenLastCalledWith(
      expect.objectContaining({ position: { lat: -23.4, lng: -46.6 }, zIndex: 40 }),
    );
    expect(c?.setMap).toHaveBeenLastCalledWith(null);
    expect(a?.setMap).toHaveBeenCalledTimes(1); // put on the map when created, and left there
    expect(a?.getMap()).toBe(map);
  });
});

describe('dispose', () => {
  it('takes the fence, the markers and the drawing off the map', () => {
    const { maps, map, adapter } = setup();
    adapter.setMarkers([{ id: 'x', position: santos[0] as GeoPoint, colour: 'red', size: 24, title: 'x' }]);
    adapter.setGeofence(santos.slice(0, 2), { editable: true });
    adapter.dispose();
    expect(onlyPolygon().setMap).toHaveBeenLastCalledWith(null);
    expect(instancesOf(maps.Marker)[0]?.setMap).toHaveBeenCalledWith(null);
    expect(listenerCount(map, 'click')).toBe(0);
  });
});
