import { lazy, Suspense } from 'react';
import { loadChunk } from '../../app/load-chunk.ts';
import type { GeofenceMapProps } from './geofence-map.tsx';
import type { MapLoadState } from './map-adapter.ts';
import { MapArea } from './map-area.tsx';
import { MapChunkBoundary } from './map-chunk-boundary.tsx';
import { MAP_MESSAGES } from './map-messages.ts';
import { GOOGLE_MAPS_API_KEY } from './maps-config.ts';

const NO_KEY: MapLoadState = { status: 'error', reason: 'no-key' };
const FAILED: MapLoadState = { status: 'error', reason: 'failed' };
const LOADING: MapLoadState = { status: 'loading' };
/** Without a key there is no map to make room for: the area only says why, in a short box. */
const NO_MAP_HEIGHT_PX = 120;

function lazyChunk() {
  return lazy(() =>
    loadChunk('mapa', () => import('./geofence-map.tsx')).then(
      (module) => ({ default: module.GeofenceMap }),
      (error: unknown) => {
        // React keeps a failed lazy component failed: the next mount starts from a fresh one, and tries again.
        GeofenceMapChunk = lazyChunk();
        throw error;
      },
    ),
  );
}

let GeofenceMapChunk = lazyChunk();

export type LazyGeofenceMapProps = Omit<GeofenceMapProps, 'apiKey'> & {
  /** The Google Maps key; the portal's configured key by default. Empty means none. */
  apiKey?: string | undefined;
};

/**
 * The geofence map, loaded on demand: the references screen's bundle holds only this file and the map area, and
 * Google's loader arrives with the chunk when the fence tab first shows a map. Without a key the chunk is never
 * fetched: the area says the map needs one and that the points list still works. A chunk that fails to load
 * shows 'Erro ao carregar mapa!' in the area and leaves the rest of the screen working.
 */
export function LazyGeofenceMap({ apiKey = GOOGLE_MAPS_API_KEY, ...props }: LazyGeofenceMapProps) {
  const area = (state: MapLoadState, height = props.height) => (
    <MapArea state={state} height={height} hint={MAP_MESSAGES.pointsStillWork} />
  );
  if (!apiKey) return area(NO_KEY, NO_MAP_HEIGHT_PX);
  return (
    <MapChunkBoundary fallback={area(FAILED)}>
      <Suspense fallback={area(LOADING)}>
        <GeofenceMapChunk apiKey={apiKey} {...props} />
      </Suspense>
    </MapChunkBoundary>
  );
}
