/**
 * Why a fetch rejected: cancelled by us or by the page's own navigation ('aborted'), our time-out
 * ('timeout'), or the server could not be reached ('network').
 */
export type FetchFailure = 'aborted' | 'timeout' | 'network';

export interface FetchFailureContext {
  /** What fetch rejected with. */
  error: unknown;
  /** The caller's signal: a superseded request, a component that unmounted. */
  callerSignal?: AbortSignal | undefined;
  /** The signal our request time-out aborts. */
  timeoutSignal: AbortSignal;
  /** Whether the page is navigating away or unloading (see page-lifecycle.ts). */
  pageLeaving: boolean;
}

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

/**
 * Classifies a rejected fetch. Browsers report a fetch they cancel because the page unloads as a plain
 * network error (Chromium: `TypeError: Failed to fetch`; Firefox may say AbortError), so the page's state
 * is asked first; our own signals come next; only what is left is a real network failure.
 */
export function classifyFetchFailure({
  error,
  callerSignal,
  timeoutSignal,
  pageLeaving,
}: FetchFailureContext): FetchFailure {
  if (pageLeaving || callerSignal?.aborted) return 'aborted';
  if (timeoutSignal.aborted || errorName(error) === 'TimeoutError') return 'timeout';
  if (errorName(error) === 'AbortError') return 'aborted';
  return 'network';
}
