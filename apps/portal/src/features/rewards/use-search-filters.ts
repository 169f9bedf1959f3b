import { useCallback, useMemo } from 'react';
import { useSearchUpdate } from '@frota/engine/react';

/**
 * A screen's filters kept in the URL's query (a reload or a shared link shows the same figures): each key's
 * value, '' when absent, and a setter that changes some keys and keeps the others (history is replaced, so Back
 * leaves the screen instead of stepping through every filter change).
 */
export function useSearchFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [search, setSearch] = useSearchUpdate();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ''])) as Record<K, string>,
    // keys is a constant list per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  );
  const change = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as Array<[K, string | undefined]>)
            if (value) next.set(key, value);
            else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [values, change];
}

/** A positive integer from a filter's text, or null. */
export function integerFilter(value: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}
