import { type GeoPoint, type ProgressPlace, polygonCentre } from '@frota/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pointsOfInterest, references } from '../../db/generated/entity-tables.ts';
import {
  referenceGeofencePoints,
  referenceGeofences,
  referenceOperatingHours,
} from '../references/tables.ts';

/** The pool or a transaction: a transaction is one connection, so these readers query one at a time. */
type Reader = Pick<Database, 'select'>;

/** A reference as the status rules and the place names need it: its name, fence, centre and hours. */
export interface ReferencePlace extends ProgressPlace {
  name: string;
  centre: GeoPoint | undefined;
}

/**
 * The references named by `ids` (unknown ids are left out), each with its fence in order and its contracted
 * gate-to-gate by weekday, in three queries whatever their number.
 */
export async function loadReferencePlaces(
  db: Reader,
  ids: readonly number[],
): Promise<Map<number, ReferencePlace>> {
  const wanted = [...new Set(ids)];
  const places = new Map<number, ReferencePlace>();
  if (wanted.length === 0) return places;
  const named = await db
    .select({ id: references.id, name: references.name })
    .from(references)
    .where(inArray(references.id, wanted));
  const points = await db
    .select({
      referenceId: referenceGeofences.referenceId,
      latitude: referenceGeofencePoints.latitude,
      longitude: referenceGeofencePoints.longitude,
    })
    .from(referenceGeofencePoints)
    .innerJoin(referenceGeofences, eq(referenceGeofences.id, referenceGeofencePoints.geofenceId))
    .where(inArray(referenceGeofences.referenceId, wanted))
    .orderBy(asc(referenceGeofences.referenceId), asc(referenceGeofencePoints.index));
  const hours = await db
    .select({
      referenceId: referenceOperatingHours.referenceId,
      day: referenceOperatingHours.dayOfWeek,
      minutes: referenceOperatingHours.contractedGateToGateMinutes,
    })
    .from(referenceOperatingHours)
    .where(inArray(referenceOperatingHours.referenceId, wanted));
  const fences = new Map<number, GeoPoint[]>();
  for (const { referenceId, latitude, longitude } of points) {
    const fence = fences.get(referenceId) ?? [];
    fence.push({ latitude, longitude });
    fences.set(referenceId, fence);
  }
  const minutes = new Map<number, Map<number, number>>();
  for (const { referenceId, day, minutes: value } of hours) {
    const byDay = minutes.get(referenceId) ?? new Map<number, number>();
    byDay.set(day, value);
    minutes.set(referenceId, byDay);
  }
  for (const { id, name } of named) {
    const fence = fences.get(id) ?? [];
    places.set(id, {
      referenceId: id,
      name,
      fence,
      centre: polygonCentre(fence),
      contractedGateToGateMinutes: (weekday) => minutes.get(id)?.get(weekday),
    });
  }
  return places;
}

/** A named spot a vehicle's position can be told by: a reference's centre or a point of interest. */
export interface Landmark {
  name: string;
  position: GeoPoint;
}

/** Every active reference with a fence (by its centre) and every active point of interest. */
export async function loadLandmarks(db: Reader): Promise<Landmark[]> {
  const referenceRows = await db
    .select({ id: references.id })
    .from(references)
    .where(eq(references.isActive, true));
  const poiRows = await db
    .select({
      name: pointsOfInterest.name,
      latitude: pointsOfInterest.latitude,
      longitude: pointsOfInterest.longitude,
    })
    .from(pointsOfInterest)
    .where(eq(pointsOfInterest.isActive, true));
  const places = await loadReferencePlaces(
    db,
    referenceRows.map((row) => row.id),
  );
  const landmarks: Landmark[] = [];
  for (const place of places.values())
    if (place.centre) landmarks.push({ name: place.name, position: place.centre });
  for (const poi of poiRows)
    landmarks.push({ name: poi.name, position: { latitude: poi.latitude, longitude: poi.longitude } });
  return landmarks;
}
