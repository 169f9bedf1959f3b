/** Whether the page itself is going away, so a fetch that fails now was cancelled by the browser. */
export interface PageLifecycle {
  isLeaving(): boolean;
}

/**
 * How long a `beforeunload` alone keeps the page "leaving". Another handler may cancel that navigation (an
 * unsaved-changes prompt, a download link), and the page then lives on; a real failure inside this window
 * is only not reported (the next request reports it), which costs far less than ending a session.
 */
export const BEFOREUNLOAD_SETTLE_MS = 5_000;

/**
 * Tracks the page's own navigation or unload: leaving from `beforeunload` (until it settles, see above) and
 * from `pagehide` until a `pageshow` (a page restored from the back-forward cache lives again).
 */
export function createPageLifecycle(target: Pick<EventTarget, 'addEventListener'>): PageLifecycle {
  let leaving = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const cancelSettle = () => {
    clearTimeout(settle);
    settle = undefined;
  };
  target.addEventListener('beforeunload', () => {
    leaving = true;
    cancelSettle();
    settle = setTimeout(() => {
      settle = undefined;
      leaving = false;
    }, BEFOREUNLOAD_SETTLE_MS);
  });
  target.addEventListener('pagehide', () => {
    leaving = true;
    cancelSettle();
  });
  target.addEventListener('pageshow', () => {
    leaving = false;
    cancelSettle();
  });
  return { isLeaving: () => leaving };
}
