import {
  isValidLatitude,
  isValidLongitude,
  programmingStatusDisplay,
  programmingStatusLabel,
  type GeoPoint,
  type StatusTone,
  type TrackedVehicle,
} from '@frota/domain';
import { formatPlate } from '@frota/domain/format';
import { TONE_HEX } from '@frota/ui';
import type { MapMarker } from './map-adapter.ts';
import {
  DEFAULT_MAP_VIEW,
  EMPTY_TRACKING_VIEW,
  MARKER_SIZE_PX,
  SELECTED_MARKER_SIZE_PX,
  type MapView,
} from './maps-config.ts';

/**
 * The CSS colour of each marker colour of spec 02 §9: the design system's solid tone colours, the ones its
 * tokens page shows, so the map and the documentation cannot drift apart.
 */
export const TRACKING_MARKER_COLOURS: Readonly<Record<StatusTone, string>> = TONE_HEX;

/** A vehicle's last position, or undefined when the answer carries no usable coordinate. */
export function vehiclePosition(vehicle: TrackedVehicle): GeoPoint | undefined {
  const { latitude, longitude } = vehicle;
  return isValidLatitude(latitude) && isValidLongitude(longitude) ? { latitude, longitude } : undefined;
}

/** A vehicle's tooltip and accessible name: its main plate and its status ("ABC-1D23 · Em Trânsito Carregado"). */
export function trackingMarkerTitle(vehicle: TrackedVehicle): string {
  const plate = formatPlate(vehicle.plates[0]);
  const status = programmingStatusLabel(vehicle.status);
  return plate ? `${plate} · ${status}` : status;
}

/**
 * The tracking map's markers: one per vehicle with a position, its id the programming's, coloured by status;
 * the selected one bigger and pulsing. A programming sent twice shows once.
 */
export function trackingMarkers(vehicles: TrackedVehicle[], selectedId: number | undefined): MapMarker[] {
  const markers: MapMarker[] = [];
  const seen = new Set<number>();
  for (const vehicle of vehicles) {
    const position = vehiclePosition(vehicle);
    if (!position || seen.has(vehicle.programmingId)) continue;
    seen.add(vehicle.programmingId);
    const selected = vehicle.programmingId === selectedId;
    markers.push({
      id: String(vehicle.programmingId),
      position,
      colour: TRACKING_MARKER_COLOURS[programmingStatusDisplay(vehicle.status).marker],
      size: selected ? SELECTED_MARKER_SIZE_PX : MARKER_SIZE_PX,
      title: trackingMarkerTitle(vehicle),
      ...(selected && { pulse: true }),
    });
  }
  return markers;
}

/** What the tracking map fits: these points, or the fallback view when there are none. */
export interface TrackingViewTarget {
  points: GeoPoint[];
  fallback: MapView;
}

/**
 * The tracking map's view (spec 02 §9): before the first answer the São Paulo area at zoom 5; then every
 * vehicle's position fitted (padding 50, zoom at most 16, as the adapter's fitPoints does); an answer with no
 * position shows Brasília at zoom 4, the whole country.
 */
export function trackingView(vehicles: TrackedVehicle[] | undefined): TrackingViewTarget {
  if (!vehicles) return { points: [], fallback: DEFAULT_MAP_VIEW };
  const points = vehicles.map(vehiclePosition).filter((point) => point !== undefined);
  return { points, fallback: EMPTY_TRACKING_VIEW };
}
