import { describe, expect, it } from 'vitest';
import { haversineKm, polygonCentre, type GeoPoint } from './geo.ts';
import {
  advanceProgress,
  CONFIRMING_READINGS,
  contractedMinutesByWeekday,
  isUnderWay,
  REALISTIC_SPEED_KMH,
  saoPauloWeekday,
  startProgress,
  statusFor,
  type ProgressPlace,
  type ProgressPlan,
  type ProgressReading,
  type ProgressState,
} from './programming-progress.ts';
import type { ProgrammingStatus } from './programming-status.ts';

/** A square fence of about 2 km a side around a point. */
const square = ({ latitude, longitude }: GeoPoint, half = 0.01): GeoPoint[] => [
  { latitude: latitude - half, longitude: longitude - half },
  { latitude: latitude - half, longitude: longitude + half },
  { latitude: latitude + half, longitude: longitude + half },
  { latitude: latitude + half, longitude: longitude - half },
];

const ORIGIN: GeoPoint = { latitude: -23.5, longitude: -46.6 };
const DESTINATION: GeoPoint = { latitude: -23.6, longitude: -46.7 };
const RETURN: GeoPoint = { latitude: -23.4, longitude: -46.5 };
/** Outside every fence. */
const ROAD: GeoPoint = { latitude: -23.55, longitude: -46.65 };

const place = (
  referenceId: number,
  centre: GeoPoint,
  minutes: (weekday: number) => number | undefined = () => undefined,
): ProgressPlace => ({ referenceId, fence: square(centre), contractedGateToGateMinutes: minutes });

const plan = (overrides: Partial<ProgressPlan> = {}): ProgressPlan => ({
  travelType: 'Loaded',
  origin: place(1, ORIGIN),
  destination: place(2, DESTINATION),
  returnTo: null,
  expectedDepartureTime: null,
  expectedArrivalTime: null,
  ...overrides,
});

/** A Wednesday, 09:00 in São Paulo. */
const START = Date.parse('2024-06-05T12:00:00Z');
/** The ISO time `minutes` (and `seconds`) after START. */
const at = (minutes: number, seconds = 0): string =>
  new Date(START + minutes * 60_000 + seconds * 1000).toISOString();
const reading = (minutes: number, { latitude, longitude }: GeoPoint): ProgressReading => ({
  time: at(minutes),
  latitude,
  longitude,
});

/** A state in a stage, as a previous refresh would have stored it. */
const inStage = (
  stage: ProgressState['stage'],
  stageSince: string,
  overrides: Partial<ProgressState> = {},
): ProgressState => ({
  status: 'InProgress',
  stage,
  stageSince,
  pending: null,
  lastReadingAt: stageSince,
  lastPosition: null,
  ...overrides,
});

/** Applies readings one refresh each (now = the reading's time) and lists the statuses after each. */
function drive(
  trip: ProgressPlan,
  path: Array<[number, GeoPoint]>,
): { statuses: ProgrammingStatus[]; state: ProgressState } {
  let state = startProgress(trip, at(0));
  const statuses: ProgrammingStatus[] = [];
  for (const [minutes, point] of path) {
    state = advanceProgress(trip, state, [reading(minutes, point)], at(minutes)).state;
    statuses.push(state.status);
  }
  return { statuses, state };
}

describe('startProgress', () => {
  it('heads to the origin, InProgress since now, for a Loaded and for an Empty trip', () => {
    const expected: ProgressState = {
      status: 'InProgress',
      stage: 'toOrigin',
      stageSince: at(0),
      pending: null,
      lastReadingAt: null,
      lastPosition: null,
    };
    expect(startProgress(plan(), at(0))).toEqual(expected);
    expect(startProgress(plan({ travelType: 'Empty' }), at(0))).toEqual(expected);
  });

  it('is DelayedDeparture when started after the expected departure', () => {
    expect(startProgress(plan({ expectedDepartureTime: at(0, -1) }), at(0)).status).toBe('DelayedDeparture');
    expect(startProgress(plan({ expectedDepartureTime: at(0) }), at(0)).status).toBe('InProgress');
  });

  it('refuses a now that is not a date', () => {
    expect(() => startProgress(plan(), 'ontem')).toThrow(RangeError);
  });
});

describe('advanceProgress: the journey', () => {
  it('takes a Loaded trip through Loading, LoadedTransit and Unloading to Completed', () => {
    const { statuses, state } = drive(plan(), [
      [1, ROAD],
      [2, ORIGIN],
      [3, ORIGIN],
      [4, ROAD],
      [5, ROAD],
      [6, DESTINATION],
      [7, DESTINATION],
      [8, ROAD],
      [9, ROAD],
    ]);
    expect(statuses).toEqual([
      'InProgress',
      'InProgress',
      'Loading',
      'Loading',
      'LoadedTransit',
      'LoadedTransit',
      'Unloading',
      'Unloading',
      'Completed',
    ]);
    expect(state).toMatchObject({ stage: 'done', stageSince: at(8), pending: null, lastReadingAt: at(9) });
  });

  it('is EmptyTransit between the references of an Empty trip', () => {
    const { statuses } = drive(plan({ travelType: 'Empty' }), [
      [1, ORIGIN],
      [2, ORIGIN],
      [3, ROAD],
      [4, ROAD],
      [5, DESTINATION],
      [6, DESTINATION],
    ]);
    expect(statuses).toEqual([
      'InProgress',
      'Loading',
      'Loading',
      'EmptyTransit',
      'EmptyTransit',
      'Unloading',
    ]);
  });

  it('with a return, goes back EmptyTransit and is Finished on entering the return', () => {
    const { statuses, state } = drive(plan({ returnTo: place(3, RETURN) }), [
      [1, ORIGIN],
      [2, ORIGIN],
      [3, ROAD],
      [4, ROAD],
      [5, DESTINATION],
      [6, DESTINATION],
      [7, ROAD],
      [8, ROAD],
      [9, RETURN],
      [10, RETURN],
    ]);
    expect(statuses.slice(5)).toEqual(['Unloading', 'Unloading', 'EmptyTransit', 'EmptyTransit', 'Finished']);
    expect(state).toMatchObject({ stage: 'done', stageSince: at(9) });
  });

  it('takes a whole day of readings in one refresh', () => {
    const path: Array<[number, GeoPoint]> = [
      [1, ORIGIN],
      [2, ORIGIN],
      [3, ROAD],
      [4, ROAD],
      [5, DESTINATION],
      [6, DESTINATION],
    ];
    const update = advanceProgress(
      plan(),
      startProgress(plan(), at(0)),
      path.map(([minutes, point]) => reading(minutes, point)),
      at(6),
    );
    expect(update).toMatchObject({ ignored: false, changed: true });
    expect(update.state).toMatchObject({ status: 'Unloading', stage: 'atDestination', stageSince: at(5) });
  });
});

describe('advanceProgress: a fence counts after two readings', () => {
  it('needs two readings', () => {
    expect(CONFIRMING_READINGS).toBe(2);
  });

  it('ignores a single reading inside a fence while driving past it', () => {
    const { statuses, state } = drive(plan(), [
      [1, ROAD],
      [2, ORIGIN],
      [3, ROAD],
    ]);
    expect(statuses).toEqual(['InProgress', 'InProgress', 'InProgress']);
    expect(state).toMatchObject({ stage: 'toOrigin', pending: null });
  });

  it('keeps the first reading pending, then confirms it with the second: the stage began at the first', () => {
    const trip = plan();
    const first = advanceProgress(trip, startProgress(trip, at(0)), [reading(5, ORIGIN)], at(5));
    expect(first).toMatchObject({ ignored: false, changed: false });
    expect(first.state).toMatchObject({
      status: 'InProgress',
      stage: 'toOrigin',
      pending: { inside: true, since: at(5), readings: 1 },
    });

    const second = advanceProgress(trip, first.state, [reading(9, ORIGIN)], at(10));
    expect(second.changed).toBe(true);
    expect(second.state).toMatchObject({
      status: 'Loading',
      stage: 'atOrigin',
      stageSince: at(5),
      pending: null,
    });
  });

  it('does not count one reading outside the yard as leaving it', () => {
    const { statuses, state } = drive(plan(), [
      [1, ORIGIN],
      [2, ORIGIN],
      [3, ROAD],
      [4, ORIGIN],
      [5, ROAD],
    ]);
    expect(statuses).toEqual(['InProgress', 'Loading', 'Loading', 'Loading', 'Loading']);
    expect(state).toMatchObject({
      stage: 'atOrigin',
      stageSince: at(1),
      pending: { inside: false, since: at(5) },
    });
  });

  it('does not count the destination while heading to the origin', () => {
    const { state } = drive(plan(), [
      [1, DESTINATION],
      [2, DESTINATION],
    ]);
    expect(state).toMatchObject({ status: 'InProgress', stage: 'toOrigin', pending: null });
  });

  it('never enters a reference without a fence', () => {
    const trip = plan({ origin: { ...place(1, ORIGIN), fence: [] } });
    const { state } = drive(trip, [
      [1, ORIGIN],
      [2, ORIGIN],
      [3, ORIGIN],
    ]);
    expect(state).toMatchObject({ status: 'InProgress', stage: 'toOrigin', pending: null });
  });

  it('does not change the state it is given', () => {
    const trip = plan();
    const start = startProgress(trip, at(0));
    const pending = advanceProgress(trip, start, [reading(1, ORIGIN)], at(1)).state;
    const frozen = structuredClone(pending);
    advanceProgress(trip, pending, [reading(2, ORIGIN)], at(2));
    expect(pending).toEqual(frozen);
    expect(start.pending).toBeNull();
  });
});

describe('advanceProgress: readings', () => {
  it('sorts the readings by time, keeping the latest position', () => {
    const update = advanceProgress(
      plan(),
      startProgress(plan(), at(0)),
      [reading(3, ORIGIN), reading(1, ROAD), reading(2, ORIGIN)],
      at(3),
    );
    expect(update.state).toMatchObject({
      status: 'Loading',
      stageSince: at(2),
      lastReadingAt: at(3),
      lastPosition: ORIGIN,
    });
  });

  it('skips readings at or before the last one applied, so a resent batch confirms nothing', () => {
    const trip = plan();
    const batch = [reading(1, ROAD), reading(2, ORIGIN)];
    const once = advanceProgress(trip, startProgress(trip, at(0)), batch, at(2)).state;
    const again = advanceProgress(trip, once, batch, at(3));
    expect(again.state).toEqual(once);
    expect(again.changed).toBe(false);
  });

  it('counts a reading repeated within a batch once', () => {
    const update = advanceProgress(
      plan(),
      startProgress(plan(), at(0)),
      [reading(1, ORIGIN), reading(1, ORIGIN)],
      at(1),
    );
    expect(update.state).toMatchObject({ stage: 'toOrigin', pending: { readings: 1 } });
  });

  it('skips a reading whose time is not a date or whose coordinates are not numbers', () => {
    const update = advanceProgress(
      plan(),
      startProgress(plan(), at(0)),
      [
        reading(1, ORIGIN),
        { ...reading(2, ORIGIN), time: 'agora' },
        { ...reading(3, ORIGIN), latitude: Number.NaN },
      ],
      at(3),
    );
    expect(update.state).toMatchObject({ stage: 'toOrigin', lastReadingAt: at(1), pending: { readings: 1 } });
  });

  it('normalises reading times to UTC ISO', () => {
    const update = advanceProgress(
      plan(),
      startProgress(plan(), at(0)),
      [{ ...ORIGIN, time: '2024-06-05T09:01:00-03:00' }],
      at(1),
    );
    expect(update.state.lastReadingAt).toBe('2024-06-05T12:01:00.000Z');
  });
});

describe('advanceProgress: programmings not under way', () => {
  const closed: ProgrammingStatus[] = [
    'Created',
    'Waiting',
    'Available',
    'Completed',
    'Finished',
    'Cancelled',
  ];

  it.each(closed)('returns a %s programming as it is, ignored', (status) => {
    const state = inStage('toOrigin', at(0), { status });
    const update = advanceProgress(plan(), state, [reading(1, ORIGIN), reading(2, ORIGIN)], at(2));
    expect(update).toEqual({ state, ignored: true, changed: false });
    expect(update.state).toBe(state);
    expect(isUnderWay(status)).toBe(false);
  });

  it('moves every other status, delays included', () => {
    const state = inStage('toOrigin', at(0), { status: 'DelayedDeparture' });
    const update = advanceProgress(plan(), state, [reading(1, ORIGIN), reading(2, ORIGIN)], at(2));
    expect(update.state.status).toBe('Loading');
    expect(isUnderWay('DelayedTransit')).toBe(true);
  });

  it('refuses a now that is not a date', () => {
    expect(() => advanceProgress(plan(), startProgress(plan(), at(0)), [], '')).toThrow(RangeError);
    expect(() => statusFor(plan(), startProgress(plan(), at(0)), 'x')).toThrow(RangeError);
  });
});

describe('statusFor: delays', () => {
  it('is DelayedLoading after more than the origin’s contracted gate-to-gate of the day it entered', () => {
    // START is a Wednesday: 30 minutes contracted.
    const trip = plan({ origin: place(1, ORIGIN, (weekday) => (weekday === 3 ? 30 : undefined)) });
    const state = inStage('atOrigin', at(0));
    expect(statusFor(trip, state, at(29))).toBe('Loading');
    expect(statusFor(trip, state, at(30))).toBe('Loading');
    expect(statusFor(trip, state, at(31))).toBe('DelayedLoading');
  });

  it('has no loading limit when the contracted gate-to-gate is 0 or missing', () => {
    const state = inStage('atOrigin', at(0));
    expect(statusFor(plan({ origin: place(1, ORIGIN, () => 0) }), state, at(5000))).toBe('Loading');
    expect(statusFor(plan(), state, at(5000))).toBe('Loading');
  });

  it('takes the gate-to-gate of the weekday on São Paulo’s clock', () => {
    // Monday 01:00 UTC is Sunday 22:00 in São Paulo.
    const sundayInSaoPaulo = '2024-06-03T01:00:00.000Z';
    expect(saoPauloWeekday(sundayInSaoPaulo)).toBe(0);
    expect(saoPauloWeekday('2024-06-03T03:00:00Z')).toBe(1);
    const trip = plan({ origin: place(1, ORIGIN, (weekday) => (weekday === 0 ? 10 : 600)) });
    const now = '2024-06-03T01:11:00.000Z';
    expect(statusFor(trip, inStage('atOrigin', sundayInSaoPaulo), now)).toBe('DelayedLoading');
  });

  it('is DelayedUnloading after more than the destination’s contracted gate-to-gate', () => {
    const trip = plan({ destination: place(2, DESTINATION, () => 45) });
    const state = inStage('atDestination', at(0));
    expect(statusFor(trip, state, at(44))).toBe('Unloading');
    expect(statusFor(trip, state, at(45))).toBe('Unloading');
    expect(statusFor(trip, state, at(46))).toBe('DelayedUnloading');
  });

  it('is DelayedDeparture when the vehicle has not left the origin by the expected departure', () => {
    const trip = plan({ expectedDepartureTime: at(60) });
    for (const stage of ['toOrigin', 'atOrigin'] as const) {
      const state = inStage(stage, at(0));
      const base = stage === 'toOrigin' ? 'InProgress' : 'Loading';
      expect(statusFor(trip, state, at(59, 59))).toBe(base);
      expect(statusFor(trip, state, at(60))).toBe(base);
      expect(statusFor(trip, state, at(60, 1))).toBe('DelayedDeparture');
    }
    expect(statusFor(trip, inStage('toDestination', at(0)), at(90))).toBe('LoadedTransit');
  });

  it('puts DelayedLoading before DelayedDeparture', () => {
    const trip = plan({ origin: place(1, ORIGIN, () => 30), expectedDepartureTime: at(10) });
    const state = inStage('atOrigin', at(0));
    expect(statusFor(trip, state, at(20))).toBe('DelayedDeparture');
    expect(statusFor(trip, state, at(31))).toBe('DelayedLoading');
  });

  it('is DelayedArrival after the expected arrival, before the destination', () => {
    const trip = plan({ expectedArrivalTime: at(120) });
    const unknownPosition = inStage('toDestination', at(0));
    expect(statusFor(trip, unknownPosition, at(120))).toBe('LoadedTransit');
    expect(statusFor(trip, unknownPosition, at(120, 1))).toBe('DelayedArrival');
    // Known to be on the road, it is already late in transit at the expected time itself.
    expect(statusFor(trip, { ...unknownPosition, lastPosition: ROAD }, at(120))).toBe('DelayedTransit');
    expect(statusFor(trip, { ...unknownPosition, lastPosition: ROAD }, at(120, 1))).toBe('DelayedArrival');
  });

  it(`is DelayedTransit when ${REALISTIC_SPEED_KMH} km/h from the last position arrives after the expected time`, () => {
    const trip = plan({ expectedArrivalTime: at(120) });
    const centre = polygonCentre(trip.destination.fence) as GeoPoint;
    const travelSeconds = (haversineKm(ROAD, centre) / REALISTIC_SPEED_KMH) * 3600;
    expect(travelSeconds).toBeGreaterThan(60);
    const state = inStage('toDestination', at(0), { lastPosition: ROAD });
    expect(statusFor(trip, state, at(120, -travelSeconds - 1))).toBe('LoadedTransit');
    expect(statusFor(trip, state, at(120, -travelSeconds + 1))).toBe('DelayedTransit');
    // At the centre (its entry not yet confirmed) the vehicle is due now: exactly on time is not late.
    const atCentre = inStage('toDestination', at(0), { lastPosition: centre });
    expect(statusFor(trip, atCentre, at(120))).toBe('LoadedTransit');
  });

  it('does not judge the transit without a destination fence or an expected arrival', () => {
    const state = inStage('toDestination', at(0), { lastPosition: ROAD });
    const noFence = plan({
      destination: { ...place(2, DESTINATION), fence: [] },
      expectedArrivalTime: at(1),
    });
    expect(statusFor(noFence, state, at(0))).toBe('LoadedTransit');
    expect(statusFor(plan(), state, at(100_000))).toBe('LoadedTransit');
  });

  it('has no delay on the way back', () => {
    const trip = plan({
      returnTo: place(3, RETURN),
      expectedDepartureTime: at(0),
      expectedArrivalTime: at(0),
    });
    expect(statusFor(trip, inStage('toReturn', at(0), { lastPosition: ROAD }), at(999))).toBe('EmptyTransit');
  });

  it('changes the status with the time alone, and says so', () => {
    const trip = plan({ expectedDepartureTime: at(60) });
    const state = startProgress(trip, at(0));
    expect(advanceProgress(trip, state, [], at(60)).changed).toBe(false);
    const late = advanceProgress(trip, state, [], at(61));
    expect(late).toMatchObject({
      ignored: false,
      changed: true,
      state: { status: 'DelayedDeparture', stage: 'toOrigin' },
    });
  });
});

describe('contractedMinutesByWeekday', () => {
  it('reads a reference’s operating hours by weekday, numbers or names', () => {
    const minutes = contractedMinutesByWeekday([
      { dayOfWeek: 0, contractedGateToGateMinutes: 30 },
      { dayOfWeek: 'Monday', contractedGateToGateMinutes: 45 },
      { dayOfWeek: 'terça-feira', contractedGateToGateMinutes: null },
    ]);
    expect([0, 1, 2, 3].map(minutes)).toEqual([30, 45, 0, undefined]);
    expect(contractedMinutesByWeekday(null)(0)).toBeUndefined();
  });
});
