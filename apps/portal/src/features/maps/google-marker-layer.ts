/// <reference types="google.maps" />
import { toLatLngLiteral } from './google-lat-lng.ts';
import type { MapMarker } from './map-adapter.ts';

/** The markers part of the Google adapter. */
export interface MarkerLayer {
  set(markers: MapMarker[]): void;
  dispose(): void;
}

const sameMarker = (a: MapMarker, b: MapMarker) =>
  a.position.latitude === b.position.latitude &&
  a.position.longitude === b.position.longitude &&
  a.colour === b.colour &&
  a.size === b.size &&
  a.title === b.title;

/**
 * Markers as coloured circles, kept by id: a monitor that polls every 30 seconds re-sends every vehicle, and
 * rebuilding each marker would flicker and drop the user's hover. A circle symbol needs no map id (an advanced
 * marker would) and takes any colour. The bigger marker (the selected one) is drawn on top.
 */
export function createMarkerLayer(map: google.maps.Map, maps: typeof google.maps): MarkerLayer {
  const shown = new Map<string, { marker: google.maps.Marker; spec: MapMarker }>();

  const options = (spec: MapMarker): google.maps.MarkerOptions => ({
    position: toLatLngLiteral(spec.position),
    title: spec.title,
    zIndex: spec.size,
    icon: {
      path: maps.SymbolPath.CIRCLE,
      scale: spec.size / 2, // a circle symbol's scale is its radius in pixels
      fillColor: spec.colour,
      fillOpacity: 1,
      strokeColor: '#ffffff',
      strokeWeight: 2,
    },
  });

  return {
    set(markers) {
      const wanted = new Set(markers.map((spec) => spec.id));
      for (const [id, { marker }] of shown) {
        if (wanted.has(id)) continue;
        marker.setMap(null);
        shown.delete(id);
      }
      for (const spec of markers) {
        const entry = shown.get(spec.id);
        if (!entry) {
          const marker = new maps.Marker();
          marker.setOptions({ ...options(spec), map });
          shown.set(spec.id, { marker, spec });
        } else if (!sameMarker(entry.spec, spec)) {
          entry.marker.setOptions(options(spec));
          entry.spec = spec;
        }
      }
    },
    dispose() {
      for (const { marker } of shown.values()) marker.setMap(null);
      shown.clear();
    },
  };
}
