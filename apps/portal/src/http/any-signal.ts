/**
 * One signal that aborts, with the same reason, as soon as any of `signals` does. AbortSignal.any where the
 * browser has it (Chromium 116, Firefox 124, Safari 17.4); older browsers get the same by hand.
 */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if ('any' in AbortSignal && typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
