import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/** Makes the next query from the current one, which it must leave as it is (it may be the rendered one). */
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
  // The rendered query the last update started from, and the query it made: while that render is still the
  // latest, the update is not on screen yet and the next one starts from its query.
  const last = useRef<[from: URLSearchParams, made: URLSearchParams]>(undefined);
  const update = useCallback(
    (change: SearchUpdate, options?: NavigateOptions) => {
      const made = change(last.current?.[0] === search ? last.current[1] : search);
      last.current = [search, made];
      setSearch(made, options);
    },
    [search, setSearch],
  );
  return [search, update];
}
