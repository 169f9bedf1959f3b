// Fixtures of the monitor's stories and component tests: the programmings' stub API (../programmings) plus the
// monitor's poll, answered from the same records as the real server answers it (counts by card under every
// filter but the status, one vehicle per main plate with the newest position), and synthetic fleets for the
// "many vehicles" states.
import {
  MONITOR_CARDS,
  type MonitorCardKey,
  type MonitorFeed,
  PROGRAMMING_STATUSES,
  type TrackedVehicle,
} from '@frota/domain';
import type { ProgrammingRow } from '../programmings/list/programming-row.ts';
import {
  installStubApi,
  passesFilters,
  programmingApi,
  type ProgrammingApiOptions,
  programmingRecords,
  programmingsSummary,
  queryOf,
  STUB_FILTERS,
} from '../programmings/programming-story-fixtures.ts';

const LOCATIONS = `${programmingsSummary.api.basePath}/locations`;

const cardOf = (status: number): MonitorCardKey | undefined =>
  MONITOR_CARDS.find((card) => (card.statuses as readonly string[]).includes(PROGRAMMING_STATUSES[status]!))
    ?.key;

/** A vehicle of a stub programming, when it has a position. */
function trackedOf(row: ProgrammingRow): TrackedVehicle | undefined {
  if (row.currentLatitude == null || row.currentLongitude == null || row.mainVehiclePlateId == null) return;
  return {
    programmingId: row.id,
    vehiclePlateId: row.mainVehiclePlateId,
    status: Number(row.status),
    plates: [row.mainVehiclePlateName, row.semiTrailer1Name, row.semiTrailer2Name].filter(
      (plate): plate is string => Boolean(plate),
    ),
    origin: row.originReferenceName || null,
    destination: row.destinationReferenceName || null,
    address: row.currentAddressInfo || null,
    latitude: row.currentLatitude,
    longitude: row.currentLongitude,
    updatedAt: row.lastLocationUpdate || null,
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UNDER_WAY = ['InProgress', 'Loading', 'LoadedTransit', 'Unloading', 'EmptyTransit', 'DelayedTransit'];

/**
 * `count` trucks under way spread over the South-East and South (seeded, so a story looks the same each time),
 * numbered from programming 10,000 and plate 10,000.
 */
export function syntheticFleet(count: number): TrackedVehicle[] {
  return Array.from({ length: count }, (_, index) => {
    const plate = `${LETTERS[index % 26]}${LETTERS[Math.trunc(index / 26) % 26]}${LETTERS[(index * 7) % 26]}${index % 10}${LETTERS[(index * 3) % 26]}${String(index % 100).padStart(2, '0')}`;
    return {
      programmingId: 10_000 + index,
      vehiclePlateId: 10_000 + index,
      status: PROGRAMMING_STATUSES.indexOf(UNDER_WAY[index % UNDER_WAY.length] as 'Loading'),
      plates: [plate],
      origin: 'CD Campinas',
      destination: 'Porto de Santos – Terminal 1',
      address: `${((index * 37) % 900) / 10} km de CD Campinas`.replace('.', ','),
      latitude: Number((-19 - ((index * 7919) % 8000) / 1000).toFixed(5)),
      longitude: Number((-44 - ((index * 104729) % 9000) / 1000).toFixed(5)),
      updatedAt: new Date(Date.parse('2026-03-16T13:00:00.000Z') - (index % 60) * 60_000).toISOString(),
    };
  });
}

/** The poll's answer from the stub's records, as the server computes it. */
export function monitorFeedOf(
  records: readonly ProgrammingRow[],
  query: Record<string, string>,
  extra: readonly TrackedVehicle[] = [],
): MonitorFeed {
  const counts = Object.fromEntries(MONITOR_CARDS.map((card) => [card.key, 0])) as Record<
    MonitorCardKey,
    number
  >;
  for (const row of records) {
    const card = passesFilters(row, query, 'status') ? cardOf(Number(row.status)) : undefined;
    if (card) counts[card] += 1;
  }
  const newest = new Map<number, TrackedVehicle>();
  for (const row of records) {
    const vehicle = passesFilters(row, query) ? trackedOf(row) : undefined;
    const shown = vehicle && newest.get(vehicle.vehiclePlateId);
    if (vehicle && (!shown || (vehicle.updatedAt ?? '') > (shown.updatedAt ?? '')))
      newest.set(vehicle.vehiclePlateId, vehicle);
  }
  const unfiltered = !STUB_FILTERS.some((param) => query[param]);
  for (const vehicle of unfiltered ? extra : []) {
    const card = cardOf(vehicle.status);
    if (card) counts[card] += 1;
  }
  return {
    counts,
    vehicles: [...newest.values(), ...(unfiltered ? extra : [])],
    truncated: false,
    generatedAt: new Date().toISOString(),
  };
}

export interface MonitorApiOptions extends ProgrammingApiOptions {
  /** Synthetic trucks added to the unfiltered map and counts (the "many vehicles" state). */
  extraVehicles?: number;
  /** The poll fails (500) from this poll on, counting from 1; 1 fails them all. */
  failFrom?: number;
  /** The poll never answers (the loading state). */
  pending?: boolean;
}

/** The programmings' stub API with the monitor's poll. */
export function monitorApi({
  extraVehicles = 0,
  failFrom,
  pending = false,
  onCall,
  ...options
}: MonitorApiOptions = {}): typeof fetch {
  const records = options.records ?? programmingRecords();
  const programmings = programmingApi({ ...options, records, onCall });
  const extra = syntheticFleet(extraVehicles);
  let polls = 0;
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.pathname !== LOCATIONS) return programmings(input, init);
    const query = queryOf(url.searchParams);
    onCall?.({
      method: 'GET',
      path: url.pathname,
      query,
      search: url.searchParams.toString(),
      body: undefined,
    });
    polls += 1;
    if (pending) return new Promise<Response>(() => {});
    if (failFrom !== undefined && polls >= failFrom)
      return new Response(JSON.stringify({ success: false, errors: ['Falha simulada.'] }), { status: 500 });
    return new Response(JSON.stringify({ success: true, data: monitorFeedOf(records, query, extra) }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

/** Installs the monitor's stub API in place of `fetch` and signs an Admin in; returns the undo. */
export function installMonitorApi(options: MonitorApiOptions = {}): () => void {
  return installStubApi(monitorApi(options));
}
