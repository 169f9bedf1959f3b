import type { MonitorFeed } from '@frota/domain';
import { appendFilters, type EntityApi, type EntitySchema, readData } from '@frota/engine';
import { http } from '../../http/client.ts';
import { MONITOR_POLL_TIMEOUT_MS } from './monitor-config.ts';

/** The monitor's poll failed to answer in time. */
export class PollTimeoutError extends Error {
  constructor() {
    super('O monitor não recebeu resposta a tempo.');
    this.name = 'PollTimeoutError';
  }
}

/**
 * `GET {basePath}/locations` with the list's filters as the list sends them (spec 02 §7; several statuses as the
 * parameter repeated): the counter cards' counts and the vehicles on the map. Quiet: the monitor says itself
 * that a poll failed, and tries again, instead of a toast every poll.
 */
export async function fetchMonitorFeed(
  entity: EntityApi & Pick<EntitySchema, 'list'>,
  filters: Readonly<Record<string, string>>,
): Promise<MonitorFeed> {
  const query = appendFilters(new URLSearchParams(), entity.list.filters, filters);
  const timeout = AbortSignal.timeout(MONITOR_POLL_TIMEOUT_MS);
  try {
    return readData<MonitorFeed>(
      await http.request({
        method: 'GET',
        path: `${entity.api.basePath}/locations`,
        query: query.toString(),
        quiet: true,
        signal: timeout,
      }),
    );
  } catch (error) {
    // The client reports the caller's own abort as silent; for a poll it is a failure to show.
    if (timeout.aborted) throw new PollTimeoutError();
    throw error;
  }
}
