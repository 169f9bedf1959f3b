/// <reference types="google.maps" />
import type { GeoPoint } from '@frota/domain';

/** Seven decimals of a degree are about a centimetre: what a dragged corner means, without float noise. */
const COORDINATE_DECIMALS = 1e7;

const round = (degrees: number) => Math.round(degrees * COORDINATE_DECIMALS) / COORDINATE_DECIMALS;

/** Our point as Google's literal, which every Maps call accepts in place of a LatLng. */
export function toLatLngLiteral(point: GeoPoint): google.maps.LatLngLiteral {
  return { lat: point.latitude, lng: point.longitude };
}

/** A Google position as our point, rounded to seven decimals (a dragged corner comes with fifteen). */
export function fromLatLng(latLng: google.maps.LatLng): GeoPoint {
  return { latitude: round(latLng.lat()), longitude: round(latLng.lng()) };
}

/** Whether two ordered lists hold the same points, compared at the precision the map reports. */
export function samePoints(a: GeoPoint[], b: GeoPoint[]): boolean {
  return (
    a.length === b.length &&
    a.every((point, index) => {
      const other = b[index] as GeoPoint;
      // Object.is: a coordinate still being typed (NaN) equals itself.
      return (
        Object.is(round(point.latitude), round(other.latitude)) &&
        Object.is(round(point.longitude), round(other.longitude))
      );
    })
  );
}
