import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/** Makes the next query from the current one: a copy to change and return. */
export type SearchUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * The location's query, and a setter whose update receives the query with every earlier update applied, even one
 * React has not rendered yet. react-router's own setter hands its update the query of the last render, so two
 * changes in a row (a client picked, then a date typed before the screen re-rendered: a busy machine, a fast
 * typist) kept only the second.
 */
export function useSearchUpdate(): [
  URLSearchParams,
  (update: SearchUpdate, options?: NavigateOptions) => void,
] {
  const [search, setSearch] = useSearchParams();
  // The last update's query and the rendered query it started from: while that render is still the latest, the
  // update has not been rendered and the next one starts from its query.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: SearchUpdate, options?: NavigateOptions) => {
      const current = pending.current?.from === search ? pending.current.next : search;
      const next = change(new URLSearchParams(current));
      pending.current = { from: search, next };
      setSearch(next, options);
    },
    [search, setSearch],
  );
  return [search, update];
}
