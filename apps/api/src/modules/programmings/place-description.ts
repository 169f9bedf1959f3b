import { type GeoPoint, haversineKm } from '@frota/domain';
import { FORMAT_DECIMALS, formatDecimal } from '@frota/domain/format';
import type { Landmark } from './places.ts';

/** Closer than this to a landmark, a vehicle is "at" it. */
const AT_LANDMARK_KM = 0.3;

/**
 * A vehicle's place in words, from the nearest reference or point of interest (no geocoding service is
 * reachable): "Em Porto de Santos" or "12,4 km de Porto de Santos"; undefined with no landmark at all.
 */
export function describePlace(position: GeoPoint, landmarks: readonly Landmark[]): string | undefined {
  let nearest: { landmark: Landmark; km: number } | undefined;
  for (const landmark of landmarks) {
    const km = haversineKm(position, landmark.position);
    if (!nearest || km < nearest.km) nearest = { landmark, km };
  }
  if (!nearest) return undefined;
  const name = nearest.landmark.name;
  return (
    nearest.km < AT_LANDMARK_KM
      ? `Em ${name}`
      : `${formatDecimal(nearest.km, FORMAT_DECIMALS.km)} km de ${name}`
  ).slice(0, 300);
}
