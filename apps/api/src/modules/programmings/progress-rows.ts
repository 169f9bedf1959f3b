import {
  PROGRAMMING_STATUSES,
  type ProgrammingStatus,
  type ProgressPlan,
  type ProgressStage,
  type ProgressState,
  parseProgrammingStatus,
} from '@frota/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { programmings, vehiclePlates } from '../../db/generated/entity-tables.ts';
import type { ReferencePlace } from './places.ts';
import { programmingProgress } from './tables.ts';

/** A status as stored: its number (spec 02 §4's order). */
export function statusCode(status: ProgrammingStatus): number {
  return PROGRAMMING_STATUSES.indexOf(status);
}

const PROGRESS_COLUMNS = {
  id: programmings.id,
  status: programmings.status,
  travelType: programmings.travelType,
  originReferenceId: programmings.originReferenceId,
  destinationReferenceId: programmings.destinationReferenceId,
  isReturn: programmings.isReturn,
  returnDestinationReferenceId: programmings.returnDestinationReferenceId,
  expectedDepartureTime: programmings.expectedDepartureTime,
  expectedArrivalTime: programmings.expectedArrivalTime,
  currentLatitude: programmings.currentLatitude,
  currentLongitude: programmings.currentLongitude,
  currentAddressInfo: programmings.currentAddressInfo,
  plate: vehiclePlates.plate,
  stage: programmingProgress.stage,
  stageSince: programmingProgress.stageSince,
  pendingInside: programmingProgress.pendingInside,
  pendingSince: programmingProgress.pendingSince,
  pendingReadings: programmingProgress.pendingReadings,
  lastReadingAt: programmingProgress.lastReadingAt,
};

/** A programming as the status rules read it: its plan, its main plate and where it stands. */
export type ProgressRow = Awaited<ReturnType<typeof selectProgressRows>>[number];

/** The programmings `where` selects, with their main plate and progress (none before Start). */
export function selectProgressRows(db: Pick<Database, 'select'>, where: SQL | undefined) {
  return db
    .select(PROGRESS_COLUMNS)
    .from(programmings)
    .leftJoin(vehiclePlates, eq(vehiclePlates.id, programmings.mainVehiclePlateId))
    .leftJoin(programmingProgress, eq(programmingProgress.programmingId, programmings.id))
    .where(where);
}

/** The reference ids a row's plan needs. */
export function planReferenceIds(row: ProgressRow): number[] {
  const ids = [row.originReferenceId, row.destinationReferenceId];
  if (row.isReturn && row.returnDestinationReferenceId) ids.push(row.returnDestinationReferenceId);
  return ids;
}

const EMPTY_PLACE = (referenceId: number): ReferencePlace => ({
  referenceId,
  name: '',
  fence: [],
  centre: undefined,
  contractedGateToGateMinutes: () => undefined,
});

/** The plan of a row, from the loaded references (a vanished one counts as a place without a fence). */
export function planOf(row: ProgressRow, places: ReadonlyMap<number, ReferencePlace>): ProgressPlan {
  const place = (id: number) => places.get(id) ?? EMPTY_PLACE(id);
  const returnId = row.isReturn ? row.returnDestinationReferenceId : null;
  return {
    travelType: row.travelType === 0 ? 'Empty' : 'Loaded',
    origin: place(row.originReferenceId),
    destination: place(row.destinationReferenceId),
    returnTo: returnId ? place(returnId) : null,
    expectedDepartureTime: row.expectedDepartureTime?.toISOString() ?? null,
    expectedArrivalTime: row.expectedArrivalTime?.toISOString() ?? null,
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Where a row stands, as the rules take it; undefined for a status nobody knows. */
export function stateOf(row: ProgressRow): ProgressState | undefined {
  const status = parseProgrammingStatus(row.status);
  if (!status) return undefined;
  const position =
    row.currentLatitude !== null && row.currentLongitude !== null
      ? { latitude: row.currentLatitude, longitude: row.currentLongitude }
      : null;
  return {
    status,
    stage: (row.stage as ProgressStage | null) ?? 'toOrigin',
    stageSince: iso(row.stageSince),
    pending:
      row.pendingInside !== null && row.pendingSince
        ? {
            inside: row.pendingInside,
            since: row.pendingSince.toISOString(),
            readings: row.pendingReadings ?? 1,
          }
        : null,
    lastReadingAt: iso(row.lastReadingAt),
    lastPosition: position,
  };
}

/** A state as the progress table keeps it. */
export function progressValues(programmingId: number, state: ProgressState) {
  return {
    programmingId,
    stage: state.stage,
    stageSince: state.stageSince ? new Date(state.stageSince) : null,
    pendingInside: state.pending?.inside ?? null,
    pendingSince: state.pending ? new Date(state.pending.since) : null,
    pendingReadings: state.pending?.readings ?? null,
    lastReadingAt: state.lastReadingAt ? new Date(state.lastReadingAt) : null,
  };
}
