import { LazyMap, mapChunk } from './lazy-map.tsx';
import { MAP_MESSAGES } from './map-messages.ts';
import { GOOGLE_MAPS_API_KEY } from './maps-config.ts';
import type { TrackingMapProps } from './tracking-map.tsx';

const TrackingMapChunk = mapChunk(() => import('./tracking-map.tsx').then((module) => module.TrackingMap));

export type LazyTrackingMapProps = Omit<TrackingMapProps, 'apiKey'> & {
  /** The Google Maps key; the portal's configured key by default. Empty means none. */
  apiKey?: string | undefined;
};

/**
 * The monitor's tracking map, loaded on demand: a marker per vehicle coloured by status, nearby ones clustered,
 * the selected one bigger and pulsing with a popup of its plates, status, origin, destination, address and last
 * update. The monitor's bundle holds only this file and the map area; Google's loader arrives with the maps
 * chunk. Without a key the chunk is never fetched and the area says why; a chunk or a Google script that fails
 * to load shows 'Erro ao carregar mapa!'. Either way the counter cards and the list go on working.
 *
 * **When to use.** On the control tower's monitor, beside the programming list, fed by its poll answer and
 * sharing its selection. For drawing or editing a fence use `LazyGeofenceMap`.
 *
 * **Accessibility.** Until there is a map the area is a polite status ('Carregando mapa...', the missing key) or
 * an alert (the failure), each saying that the cards and the list still work: the map repeats what the list
 * says and is never the only way to reach a programming. On the map each marker is named by its main plate and
 * status ("ABC-1D23 · Em Trânsito Carregado") and each cluster by its count ("12 veículos"); the popup is a
 * description list, opened without taking the focus, and its close button clears the selection.
 */
export function LazyTrackingMap({ apiKey = GOOGLE_MAPS_API_KEY, ...props }: LazyTrackingMapProps) {
  return (
    <LazyMap
      chunk={TrackingMapChunk}
      apiKey={apiKey}
      hint={MAP_MESSAGES.monitorStillWorks}
      height={props.height}
      props={props}
    />
  );
}
