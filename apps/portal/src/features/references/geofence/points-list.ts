import type { GeoPoint } from '@frota/domain';

/**
 * The edits of the points table, as pure functions returning a new list (the list is the caller's state).
 * A coordinate not typed yet is NaN: {@link polygonProblems} names it, and the map waits for it.
 */
export const BLANK_POINT: GeoPoint = { latitude: Number.NaN, longitude: Number.NaN };

/** The list with a blank point at the end, for the user to type. */
export function withPointAdded(points: GeoPoint[]): GeoPoint[] {
  return [...points, { ...BLANK_POINT }];
}

/** The list without the point at `index` (0-based). */
export function withPointRemoved(points: GeoPoint[], index: number): GeoPoint[] {
  return points.filter((_, at) => at !== index);
}

/** The list with the point at `index` swapped with its neighbour before (-1) or after (+1); unchanged at an end. */
export function withPointMoved(points: GeoPoint[], index: number, offset: -1 | 1): GeoPoint[] {
  const target = index + offset;
  if (target < 0 || target >= points.length) return points;
  const moved = [...points];
  [moved[index], moved[target]] = [moved[target] as GeoPoint, moved[index] as GeoPoint];
  return moved;
}

/** The list with one coordinate of the point at `index` replaced. */
export function withPointChanged(points: GeoPoint[], index: number, change: Partial<GeoPoint>): GeoPoint[] {
  return points.map((point, at) => (at === index ? { ...point, ...change } : point));
}
