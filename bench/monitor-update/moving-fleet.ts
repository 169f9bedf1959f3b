/**
 * The monitor's server side for the update bench: a fleet that moves between polls, and the list's page of
 * five rows that changes a little with it. Every answer goes out as JSON text (what the network carries) and
 * the portal's side parses it, as `response.json()` would.
 */
import { PROGRAMMING_STATUSES, type ProgrammingStatus, type TrackedVehicle } from '@frota/domain';
import type { ListPage } from '@frota/engine';
import {
  monitorFeedOf,
  syntheticFleet,
} from '../../apps/portal/src/features/monitor/monitor-story-fixtures.ts';
import type { ProgrammingRow } from '../../apps/portal/src/features/programmings/list/programming-row.ts';
import { programmingRecords } from '../../apps/portal/src/features/programmings/programming-story-fixtures.ts';

/** What changes from one poll to the next. */
export const FLEET_CHANGES = {
  /** Share of the vehicles with a new position (the others' trackers did not report in 30 s). */
  moved: 0.98,
  /** Vehicles whose status changes (about 2% of 2,000). */
  statusChanges: 40,
  /** Vehicles that leave the answer (trip closed) and as many new ones that enter it. */
  churn: 5,
  /** Largest step in degrees, north-south and east-west (~550 m: 60 km/h for 30 s). */
  stepDegrees: 0.005,
};

/** Statuses a tracked vehicle moves between: under way and late, as the location refresh writes them. */
const MOVING: readonly ProgrammingStatus[] = [
  'Loading',
  'LoadedTransit',
  'Unloading',
  'InProgress',
  'EmptyTransit',
  'DelayedLoading',
  'DelayedTransit',
  'DelayedUnloading',
  'DelayedArrival',
];

/** A small seeded generator (mulberry32): the same fleet and the same moves on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const six = (value: number) => Number(value.toFixed(6));

/** The texts of one poll: the monitor's answer and the list page's answer, each in the API's envelope. */
export interface PollTexts {
  feed: string;
  rows: string;
  /** The answer's numbers, to check what the screen shows. */
  vehicles: number;
  waiting: number;
  inExecution: number;
  delayed: number;
  firstRowAddress: string;
}

/**
 * `count` vehicles from `syntheticFleet` (programming and plate ids from 10,000), moved and re-coloured on
 * each `next()`, with a few leaving and entering (never `pinned`, the selected one); and the first page (five rows) of the stub programmings,
 * whose positions and times follow the clock.
 */
export function movingFleet(
  count: number,
  { startAt = Date.parse('2026-03-16T13:00:00.000Z'), pinned }: { startAt?: number; pinned?: number } = {},
) {
  const random = seeded(20_260_316);
  const template = syntheticFleet(count);
  let vehicles: TrackedVehicle[] = template.map((vehicle) => ({
    ...vehicle,
    latitude: six(vehicle.latitude),
    longitude: six(vehicle.longitude),
  }));
  let nextId = 10_000 + count;
  let clock = startAt;
  let poll = 0;
  let started = false;
  const rows: ProgrammingRow[] = programmingRecords().slice(0, 5);

  function fresh(index: number): TrackedVehicle {
    const like = template[index % template.length]!;
    const id = nextId++;
    return {
      ...like,
      programmingId: id,
      vehiclePlateId: id,
      status: PROGRAMMING_STATUSES.indexOf('Loading'),
      latitude: six(like.latitude + (random() - 0.5) * 0.1),
      longitude: six(like.longitude + (random() - 0.5) * 0.1),
      updatedAt: new Date(clock).toISOString(),
    };
  }

  function advance() {
    poll += 1;
    clock += 30_000;
    const now = new Date(clock).toISOString();
    const step = FLEET_CHANGES.stepDegrees;
    const next = vehicles.map((vehicle) =>
      random() < FLEET_CHANGES.moved
        ? {
            ...vehicle,
            latitude: six(vehicle.latitude + (random() - 0.5) * 2 * step),
            longitude: six(vehicle.longitude + (random() - 0.5) * 2 * step),
            updatedAt: now,
          }
        : vehicle,
    );
    for (let i = 0; i < FLEET_CHANGES.statusChanges; i++) {
      const index = Math.floor(random() * next.length);
      const status = MOVING[Math.floor(random() * MOVING.length)]!;
      next[index] = { ...next[index]!, status: PROGRAMMING_STATUSES.indexOf(status) };
    }
    for (let left = 0; left < FLEET_CHANGES.churn;) {
      const index = Math.floor(random() * next.length);
      if (next[index]!.programmingId === pinned) continue; // the selected vehicle stays
      next.splice(index, 1);
      left += 1;
    }
    for (let i = 0; i < FLEET_CHANGES.churn; i++) next.push(fresh(poll * 7 + i));
    vehicles = next;

    // The list's page: the positioned rows move on, and every fourth poll one row changes its status.
    for (const [index, row] of rows.entries()) {
      if (row.currentAddressInfo) {
        row.currentAddressInfo = `${((poll * 3 + index * 17) % 900) / 10} km de CD Campinas`.replace(
          '.',
          ',',
        );
        row.lastLocationUpdate = now;
      }
    }
    if (poll % 4 === 0) {
      const row = rows[poll % rows.length]!;
      row.status = PROGRAMMING_STATUSES.indexOf(MOVING[poll % MOVING.length]!);
    }
  }

  /** The answers of the next poll (the first call answers the fleet as generated). */
  function next(): PollTexts {
    if (started) advance();
    started = true;
    const feed = monitorFeedOf([], {}, vehicles);
    const page: ListPage<ProgrammingRow> = {
      itens: rows,
      totalPages: 5,
      totalItems: 23,
      page: 1,
      perPage: 5,
    };
    return {
      feed: JSON.stringify({ success: true, data: feed }),
      rows: JSON.stringify({ success: true, data: page }),
      vehicles: feed.vehicles.length,
      waiting: feed.counts.waiting,
      inExecution: feed.counts.inExecution,
      delayed: feed.counts.delayed,
      firstRowAddress: rows.find((row) => row.currentAddressInfo)?.currentAddressInfo ?? '',
    };
  }

  return { next };
}
