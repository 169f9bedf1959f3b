/// <reference types="google.maps" />

/** What one update of the markers changed: the markers to show, the ones to take off, and whether a kept one moved. */
export interface MarkerChanges {
  added: google.maps.Marker[];
  removed: google.maps.Marker[];
  moved: boolean;
}

/**
 * How the marker layer's markers reach the map: straight onto it, or through a clusterer that decides which to
 * show (see google-marker-clusters.ts). Called once per update with everything that update changed.
 */
export interface MarkerPlacement {
  apply(changes: MarkerChanges): void;
  /** Takes these markers (all those placed) and whatever the placement drew itself (clusters) off the map. */
  dispose(markers: google.maps.Marker[]): void;
}

/** Every marker on the map as it is (the geofence map, and any map without clustering). */
export function createDirectPlacement(map: google.maps.Map): MarkerPlacement {
  return {
    apply({ added, removed }) {
      for (const marker of removed) marker.setMap(null);
      for (const marker of added) marker.setMap(map);
    },
    dispose(markers) {
      for (const marker of markers) marker.setMap(null);
    },
  };
}
