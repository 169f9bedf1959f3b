import { useEffect, useRef } from 'react';
import useSWR from 'swr';

/** What a polled screen shows: the last answer, when it came, and whether the latest try failed. */
export interface Polled<T> {
  /** The last answer received; kept through failed polls and while other parameters load. */
  data: T | undefined;
  /** When the last answer arrived (ms since the epoch), for the "last updated" time. */
  updatedAt: number | undefined;
  /** The key the data on screen answers (the previous one until the new key's first answer arrives). */
  dataKey: string | undefined;
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

/** The first retry after a failed poll; each next one waits twice as long, up to the poll's interval. */
const FIRST_RETRY_MS = 5_000;

interface Received<T> {
  value: T;
  at: number;
  key: string;
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
  const dataKey = key === null ? undefined : JSON.stringify(key);
  const swr = useSWR<Received<T>>(
    key,
    async () => ({ value: await fetcher(), at: Date.now(), key: dataKey! }),
    {
      refreshInterval: intervalMs,
      refreshWhenHidden: false,
      revalidateOnFocus: true,
      // Back to the tab: poll now, unless a poll ran in the last second.
      focusThrottleInterval: 1_000,
      keepPreviousData: true,
      // SWR's interval skips a key in error, and its own retry backs off up to half an hour: a monitor must try
      // again soon (5 s, 10 s, 20 s...) and never less often than it polls. A hidden tab waits to be shown.
      onErrorRetry(_error, _key, _config, revalidate, { retryCount }) {
        if (document.visibilityState === 'hidden') return;
        const delay = Math.min(intervalMs, FIRST_RETRY_MS * 2 ** Math.min(retryCount - 1, 10));
        setTimeout(() => void revalidate({ retryCount }), delay);
      },
      onSuccess(received, swrKey) {
        const id = String(swrKey);
        if (answered.current.has(id)) onPollRef.current?.(received.value);
        else answered.current.add(id);
      },
    },
  );
  return {
    data: swr.data?.value,
    updatedAt: swr.data?.at,
    dataKey: swr.data?.key,
    failed: swr.error !== undefined,
    isLoading: swr.isLoading && swr.data === undefined,
    isPolling: swr.isValidating,
  };
}
