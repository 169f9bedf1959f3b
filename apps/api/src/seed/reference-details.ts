import type { GeoPoint } from '@frota/domain';
import type { Transaction } from '../db/database.ts';
import {
  referenceGeofencePoints,
  referenceGeofences,
  referenceOperatingHours,
} from '../modules/references/tables.ts';

/** Metres per degree of latitude; a degree of longitude shrinks with the cosine of the latitude. */
const METRES_PER_DEGREE = 111_320;

/**
 * A fence of ten points around a place's centre, irregular like a yard's outline drawn by hand: each vertex at
 * `radius` metres, give or take a third, in clockwise order, so its edges never cross.
 */
export function fenceAround([latitude, longitude]: readonly [number, number], radius: number): GeoPoint[] {
  const wobble = [1, 0.8, 1.2, 0.9, 1.1, 0.7, 1.25, 0.95, 1.05, 0.85];
  return wobble.map((factor, i) => {
    const angle = (2 * Math.PI * i) / wobble.length;
    const metres = radius * factor;
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    return {
      latitude: round(latitude + (metres * Math.cos(angle)) / METRES_PER_DEGREE),
      longitude: round(
        longitude + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)),
      ),
    };
  });
}

/** A weekly schedule by kind of place: [start, end, contracted, expected] for Sunday to Saturday. */
type Week = ReadonlyArray<readonly [string, string, number, number]>;

const weekdays = (weekday: Week[number], saturday: Week[number], sunday: Week[number]): Week => [
  sunday,
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  saturday,
];

/** Ports work round the clock; distribution centres and plants keep shifts; farms follow daylight. */
export const WEEKS: Readonly<Record<string, Week>> = {
  PORTO: weekdays(
    ['00:00:00', '23:59:00', 120, 90],
    ['00:00:00', '23:59:00', 120, 90],
    ['00:00:00', '23:59:00', 120, 90],
  ),
  CD: weekdays(
    ['06:00:00', '22:00:00', 45, 30],
    ['07:00:00', '13:00:00', 45, 30],
    ['08:00:00', '12:00:00', 60, 40],
  ),
  USINA: weekdays(
    ['05:00:00', '23:00:00', 60, 40],
    ['05:00:00', '23:00:00', 60, 40],
    ['07:00:00', '17:00:00', 60, 45],
  ),
  FAZENDA: weekdays(
    ['06:00:00', '19:00:00', 90, 60],
    ['06:00:00', '14:00:00', 90, 60],
    ['08:00:00', '12:00:00', 90, 70],
  ),
};

/** Writes the fence and the week of one seeded reference. */
export async function seedReferenceDetails(
  tx: Transaction,
  referenceId: number,
  name: string,
  points: GeoPoint[],
  week: Week,
): Promise<void> {
  const [fence] = await tx
    .insert(referenceGeofences)
    .values({ referenceId, name, type: 0 })
    .returning({ id: referenceGeofences.id });
  await tx
    .insert(referenceGeofencePoints)
    .values(points.map((point, index) => ({ geofenceId: fence!.id, index, ...point })));
  await tx.insert(referenceOperatingHours).values(
    week.map(([startTime, endTime, contracted, expected], dayOfWeek) => ({
      referenceId,
      dayOfWeek,
      startTime,
      endTime,
      contractedGateToGateMinutes: contracted,
      expectedGateToGateMinutes: expected,
    })),
  );
}
