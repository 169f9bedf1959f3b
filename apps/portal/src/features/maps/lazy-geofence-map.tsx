import { LazyMap, mapChunk } from './lazy-map.tsx';
import { MAP_MESSAGES } from './map-messages.ts';
import { GOOGLE_MAPS_API_KEY } from './maps-config.ts';
import type { GeofenceMapProps } from './geofence-map.tsx';

const GeofenceMapChunk = mapChunk(() => import('./geofence-map.tsx').then((module) => module.GeofenceMap));

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
  return (
    <LazyMap
      chunk={GeofenceMapChunk}
      apiKey={apiKey}
      hint={MAP_MESSAGES.pointsStillWork}
      height={props.height}
      props={props}
    />
  );
}
