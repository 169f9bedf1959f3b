/**
 * Back and Forward, held before the router hears of them. The browser tells a page of them by `popstate` only
 * after the fact, and calls the window's listeners in the order they were added; the router adds its own when
 * it mounts. So the app installs this gate first (`installBackForwardGate()`, once, before rendering its
 * router), and a screen that must ask before leaving (useUnsavedChangesGuard) holds it: a held `popstate` never
 * reaches the router.
 */
type Hold = (event: PopStateEvent) => boolean;

let hold: Hold | null = null;

/** Adds the gate's listener to the window: call it once, before the router mounts. */
export function installBackForwardGate(): void {
  addEventListener('popstate', (event) => {
    if (hold?.(event)) event.stopImmediatePropagation();
  });
}

/**
 * Asks `next` about every Back and Forward until the returned release is called; true keeps it from the router.
 * One screen holds it at a time (the page form on screen).
 */
export function holdBackForward(next: Hold): () => void {
  hold = next;
  return () => {
    hold = null;
  };
}
