/// <reference types="google.maps" />
import { MAP_HEX } from '@frota/ui';
import { MarkerClusterer, SuperClusterAlgorithm, type Renderer } from '@googlemaps/markerclusterer';
import type { MarkerPlacement } from './google-marker-placement.ts';
import { COUNT, MAP_MESSAGES } from './map-messages.ts';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX } from './maps-config.ts';

/** A cluster's disc: the portal's darkest ink, so it reads as "several" and never as one of the status colours. */
const CLUSTER_COLOUR = MAP_HEX.cluster;
/** Clusters are drawn over single markers (whose z-index is their size, at most 40). */
const CLUSTER_Z_INDEX = 1000;

/** The disc's radius in pixels: room for the count's digits ("8", "120", "4.999"). */
const clusterRadius = (label: string) => (label.length <= 2 ? 16 : label.length === 3 ? 18 : 22);

/**
 * Supercluster (Google's default algorithm) that can be told a marker moved: on its own it re-reads the
 * positions only when the list of markers changes, and a poll moves vehicles without changing the list.
 */
export class MovableSuperClusterAlgorithm extends SuperClusterAlgorithm {
  /** Makes the next calculation re-read every marker's position. */
  positionsChanged(): void {
    this.markers = [];
  }
}

/**
 * Supercluster measures its radius on tiles of `extent` pixels (512 by default); Google's tiles are 256 pixels
 * wide, so with this extent the radius is in screen pixels.
 */
const GOOGLE_TILE_PX = 256;

/** The clustering of the tracking map: {@link CLUSTER_RADIUS_PX} on screen, up to zoom {@link CLUSTER_MAX_ZOOM}. */
export function createClusterAlgorithm(): MovableSuperClusterAlgorithm {
  return new MovableSuperClusterAlgorithm({
    radius: CLUSTER_RADIUS_PX,
    extent: GOOGLE_TILE_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
}

/** A cluster as a dark disc with its count, titled in pt-BR ("12 veículos"). */
export function createClusterRenderer(maps: typeof google.maps): Renderer {
  return {
    render({ markers, position }) {
      const count = markers?.length ?? 0;
      const label = COUNT.format(count);
      return new maps.Marker({
        position,
        title: MAP_MESSAGES.clusterTitle(count),
        label: { text: label, color: MAP_HEX.outline, fontSize: '12px', fontWeight: '600' },
        icon: {
          path: maps.SymbolPath.CIRCLE,
          scale: clusterRadius(label),
          fillColor: CLUSTER_COLOUR,
          fillOpacity: 0.9,
          strokeColor: MAP_HEX.outline,
          strokeWeight: 3,
        },
        zIndex: CLUSTER_Z_INDEX + count,
      });
    },
  };
}

/**
 * Markers through Google's MarkerClusterer: nearby vehicles show as one counted disc (a click on it zooms to
 * them), which keeps a monitor of thousands of vehicles readable and fast. An update adds and removes only the
 * markers it changed, without drawing, and then draws once.
 */
export function createClusteredPlacement(map: google.maps.Map, maps: typeof google.maps): MarkerPlacement {
  const algorithm = createClusterAlgorithm();
  const clusterer = new MarkerClusterer({ map, algorithm, renderer: createClusterRenderer(maps) });
  return {
    apply({ added, removed, moved }) {
      if (added.length === 0 && removed.length === 0 && !moved) return;
      clusterer.removeMarkers(removed, true);
      clusterer.addMarkers(added, true);
      if (moved) algorithm.positionsChanged();
      clusterer.render();
    },
    dispose() {
      // Off the map, the clusterer takes its markers and cluster discs away at once and stops listening to the map.
      clusterer.setMap(null);
      clusterer.clearMarkers(true);
    },
  };
}
