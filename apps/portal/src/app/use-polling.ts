import { useEffect, useRef } from 'react';
import useSWR from 'swr';

/** What a polled screen shows: the last answer, when it came, and whether the latest try failed. */
export interface Polled<T> {
  /** The last answer received; kept through failed polls and while other parameters load. */
  data: T | undefined;
  /** When the last answer arrived (ms since the epoch), for the "last updated" time. */
  updatedAt: number | undefined;
  /** The latest poll failed; the data on screen is the last good one and the poll goes on trying. */
  failed: boolean;
  /** No answer yet for any parameters. */
  isLoading: boolean;
  /** A poll is in flight. */
  isPolling: boolean;
}

export interface PollingOptions<T> {
  intervalMs: number;
  /** Called after each answer but the first for a key: a screen refreshes what depends on the same data. */
  onPoll?: (data: T) => void;
}

interface Received<T> {
  value: T;
  at: number;
}

/**
 * Polls `fetcher` every `intervalMs` while the tab is visible (SWR's refreshInterval, which skips hidden tabs),
 * and at once when the tab shows again (SWR's focus revalidation, also fired by visibilitychange). A failed poll
 * keeps the last answer on screen and is tried again (SWR's error retry, and the next tick); a change of `key`
 * keeps the previous answer until the new one arrives, so markers and counts never blink empty.
 *
 * @example const feed = usePolling(['monitor', filters], () => fetchFeed(filters), { intervalMs: 30_000 })
 */
export function usePolling<T>(
  key: readonly unknown[] | null,
  fetcher: () => Promise<T>,
  { intervalMs, onPoll }: PollingOptions<T>,
): Polled<T> {
  const onPollRef = useRef(onPoll);
  useEffect(() => {
    onPollRef.current = onPoll;
  });
  const answered = useRef(new Set<string>());
  const swr = useSWR<Received<T>>(key, async () => ({ value: await fetcher(), at: Date.now() }), {
    refreshInterval: intervalMs,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    // Back to the tab: poll now, unless a poll ran in the last second.
    focusThrottleInterval: 1_000,
    keepPreviousData: true,
    errorRetryInterval: Math.min(5_000, intervalMs),
    onSuccess(received, swrKey) {
      const id = String(swrKey);
      if (answered.current.has(id)) onPollRef.current?.(received.value);
      else answered.current.add(id);
    },
  });
  return {
    data: swr.data?.value,
    updatedAt: swr.data?.at,
    failed: swr.error !== undefined,
    isLoading: swr.isLoading && swr.data === undefined,
    isPolling: swr.isValidating,
  };
}
