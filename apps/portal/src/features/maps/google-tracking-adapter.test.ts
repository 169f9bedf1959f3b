// @vitest-environment jsdom
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGoogleMapAdapter } from './google-map-adapter.ts';
import type { MapMarker } from './map-adapter.ts';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, FOCUS_ZOOM } from './maps-config.ts';
import {
  closeByEscape,
  closeByUser,
  FakeInfoWindow,
  FakeMarker,
  fire,
  installGoogleMapsDoubles,
  instancesOf,
  listenerCount,
  panesOf,
} from './testing/google-maps-doubles.ts';

afterEach(() => vi.restoreAllMocks());

/** A vehicle's marker near Santos; `offset` moves it east, in degrees. */
const truck = (id: string, overrides: Partial<MapMarker> & { offset?: number } = {}): MapMarker => {
  const { offset = 0, ...rest } = overrides;
  return {
    id,
    position: { latitude: -23.95, longitude: -46.33 + offset },
    colour: '#f97316',
    size: 24,
    title: `Veículo ${id}`,
    ...rest,
  };
};

function setup({ clusterMarkers = false, zoom = 5 } = {}) {
  const { maps, map } = installGoogleMapsDoubles();
  map.setZoom(zoom);
  const adapter = createGoogleMapAdapter(map, maps, { clusterMarkers });
  return { maps, map, adapter };
}

/** The vehicle markers (the clusterer's own markers have a label: the count). */
const vehicleMarkers = () => instancesOf(FakeMarker).filter((marker) => !marker.options.label);
const vehicleMarker = (id: string) =>
  vehicleMarkers().find((marker) => marker.options.title === `Veículo ${id}`) as FakeMarker;
/** The cluster discs on the map now. */
const shownClusters = () =>
  instancesOf(FakeMarker).filter((marker) => marker.options.label && marker.getMap() !== null);
/** The clusterer takes old cluster discs away on the next animation frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('marker clicks', () => {
  it("report the marker's id to every listener until it unsubscribes", () => {
    const { adapter } = setup();
    const clicks = vi.fn();
    const stop = adapter.onMarkerClick(clicks);
    adapter.setMarkers([truck('7'), truck('8', { offset: 0.5 })]);
    fire(vehicleMarker('8'), 'click');
    expect(clicks).toHaveBeenCalledExactlyOnceWith('8');
    stop();
    fire(vehicleMarker('7'), 'click');
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('stop listening to a removed marker', () => {
    const { adapter } = setup();
    adapter.setMarkers([truck('7')]);
    const marker = vehicleMarker('7');
    adapter.setMarkers([]);
    expect(listenerCount(marker, 'click')).toBe(0);
    expect(marker.getMap()).toBeNull();
  });
});

describe('the pulse of a marker', () => {
  const halos = (map: google.maps.Map) => [...panesOf(map).overlayLayer.children] as HTMLElement[];

  it('is a halo under the marker, wider than it, in its colour, animated only without reduced motion', () => {
    const { map, adapter } = setup();
    adapter.setMarkers([truck('a', { size: 40, pulse: true }), truck('b', { offset: 0.5 })]);
    const [halo, ...others] = halos(map);
    expect(others).toHaveLength(0);
    expect(halo?.className).toContain('motion-safe:animate-ping');
    expect(halo?.className).toContain('pointer-events-none');
    expect(halo?.style.width).toBe('56px');
    expect(halo?.style.backgroundColor).toBe('rgb(249, 115, 22)');
    // Centred on the marker: the double's projection puts it at (−463.3, 239.5).
    expect(halo?.style.left).toBe(`${-46.33 * 10 - 28}px`);
    expect(halo?.style.top).toBe(`${23.95 * 10 - 28}px`);
  });

  it('follows its marker, and goes when the pulse stops or the marker is removed', () => {
    const { map, adapter } = setup();
    adapter.setMarkers([truck('a', { size: 40, pulse: true })]);
    adapter.setMarkers([truck('a', { size: 40, pulse: true, offset: 1 })]);
    expect(halos(map)[0]?.style.left).toBe(`${(-46.33 + 1) * 10 - 28}px`);

    adapter.setMarkers([truck('a', { offset: 1 })]);
    expect(halos(map)).toHaveLength(0);
    adapter.setMarkers([truck('a', { size: 40, pulse: true })]);
    expect(halos(map)).toHaveLength(1);
    adapter.setMarkers([]);
    expect(halos(map)).toHaveLength(0);
  });
});

describe('the popup', () => {
  function openOn(id = 'a') {
    const context = setup();
    const closes = vi.fn();
    context.adapter.onPopupClose(closes);
    context.adapter.setMarkers([truck('a'), truck('b', { offset: 0.5 })]);
    const content = document.createElement('div');
    context.adapter.openPopup(id, content);
    const [popup] = instancesOf(FakeInfoWindow);
    return { ...context, closes, content, popup: popup as FakeInfoWindow };
  }

  it("opens at its marker's position, over the marker's circle, without panning the map or taking the focus", () => {
    const { map, content, popup } = openOn('a');
    expect(popup.options).toEqual({
      content,
      position: { lat: -23.95, lng: -46.33 },
      pixelOffset: expect.objectContaining({ width: 0, height: -12 }), // the tail on the circle's top
      ariaLabel: 'Veículo a',
      disableAutoPan: false, // Google shows it whole on opening
    });
    expect(popup.open).toHaveBeenCalledWith({ map, shouldFocus: false });
    expect(popup.isOpen).toBe(true);
  });

  it('follows its marker when an update moves or enlarges it, and stays open', () => {
    const { adapter, popup } = openOn('a');
    adapter.setMarkers([truck('a', { offset: 0.2, size: 40 }), truck('b', { offset: 0.5 })]);
    expect(popup.options.position).toEqual({ lat: -23.95, lng: -46.33 + 0.2 });
    expect(popup.options.pixelOffset).toMatchObject({ width: 0, height: -20 });
    expect(popup.isOpen).toBe(true);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('is left alone by an update that does not change its marker', () => {
    const { adapter, popup } = openOn('a');
    popup.setOptions.mockClear();
    adapter.setMarkers([truck('a'), truck('b', { offset: 0.9 })]);
    expect(popup.setOptions).not.toHaveBeenCalled();
    expect(popup.isOpen).toBe(true);
  });

  it('closes when its marker is removed, without telling the close listeners', () => {
    const { adapter, popup, closes } = openOn('a');
    adapter.setMarkers([truck('b', { offset: 0.5 })]);
    expect(popup.isOpen).toBe(false);
    expect(closes).not.toHaveBeenCalled();
  });

  it('tells the close listeners when the user closes it, not when it is closed by closePopup', () => {
    const { adapter, popup, closes } = openOn('a');
    adapter.closePopup();
    expect(popup.isOpen).toBe(false);
    expect(closes).not.toHaveBeenCalled();
    adapter.openPopup('b', document.createElement('div'));
    closeByUser(popup);
    expect(closes).toHaveBeenCalledTimes(1);
    adapter.openPopup('a', document.createElement('div'));
    closeByEscape(popup);
    expect(closes).toHaveBeenCalledTimes(2);
  });

  it('moves to another marker, and closes when asked to open on a marker that is not shown', () => {
    const { adapter, popup } = openOn('a');
    adapter.openPopup('b', document.createElement('div'));
    expect(instancesOf(FakeInfoWindow)).toHaveLength(1); // one popup at a time
    expect(popup.options.position).toEqual({ lat: -23.95, lng: -46.33 + 0.5 });
    adapter.openPopup('nope', document.createElement('div'));
    expect(popup.isOpen).toBe(false);
  });

  it('is closed and stops listening on dispose', () => {
    const { adapter, popup } = openOn('a');
    adapter.dispose();
    expect(popup.isOpen).toBe(false);
    expect(listenerCount(popup, 'close')).toBe(0);
  });
});

describe('clusters', () => {
  /** Twelve vehicles in a yard, 0.0002° (about 20 m) apart: 2 px at zoom 14, 25 px from the first to the last. */
  const yard = Array.from({ length: 12 }, (_, index) => truck(`y${index}`, { offset: index * 0.0002 }));
  /** Degrees of longitude per screen pixel at a zoom (Google's world is 256 px wide at zoom 0). */
  const degreesPerPixel = (zoom: number) => 360 / (256 * 2 ** zoom);

  it('stop before the focus zoom, so a focused vehicle always shows alone', () => {
    expect(CLUSTER_MAX_ZOOM).toBeLessThan(FOCUS_ZOOM);
  });

  it('merge many nearby vehicles into one disc with the count, titled in pt-BR, at zoom 5', () => {
    const { map, adapter } = setup({ clusterMarkers: true, zoom: 5 });
    adapter.setMarkers(yard);
    const [cluster, ...others] = shownClusters();
    expect(others).toHaveLength(0);
    expect(cluster?.options).toMatchObject({
      title: '12 veículos',
      label: expect.objectContaining({ text: '12' }),
      zIndex: 1012,
    });
    expect(cluster?.getMap()).toBe(map);
    expect(vehicleMarkers().every((marker) => marker.getMap() === null)).toBe(true);
  });

  it(`still cluster at zoom ${CLUSTER_MAX_ZOOM}, and show every vehicle alone from the focus zoom`, async () => {
    const { map, adapter } = setup({ clusterMarkers: true, zoom: CLUSTER_MAX_ZOOM });
    adapter.setMarkers(yard);
    expect(shownClusters()).toHaveLength(1);

    map.setZoom(FOCUS_ZOOM);
    fire(map, 'idle'); // the clusterer redraws when the map settles
    await nextFrame();
    expect(shownClusters()).toHaveLength(0);
    expect(vehicleMarkers().every((marker) => marker.getMap() === map)).toBe(true);
  });

  it(`merge markers closer than ${CLUSTER_RADIUS_PX} px on screen, not farther ones`, () => {
    const zoom = 10;
    const { adapter } = setup({ clusterMarkers: true, zoom });
    const step = degreesPerPixel(zoom) * CLUSTER_RADIUS_PX;
    adapter.setMarkers([
      truck('near1'),
      truck('near2', { offset: step * 0.75 }),
      truck('far', { offset: step * 0.75 + step * 1.25 }),
    ]);
    expect(shownClusters().map((cluster) => cluster.options.title)).toEqual(['2 veículos']);
    expect(vehicleMarker('far').getMap()).not.toBeNull();
  });

  it('change only what an update changed, and draw once', () => {
    const { adapter } = setup({ clusterMarkers: true, zoom: 10 });
    adapter.setMarkers([truck('a'), truck('b', { offset: 1 }), truck('c', { offset: 2 })]);
    const [a, b, c] = [vehicleMarker('a'), vehicleMarker('b'), vehicleMarker('c')];
    const added = vi.spyOn(MarkerClusterer.prototype, 'addMarkers');
    const removed = vi.spyOn(MarkerClusterer.prototype, 'removeMarkers');
    const render = vi.spyOn(MarkerClusterer.prototype, 'render');

    adapter.setMarkers([truck('a'), truck('b', { offset: 1, colour: '#dc2626' }), truck('d', { offset: 3 })]);
    expect(vehicleMarkers()).toHaveLength(4); // only d is new
    expect(added).toHaveBeenCalledExactlyOnceWith([vehicleMarker('d')], true);
    expect(removed).toHaveBeenCalledExactlyOnceWith([c], true);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a.setOptions).toHaveBeenCalledTimes(1);
    expect(b.setOptions).toHaveBeenLastCalledWith(
      expect.objectContaining({ icon: expect.objectContaining({ fillColor: '#dc2626' }) }),
    );
    expect(c.getMap()).toBeNull();

    render.mockClear();
    adapter.setMarkers([truck('a'), truck('b', { offset: 1, colour: '#dc2626' }), truck('d', { offset: 3 })]);
    expect(render).not.toHaveBeenCalled();
  });

  it('regroup when a poll moves a vehicle next to another', () => {
    const { adapter } = setup({ clusterMarkers: true, zoom: 10 });
    adapter.setMarkers([truck('a'), truck('b', { offset: 1 })]);
    expect(shownClusters()).toHaveLength(0);
    adapter.setMarkers([truck('a'), truck('b', { offset: 0.001 })]);
    expect(shownClusters().map((cluster) => cluster.options.title)).toEqual(['2 veículos']);
  });

  it("hide a pulsing marker's halo while the marker is inside a cluster", () => {
    const { map, adapter } = setup({ clusterMarkers: true, zoom: 5 });
    adapter.setMarkers([...yard.slice(1), { ...truck('y0'), size: 40, pulse: true }]);
    expect(panesOf(map).overlayLayer.children).toHaveLength(0);
    map.setZoom(FOCUS_ZOOM);
    fire(map, 'idle');
    expect(panesOf(map).overlayLayer.children).toHaveLength(1);
  });

  it('leave the map with the adapter: vehicles, clusters and the map listener', () => {
    const { map, adapter } = setup({ clusterMarkers: true, zoom: 5 });
    adapter.setMarkers(yard);
    adapter.dispose();
    expect(shownClusters()).toHaveLength(0);
    expect(vehicleMarkers().every((marker) => marker.getMap() === null)).toBe(true);
    expect(listenerCount(map, 'idle')).toBe(0);
  });
});
