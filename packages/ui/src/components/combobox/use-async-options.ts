import { useEffect, useEffectEvent, useState } from 'react';
import type { SelectOption } from '../select/option';

/** Loads the options matching a query; must stop (or may ignore results) when `signal` aborts. */
export type LoadOptions<V extends string | number> = (
  query: string,
  signal: AbortSignal,
) => Promise<SelectOption<V>[]>;

/** `idle`: nothing asked for (disabled, or the query is shorter than `minQueryLength`). */
export type AsyncOptionsStatus = 'idle' | 'loading' | 'success' | 'error';

export interface AsyncOptionsState<V extends string | number> {
  status: AsyncOptionsStatus;
  /** The options of the current query; empty unless `status` is 'success'. */
  options: SelectOption<V>[];
  /** What `loadOptions` rejected with, when `status` is 'error'. */
  error: unknown;
}

export interface UseAsyncOptionsParams<V extends string | number> {
  loadOptions: LoadOptions<V>;
  query: string;
  /** Loads only while true (while the panel is open). An error is retried when it turns true again. */
  enabled?: boolean;
  /** How long typing must pause before a query is sent. The empty query (just opened) is sent at once. */
  debounceMs?: number;
  minQueryLength?: number;
}

interface Settled<V extends string | number> {
  query: string;
  status: 'success' | 'error';
  options: SelectOption<V>[];
  error: unknown;
}

/**
 * The options of an endpoint for what the user typed: debounced, the previous request aborted when the query
 * changes, and a result shown only for the query it was asked for, so a slow answer to "an" never replaces
 * the answer to "ana". The last successful result is kept while nothing changes (reopening shows it at once).
 *
 * @example const { status, options } = useAsyncOptions({ loadOptions, query, enabled: open });
 */
export function useAsyncOptions<V extends string | number>({
  loadOptions,
  query,
  enabled = true,
  debounceMs = 250,
  minQueryLength = 0,
}: UseAsyncOptionsParams<V>): AsyncOptionsState<V> {
  const [settled, setSettled] = useState<Settled<V> | null>(null);
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    // Adjusting state to a prop change during render (react.dev "You might not need an effect").
    setWasEnabled(enabled);
    if (enabled && settled?.status === 'error') setSettled(null);
  }

  const active = enabled && query.length >= minQueryLength;
  const current = settled?.query === query ? settled : null;
  const hasCurrent = current !== null;
  // A caller's inline loadOptions changes on every render; reading it through an effect event keeps it out
  // of the dependencies, so a new function identity does not send the request again.
  const load = useEffectEvent((text: string, signal: AbortSignal) => loadOptions(text, signal));

  useEffect(() => {
    if (!active || hasCurrent) return;
    const controller = new AbortController();
    const keep = (result: Omit<Settled<V>, 'query'>) => {
      if (!controller.signal.aborted) setSettled({ query, ...result });
    };
    const timer = setTimeout(
      () => {
        // Through a promise, so a loadOptions that throws before returning one also ends in 'error'.
        new Promise<SelectOption<V>[]>((resolve) => resolve(load(query, controller.signal))).then(
          (options) => keep({ status: 'success', options, error: undefined }),
          (error: unknown) => keep({ status: 'error', options: [], error }),
        );
      },
      query === '' ? 0 : debounceMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, hasCurrent, query, debounceMs]);

  if (!active) return { status: 'idle', options: [], error: undefined };
  if (!current) return { status: 'loading', options: [], error: undefined };
  return { status: current.status, options: current.options, error: current.error };
}
