import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_VIEW, EMPTY_TRACKING_VIEW } from './maps-config.ts';
import { TRACKING_MARKER_COLOURS, trackingMarkers, trackingView } from './tracking-markers.ts';
import { trackedVehicle } from './testing/tracked-vehicle.ts';

const vehicle = trackedVehicle;

describe('trackingMarkers', () => {
  it.each([
    [9, 'Available', 'purple'],
    [10, 'EmptyTransit', 'green'],
    [2, 'Loading', 'yellow'],
    [3, 'LoadedTransit', 'orange'],
    [4, 'Unloading', 'red'],
    [11, 'DelayedDeparture', 'red'],
    [12, 'DelayedLoading', 'red'],
    [13, 'DelayedTransit', 'red'],
    [14, 'DelayedUnloading', 'red'],
    [15, 'DelayedArrival', 'red'],
    [8, 'InProgress', 'blue'],
    [0, 'Waiting', 'grey'],
    [1, 'Created', 'grey'],
    [5, 'Completed', 'grey'],
    [6, 'Finished', 'grey'],
    [7, 'Cancelled', 'grey'],
    [99, 'an unknown status', 'grey'],
  ] as const)('colours status %i (%s) %s (spec 02 §9)', (status, _name, colour) => {
    const [marker] = trackingMarkers([vehicle(1, { status })], undefined);
    expect(marker?.colour).toBe(TRACKING_MARKER_COLOURS[colour]);
  });

  it('has a distinct CSS colour for each status colour', () => {
    const colours = Object.values(TRACKING_MARKER_COLOURS);
    expect(colours).toHaveLength(7);
    expect(new Set(colours).size).toBe(7);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('makes a 24 px marker per vehicle, and the selected one 40 px and pulsing', () => {
    const markers = trackingMarkers([vehicle(1), vehicle(2, { latitude: -23.5 }), vehicle(3)], 2);
    expect(markers.map(({ id, size, pulse }) => ({ id, size, pulse }))).toEqual([
      { id: '1', size: 24, pulse: undefined },
      { id: '2', size: 40, pulse: true },
      { id: '3', size: 24, pulse: undefined },
    ]);
    expect(markers[1]?.position).toEqual({ latitude: -23.5, longitude: -46.33 });
  });

  it('titles a marker with its main plate and status label', () => {
    expect(trackingMarkers([vehicle(1)], undefined)[0]?.title).toBe('ABC-1D23 · Em Trânsito Carregado');
    expect(trackingMarkers([vehicle(1, { plates: [], status: 13 })], undefined)[0]?.title).toBe(
      'Atraso no Trânsito',
    );
  });

  it('leaves out vehicles without a usable position and a programming sent twice', () => {
    const markers = trackingMarkers(
      [vehicle(1), vehicle(2, { latitude: Number.NaN }), vehicle(3, { longitude: 200 }), vehicle(1)],
      undefined,
    );
    expect(markers.map((marker) => marker.id)).toEqual(['1']);
  });

  it('gives equal markers for an equal answer, so a poll changes nothing on the map', () => {
    expect(trackingMarkers([vehicle(1), vehicle(2)], 1)).toEqual(
      trackingMarkers([vehicle(1), vehicle(2)], 1),
    );
  });
});

describe('trackingView', () => {
  it('is the São Paulo area at zoom 5 before the first answer', () => {
    expect(trackingView(undefined)).toEqual({ points: [], fallback: DEFAULT_MAP_VIEW });
    expect(DEFAULT_MAP_VIEW).toEqual({ centre: { latitude: -23.5505, longitude: -46.6333 }, zoom: 5 });
  });

  it('fits every position of an answer', () => {
    const view = trackingView([vehicle(1), vehicle(2, { latitude: -15, longitude: -47 })]);
    expect(view.points).toEqual([
      { latitude: -23.95, longitude: -46.33 },
      { latitude: -15, longitude: -47 },
    ]);
  });

  it('falls back to Brasília at zoom 4 when an answer has no position', () => {
    const fallback = { points: [], fallback: EMPTY_TRACKING_VIEW };
    expect(trackingView([])).toEqual(fallback);
    expect(trackingView([vehicle(1, { latitude: Number.NaN })])).toEqual(fallback);
    expect(EMPTY_TRACKING_VIEW).toEqual({ centre: { latitude: -15.7939, longitude: -47.8828 }, zoom: 4 });
  });
});
