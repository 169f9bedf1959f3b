/// <reference types="google.maps" />
import { MAP_HEX } from '@frota/ui';
import { toLatLngLiteral } from './google-lat-lng.ts';
import type { Halo, HaloFactory } from './google-marker-halo.ts';
import type { MarkerPlacement } from './google-marker-placement.ts';
import type { MapMarker, Unsubscribe } from './map-adapter.ts';

/** A marker on the map with what it was last asked to show. */
export interface ShownMarker {
  readonly marker: google.maps.Marker;
  readonly spec: MapMarker;
}

/** The markers part of the Google adapter. */
export interface MarkerLayer {
  set(markers: MapMarker[]): void;
  /** The marker shown with this id, if any. */
  find(id: string): ShownMarker | undefined;
  onClick(listener: (id: string) => void): Unsubscribe;
  dispose(): void;
}

interface Entry extends ShownMarker {
  spec: MapMarker;
  click: google.maps.MapsEventListener;
  halo?: Halo;
}

const samePosition = (a: MapMarker, b: MapMarker) =>
  a.position.latitude === b.position.latitude && a.position.longitude === b.position.longitude;

/** All but the position: colour, size, title and pulse. */
const sameLook = (a: MapMarker, b: MapMarker) =>
  a.colour === b.colour && a.size === b.size && a.title === b.title && Boolean(a.pulse) === Boolean(b.pulse);

const sameMarker = (a: MapMarker, b: MapMarker) => samePosition(a, b) && sameLook(a, b);

/**
 * Markers as coloured circles, kept by id: a monitor that polls every 30 seconds re-sends every vehicle, and
 * rebuilding each marker would flicker and drop the user's hover. A circle symbol needs no map id (an advanced
 * marker would) and takes any colour. The bigger marker (the selected one) is drawn on top; a pulsing one gets a
 * halo. Where the markers go (the map, or a clusterer) is the placement's business.
 */
export function createMarkerLayer(
  maps: typeof google.maps,
  placement: MarkerPlacement,
  createHalo: HaloFactory,
): MarkerLayer {
  const shown = new Map<string, Entry>();
  const listeners = new Set<(id: string) => void>();

  // One icon per colour and size, shared by the markers that look alike: a poll changes ~2,000 markers, and a
  // new icon object each would be garbage for the next collection.
  const icons = new Map<string, google.maps.Symbol>();
  const iconOf = (spec: MapMarker): google.maps.Symbol => {
    const key = `${spec.colour} ${spec.size}`;
    let icon = icons.get(key);
    if (!icon) {
      icon = {
        path: maps.SymbolPath.CIRCLE,
        scale: spec.size / 2, // a circle symbol's scale is its radius in pixels
        fillColor: spec.colour,
        fillOpacity: 1,
        strokeColor: MAP_HEX.outline,
        strokeWeight: 2,
      };
      icons.set(key, icon);
    }
    return icon;
  };

  const options = (spec: MapMarker): google.maps.MarkerOptions => ({
    position: toLatLngLiteral(spec.position),
    title: spec.title,
    zIndex: spec.size,
    icon: iconOf(spec),
  });

  function create(spec: MapMarker): Entry {
    const marker = new maps.Marker();
    marker.setOptions(options(spec));
    const click = marker.addListener('click', () => {
      for (const listener of [...listeners]) listener(spec.id);
    });
    return { marker, spec, click };
  }

  function syncHalo(entry: Entry) {
    if (!entry.spec.pulse) {
      entry.halo?.remove();
      entry.halo = undefined;
    } else if (entry.halo) entry.halo.update(entry.spec);
    else entry.halo = createHalo(entry.marker, entry.spec);
  }

  function forget(entry: Entry) {
    entry.click.remove();
    entry.halo?.remove();
  }

  return {
    set(markers) {
      const wanted = new Set(markers.map((spec) => spec.id));
      const added: google.maps.Marker[] = [];
      const removed: google.maps.Marker[] = [];
      let moved = false;
      for (const [id, entry] of shown) {
        if (wanted.has(id)) continue;
        forget(entry);
        removed.push(entry.marker);
        shown.delete(id);
      }
      for (const spec of markers) {
        let entry = shown.get(spec.id);
        if (!entry) {
          entry = create(spec);
          shown.set(spec.id, entry);
          added.push(entry.marker);
        } else if (!sameMarker(entry.spec, spec)) {
          const onlyMoved = sameLook(entry.spec, spec);
          moved ||= !samePosition(entry.spec, spec);
          // Most changes of a poll are a truck that moved: its position alone is cheaper to set than its options.
          if (onlyMoved) entry.marker.setPosition(toLatLngLiteral(spec.position));
          else entry.marker.setOptions(options(spec));
          entry.spec = spec;
        } else continue;
        syncHalo(entry);
      }
      placement.apply({ added, removed, moved });
    },
    find: (id) => shown.get(id),
    onClick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const entry of shown.values()) forget(entry);
      placement.dispose([...shown.values()].map((entry) => entry.marker));
      shown.clear();
      listeners.clear();
    },
  };
}
