import type { MONITOR_CARDS } from './programming-status.ts';

/** A counter card of the monitor (spec 02 §4): waiting, inExecution, delayed, finished, cancelled. */
export type MonitorCardKey = (typeof MONITOR_CARDS)[number]['key'];

/**
 * A vehicle on the tracking map: the last known position of a main plate, with the programming that placed it
 * there (of the programmings the filters select, the one whose position is the newest).
 */
export interface TrackedVehicle {
  /** The programming the marker stands for; the marker's id and what selecting it selects. */
  programmingId: number;
  /** The main plate's id: one marker per vehicle. */
  vehiclePlateId: number;
  /** The programming's status as its number (0 Waiting ... 15 DelayedArrival). */
  status: number;
  /** The main plate first, then the semi-trailers, as stored (ABC1D23; the portal formats them). */
  plates: string[];
  origin: string | null;
  destination: string | null;
  /** Where the last reading was, in words ("Em Usina Jataí", "12,4 km de Usina Jataí"). */
  address: string | null;
  latitude: number;
  longitude: number;
  /** When the position was last written (ISO 8601), null when unknown. */
  updatedAt: string | null;
}

/**
 * The monitor's poll answer (`GET /v1/backoffice/programmings/locations` with the list's filters): the counter
 * cards' counts, which follow every filter but the status (so a card's click does not empty the others), and the
 * vehicles with a position, which follow every filter.
 */
export interface MonitorFeed {
  counts: Record<MonitorCardKey, number>;
  vehicles: TrackedVehicle[];
  /** True when more vehicles matched than an answer carries (MONITOR_MAX_VEHICLES, the newest positions kept). */
  truncated: boolean;
  /** The server's time of the answer (ISO 8601). */
  generatedAt: string;
}

/** The most vehicles one poll answer carries. */
export const MONITOR_MAX_VEHICLES = 5_000;
