import { type ProgrammingStatus, type ProgressStage, haversineKm } from '@frota/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import {
  drivers,
  justifications,
  products,
  programmings,
  routes,
  vehiclePlates,
} from '../db/generated/entity-tables.ts';
import { describePlace } from '../modules/programmings/place-description.ts';
import { loadLandmarks, loadReferencePlaces } from '../modules/programmings/places.ts';
import { statusCode } from '../modules/programmings/progress-rows.ts';
import { programmingProgress, programmingStatusChanges } from '../modules/programmings/tables.ts';

const HOUR = 3_600_000;

/**
 * Each seeded status: the stage a started trip is in, how far along its route the truck is (0 origin, 1
 * destination), and its times relative to now in hours (departure, arrival, entered the stage), chosen so
 * that the status rules agree with the status on the first refresh.
 */
const PLANS: Record<
  ProgrammingStatus,
  { stage?: ProgressStage; along?: number; departure: number; arrival: number; since?: number }
> = {
  Waiting: { departure: 20, arrival: 30 },
  Created: { departure: 26, arrival: 34 },
  Available: { departure: 48, arrival: 56 },
  InProgress: { stage: 'toOrigin', along: -0.05, departure: 1, arrival: 9, since: -0.5 },
  DelayedDeparture: { stage: 'toOrigin', along: -0.08, departure: -1, arrival: 7, since: -2 },
  Loading: { stage: 'atOrigin', along: 0, departure: 1, arrival: 9, since: -0.2 },
  DelayedLoading: { stage: 'atOrigin', along: 0, departure: 2, arrival: 10, since: -5 },
  LoadedTransit: { stage: 'toDestination', along: 0.4, departure: -3, arrival: 12, since: -3 },
  EmptyTransit: { stage: 'toDestination', along: 0.55, departure: -4, arrival: 12, since: -4 },
  DelayedTransit: { stage: 'toDestination', along: 0.2, departure: -2, arrival: 0.2, since: -2 },
  DelayedArrival: { stage: 'toDestination', along: 0.85, departure: -9, arrival: -1, since: -9 },
  Unloading: { stage: 'atDestination', along: 1, departure: -8, arrival: -0.5, since: -0.3 },
  DelayedUnloading: { stage: 'atDestination', along: 1, departure: -12, arrival: -6, since: -6 },
  Completed: { stage: 'done', departure: -50, arrival: -40 },
  Finished: { stage: 'done', departure: -80, arrival: -70 },
  Cancelled: { departure: -30, arrival: -20 },
};

/** The order the first client's programmings are created in: every status, the open ones twice. */
const FIRST_CLIENT: ProgrammingStatus[] = [
  'Created',
  'Created',
  'Waiting',
  'Available',
  'InProgress',
  'DelayedDeparture',
  'Loading',
  'DelayedLoading',
  'LoadedTransit',
  'EmptyTransit',
  'DelayedTransit',
  'DelayedArrival',
  'Unloading',
  'DelayedUnloading',
  'Completed',
  'Finished',
  'Cancelled',
  'Created',
];
const OTHER_CLIENTS: ProgrammingStatus[] = [
  'Created',
  'LoadedTransit',
  'Loading',
  'Completed',
  'Cancelled',
  'Created',
];

/**
 * Demo programmings in every status (spec 02 §4) for the first active clients, on the seeded routes with
 * the clients' own plates and drivers; the started ones with a position along their route, its place in words
 * and their progress, the cancelled ones with the justification in their history.
 */
export async function seedProgrammings(
  tx: Transaction,
  clientIds: readonly number[],
  now: Date,
): Promise<void> {
  const routeRows = await tx
    .select({ id: routes.id, originId: routes.originId, destinationId: routes.destinationId })
    .from(routes)
    .orderBy(asc(routes.id));
  const productRows = await tx
    .select({ id: products.id, type: products.type })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  const [cancellation] = await tx
    .select({ id: justifications.id })
    .from(justifications)
    .where(eq(justifications.type, 'Cancellation'))
    .orderBy(asc(justifications.id))
    .limit(1);
  const places = await loadReferencePlaces(
    tx,
    routeRows.flatMap((route) => [route.originId, route.destinationId]),
  );
  const landmarks = await loadLandmarks(tx);
  const chosen = clientIds.slice(0, 3);
  const plates = await tx
    .select({ id: vehiclePlates.id, clientId: vehiclePlates.clientId })
    .from(vehiclePlates)
    .where(inArray(vehiclePlates.clientId, [...chosen]))
    .orderBy(asc(vehiclePlates.id));
  const driverRows = await tx
    .select({ id: drivers.id, clientId: drivers.clienteId })
    .from(drivers)
    .where(inArray(drivers.clienteId, [...chosen]))
    .orderBy(asc(drivers.id));
  let n = 0;
  for (const [c, clientId] of chosen.entries()) {
    const own = plates.filter((plate) => plate.clientId === clientId);
    const ownDrivers = driverRows.filter((driver) => driver.clientId === clientId);
    if (own.length === 0 || routeRows.length === 0 || productRows.length === 0) continue;
    for (const [i, status] of (c === 0 ? FIRST_CLIENT : OTHER_CLIENTS).entries()) {
      n += 1;
      const plan = PLANS[status];
      const route = routeRows[n % routeRows.length]!;
      const origin = places.get(route.originId);
      const destination = places.get(route.destinationId);
      const product = productRows[n % productRows.length]!;
      const at = (hours: number | undefined) =>
        hours === undefined ? null : new Date(now.getTime() + hours * HOUR);
      const along = plan.along;
      const position =
        along !== undefined && origin?.centre && destination?.centre
          ? {
              latitude:
                origin.centre.latitude + (destination.centre.latitude - origin.centre.latitude) * along,
              longitude:
                origin.centre.longitude + (destination.centre.longitude - origin.centre.longitude) * along,
            }
          : null;
      const empty = status === 'EmptyTransit' || i % 5 === 4;
      const returns = status === 'Finished';
      const [created] = await tx
        .insert(programmings)
        .values({
          clientId,
          mainVehiclePlateId: own[i % own.length]!.id,
          semiTrailer1Id: own.length > 1 && product.type === 'Bulk' ? own[(i + 1) % own.length]!.id : null,
          volume: product.type === 'Bulk' ? 32.5 + (n % 7) * 1.25 : 18 + (n % 5),
          productId: product.id,
          driverId: ownDrivers.length > 0 ? ownDrivers[i % ownDrivers.length]!.id : null,
          travelType: empty ? 0 : 1,
          routeId: route.id,
          originReferenceId: route.originId,
          destinationReferenceId: route.destinationId,
          isReturn: returns,
          returnDestinationReferenceId: returns ? route.originId : null,
          expectedDepartureTime: at(plan.departure),
          expectedArrivalTime: at(plan.arrival),
          distanceKm:
            origin?.centre && destination?.centre
              ? Math.round(haversineKm(origin.centre, destination.centre) * 10) / 10
              : null,
          status: statusCode(status),
          currentLatitude: position?.latitude ?? null,
          currentLongitude: position?.longitude ?? null,
          lastLocationUpdate: position ? new Date(now.getTime() - 4 * 60_000) : null,
          currentAddressInfo: position ? (describePlace(position, landmarks) ?? null) : null,
          createdAt: new Date(now.getTime() - (60 - n) * HOUR),
        })
        .returning({ id: programmings.id });
      const id = created!.id;
      if (plan.stage)
        await tx.insert(programmingProgress).values({
          programmingId: id,
          stage: plan.stage,
          stageSince: at(plan.since ?? plan.departure),
          lastReadingAt: position ? new Date(now.getTime() - 4 * 60_000) : at(plan.since ?? plan.departure),
        });
      await tx.insert(programmingStatusChanges).values({
        programmingId: id,
        fromStatus: null,
        toStatus: statusCode(status),
        justificationId: status === 'Cancelled' ? (cancellation?.id ?? null) : null,
        changedAt: at(plan.since ?? plan.departure) ?? now,
      });
    }
  }
}
