/** Spec 02 §9: the monitor polls every 30 seconds. */
export const DEFAULT_MONITOR_POLL_MS = 30_000;
/** A shorter interval (a test build's) is honoured down to this, so a typo cannot hammer the API. */
const MIN_MONITOR_POLL_MS = 1_000;

/** The poll interval from a build setting (milliseconds): the spec's 30 seconds when unset or not a number. */
export function pollIntervalFrom(setting: string | undefined): number {
  const value = Number(setting?.trim());
  if (!setting?.trim() || !Number.isFinite(value)) return DEFAULT_MONITOR_POLL_MS;
  return Math.max(MIN_MONITOR_POLL_MS, Math.trunc(value));
}

/** VITE_MONITOR_POLL_MS at build time: the end-to-end build polls every 1.5 seconds instead of 30. */
export const MONITOR_POLL_MS = pollIntervalFrom(import.meta.env.VITE_MONITOR_POLL_MS as string | undefined);

/** A poll that takes longer than this counts as failed (the portal's 10-minute time-out would stall the map). */
export const MONITOR_POLL_TIMEOUT_MS = 20_000;

/** The monitor's order until the user picks another (programmings.json's named order): trips under way first. */
export const MONITOR_DEFAULT_ORDER = 'under_way';
