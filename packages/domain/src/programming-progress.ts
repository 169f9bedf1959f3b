/**
 * How a started programming moves on its own: the rules the API's location refresh applies to the vehicle's
 * tracker readings, the references' fences and their contracted gate-to-gate. Pure: no I/O, and the time is always
 * passed in.
 *
 * ```mermaid
 * stateDiagram-v2
 *   [*] --> toOrigin: Start (InProgress)
 *   toOrigin --> atOrigin: enters the origin's fence
 *   atOrigin --> toDestination: leaves the origin's fence
 *   toDestination --> atDestination: enters the destination's fence
 *   atDestination --> done: leaves the destination's fence, no return (Completed)
 *   atDestination --> toReturn: leaves the destination's fence, with a return
 *   toReturn --> done: enters the return's fence (Finished)
 *   done --> [*]
 *   note right of toOrigin: InProgress, DelayedDeparture
 *   note right of atOrigin: Loading, DelayedLoading, DelayedDeparture
 *   note right of toDestination: LoadedTransit or EmptyTransit, DelayedArrival, DelayedTransit
 *   note right of atDestination: Unloading, DelayedUnloading
 *   note right of toReturn: EmptyTransit
 * ```
 *
 * A fence is entered or left only when CONFIRMING_READINGS readings in a row agree, so a truck driving past a
 * yard, or one reading thrown off by the tracker, changes nothing.
 */
import { haversineKm, pointInPolygon, polygonCentre, type GeoPoint } from './geo.ts';
import { parseDayOfWeek, type OperatingHourRecord } from './operating-hours.ts';
import type { ProgrammingStatus } from './programming-status.ts';

/** The speed assumed from the last position to the destination's centre when judging DelayedTransit. */
export const REALISTIC_SPEED_KMH = 60;
/** Readings in a row that must agree before a fence counts as entered or left. */
export const CONFIRMING_READINGS = 2;

/** A reference as the rules see it. */
export interface ProgressPlace {
  referenceId: number;
  /** The geofence's corners; fewer than three (none drawn) and the vehicle is never inside. */
  fence: GeoPoint[];
  /** The contracted gate-to-gate in minutes on a weekday (0 Sunday to 6 Saturday); 0, null or undefined: no limit. */
  contractedGateToGateMinutes: (weekday: number) => number | null | undefined;
}

export interface ProgressPlan {
  travelType: 'Empty' | 'Loaded';
  origin: ProgressPlace;
  destination: ProgressPlace;
  returnTo: ProgressPlace | null;
  /** ISO times; null (or not a date) means no delay of that kind. */
  expectedDepartureTime: string | null;
  expectedArrivalTime: string | null;
}

export type ProgressStage = 'toOrigin' | 'atOrigin' | 'toDestination' | 'atDestination' | 'toReturn' | 'done';

/** The first readings of a fence crossing not yet confirmed. */
export interface PendingCrossing {
  /** Whether those readings were inside the fence the stage watches. */
  inside: boolean;
  /** The first of them: the crossing's time once confirmed. */
  since: string;
  readings: number;
}

/** What the API stores for a started programming between two refreshes. */
export interface ProgressState {
  status: ProgrammingStatus;
  stage: ProgressStage;
  /** When the stage began: for atOrigin and atDestination, when the vehicle entered the fence. ISO. */
  stageSince: string | null;
  pending: PendingCrossing | null;
  /** The last reading applied: later refreshes skip readings at or before it, so a reading never counts twice. */
  lastReadingAt: string | null;
  /** Its position, which DelayedTransit measures from until a newer reading arrives. */
  lastPosition: GeoPoint | null;
}

/** One tracker reading (ISO time, decimal degrees). */
export interface ProgressReading {
  time: string;
  latitude: number;
  longitude: number;
}

/** What a refresh gives back: store `state` unless `ignored`. */
export interface ProgressUpdate {
  state: ProgressState;
  /** The programming is not under way (not started, or closed): `state` is the one given, untouched. */
  ignored: boolean;
  /** The status or the stage moved: worth a line in the history and a push to the monitor. */
  changed: boolean;
}

interface StageRule {
  status: (plan: ProgressPlan) => ProgrammingStatus;
  /** The fence whose crossing ends the stage, and whether that crossing is entering it or leaving it. */
  watches: ((plan: ProgressPlan) => ProgressPlace | null) | null;
  endsWhenInside: boolean;
  next: (plan: ProgressPlan) => ProgressStage;
}

const STAGES = {
  toOrigin: {
    status: () => 'InProgress',
    watches: (plan) => plan.origin,
    endsWhenInside: true,
    next: () => 'atOrigin',
  },
  atOrigin: {
    status: () => 'Loading',
    watches: (plan) => plan.origin,
    endsWhenInside: false,
    next: () => 'toDestination',
  },
  toDestination: {
    status: (plan) => (plan.travelType === 'Loaded' ? 'LoadedTransit' : 'EmptyTransit'),
    watches: (plan) => plan.destination,
    endsWhenInside: true,
    next: () => 'atDestination',
  },
  atDestination: {
    status: () => 'Unloading',
    watches: (plan) => plan.destination,
    endsWhenInside: false,
    next: (plan) => (plan.returnTo ? 'toReturn' : 'done'),
  },
  toReturn: {
    status: () => 'EmptyTransit',
    watches: (plan) => plan.returnTo,
    endsWhenInside: true,
    next: () => 'done',
  },
  done: {
    status: (plan) => (plan.returnTo ? 'Finished' : 'Completed'),
    watches: null,
    endsWhenInside: false,
    next: () => 'done',
  },
} satisfies Record<ProgressStage, StageRule>;

const NOT_UNDER_WAY: ReadonlySet<ProgrammingStatus> = new Set<ProgrammingStatus>([
  'Created',
  'Waiting',
  'Available',
  'Completed',
  'Finished',
  'Cancelled',
]);

/** Whether readings move a programming in this status: only a started one, not yet closed, moves. */
export function isUnderWay(status: ProgrammingStatus): boolean {
  return !NOT_UNDER_WAY.has(status);
}

function timeOf(time: string, caller: string): number {
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) throw new RangeError(`${caller}: now '${time}' is not a date and time.`);
  return ms;
}

/** An optional plan time in milliseconds; NaN (which no comparison passes) when absent or not a date. */
const optionalTime = (time: string | null): number => (time === null ? Number.NaN : Date.parse(time));

const SAO_PAULO_WEEKDAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'short',
});
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The weekday (0 Sunday to 6 Saturday) of an instant on São Paulo's clock, where the references' hours are kept.
 *
 * @example saoPauloWeekday('2024-06-03T01:00:00Z') // 0: Monday 01:00 UTC is still Sunday 22:00 in São Paulo
 */
export function saoPauloWeekday(time: string | number): number {
  return SHORT_WEEKDAYS.indexOf(SAO_PAULO_WEEKDAY.format(new Date(time)));
}

/**
 * A reference's `operatingHours` from the API as a ProgressPlace's gate-to-gate lookup.
 *
 * @example { referenceId: ref.id, fence: ref.points, contractedGateToGateMinutes: contractedMinutesByWeekday(ref.operatingHours) }
 */
export function contractedMinutesByWeekday(
  hours: readonly OperatingHourRecord[] | null | undefined,
): (weekday: number) => number | undefined {
  const byDay = new Map<number, number>();
  for (const hour of hours ?? []) {
    const day = parseDayOfWeek(hour.dayOfWeek);
    if (day !== undefined && !byDay.has(day)) byDay.set(day, hour.contractedGateToGateMinutes ?? 0);
  }
  return (weekday) => byDay.get(weekday);
}

/** Whether the vehicle has been in the place longer than its contracted gate-to-gate for the day it entered. */
function overstayed(place: ProgressPlace, since: string | null, nowMs: number): boolean {
  const sinceMs = since === null ? Number.NaN : Date.parse(since);
  if (Number.isNaN(sinceMs)) return false;
  const limit = place.contractedGateToGateMinutes(saoPauloWeekday(sinceMs));
  if (!limit || limit <= 0) return false;
  return nowMs - sinceMs > limit * 60_000;
}

/** Whether, from its last position at a realistic speed, the vehicle reaches the destination after the expected time. */
function arrivesLate(plan: ProgressPlan, position: GeoPoint | null, nowMs: number): boolean {
  const centre = polygonCentre(plan.destination.fence);
  if (!position || !centre) return false;
  const travelMs = (haversineKm(position, centre) / REALISTIC_SPEED_KMH) * 3_600_000;
  return nowMs + travelMs > optionalTime(plan.expectedArrivalTime);
}

type DelayRule = (plan: ProgressPlan, state: ProgressState, nowMs: number) => ProgrammingStatus | undefined;

// In order: the first that applies is the status.
const DELAYS: readonly DelayRule[] = [
  (plan, state, nowMs) =>
    state.stage === 'atOrigin' && overstayed(plan.origin, state.stageSince, nowMs)
      ? 'DelayedLoading'
      : undefined,
  (plan, state, nowMs) =>
    state.stage === 'atDestination' && overstayed(plan.destination, state.stageSince, nowMs)
      ? 'DelayedUnloading'
      : undefined,
  (plan, state, nowMs) =>
    (state.stage === 'toOrigin' || state.stage === 'atOrigin') &&
    nowMs > optionalTime(plan.expectedDepartureTime)
      ? 'DelayedDeparture'
      : undefined,
  (plan, state, nowMs) =>
    state.stage === 'toDestination' && nowMs > optionalTime(plan.expectedArrivalTime)
      ? 'DelayedArrival'
      : undefined,
  (plan, state, nowMs) =>
    state.stage === 'toDestination' && arrivesLate(plan, state.lastPosition, nowMs)
      ? 'DelayedTransit'
      : undefined,
];

/**
 * The status of a stage at `now`: the first delay that applies (DelayedLoading, DelayedUnloading, DelayedDeparture,
 * DelayedArrival, DelayedTransit, in this order; "late" is strictly after), else the stage's own status.
 * DelayedTransit measures from `state.lastPosition`.
 */
export function statusFor(plan: ProgressPlan, state: ProgressState, now: string): ProgrammingStatus {
  const nowMs = timeOf(now, 'statusFor');
  for (const delay of DELAYS) {
    const status = delay(plan, state, nowMs);
    if (status) return status;
  }
  return STAGES[state.stage].status(plan);
}

/**
 * The state Start gives: heading to the origin since `now`. Its status is InProgress, even for an Empty trip (the
 * vehicle is not in transit between the references yet), or DelayedDeparture when started after the expected
 * departure.
 */
export function startProgress(plan: ProgressPlan, now: string): ProgressState {
  const state: ProgressState = {
    status: 'InProgress',
    stage: 'toOrigin',
    stageSince: new Date(timeOf(now, 'startProgress')).toISOString(),
    pending: null,
    lastReadingAt: null,
    lastPosition: null,
  };
  return { ...state, status: statusFor(plan, state, now) };
}

function applyReading(
  plan: ProgressPlan,
  state: ProgressState,
  time: string,
  position: GeoPoint,
): ProgressState {
  const moved: ProgressState = { ...state, lastReadingAt: time, lastPosition: position };
  const rule: StageRule = STAGES[state.stage];
  const place = rule.watches?.(plan);
  if (!place) return moved;
  const inside = pointInPolygon(position, place.fence);
  if (inside !== rule.endsWhenInside) return { ...moved, pending: null };
  const pending: PendingCrossing =
    state.pending?.inside === inside
      ? { ...state.pending, readings: state.pending.readings + 1 }
      : { inside, since: time, readings: 1 };
  if (pending.readings < CONFIRMING_READINGS) return { ...moved, pending };
  return { ...moved, stage: rule.next(plan), stageSince: pending.since, pending: null };
}

/**
 * Applies new tracker readings, then the delays at `now`. Readings are taken in time order; those at or before
 * `state.lastReadingAt`, with a time that is not a date, or with a coordinate that is not a number are skipped.
 * A programming that is not under way (see isUnderWay) comes back untouched, with `ignored`.
 *
 * @example
 * const { state, ignored, changed } = advanceProgress(plan, stored, readingsSince(stored.lastReadingAt), now);
 */
export function advanceProgress(
  plan: ProgressPlan,
  state: ProgressState,
  readings: readonly ProgressReading[],
  now: string,
): ProgressUpdate {
  timeOf(now, 'advanceProgress');
  if (!isUnderWay(state.status)) return { state, ignored: true, changed: false };
  const fresh = readings
    .map((reading) => ({ reading, ms: Date.parse(reading.time) }))
    .filter(
      ({ reading, ms }) =>
        !Number.isNaN(ms) && Number.isFinite(reading.latitude) && Number.isFinite(reading.longitude),
    )
    .sort((a, b) => a.ms - b.ms);
  let next = state;
  const stored = state.lastReadingAt === null ? Number.NaN : Date.parse(state.lastReadingAt);
  let cursor = Number.isNaN(stored) ? Number.NEGATIVE_INFINITY : stored;
  for (const { reading, ms } of fresh) {
    // Also drops a repeated reading within the batch: the tracker resends its last one.
    if (ms <= cursor) continue;
    cursor = ms;
    const position = { latitude: reading.latitude, longitude: reading.longitude };
    next = applyReading(plan, next, new Date(ms).toISOString(), position);
  }
  next = { ...next, status: statusFor(plan, next, now) };
  return { state: next, ignored: false, changed: next.status !== state.status || next.stage !== state.stage };
}
