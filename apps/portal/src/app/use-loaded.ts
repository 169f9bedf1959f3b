import { useEffect, useState } from 'react';

/**
 * A value loaded on demand (a code chunk, a schema), without Suspense: `current()` is what is already loaded,
 * `load()` fetches it. The component renders its own loading state meanwhile, so React's 300 ms fallback
 * throttle never holds back a page whose chunks arrive in 50 ms. A failed load is rethrown during render, for
 * the error boundary.
 */
export function useLoaded<T>(current: () => T | undefined, load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(current);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    load().then(
      (loaded) => live && setValue(() => loaded),
      (failure: unknown) => live && setError(failure ?? new Error('load failed')),
    );
    return () => {
      live = false;
    };
  }, [value, load]);
  if (error) throw error;
  return value;
}
