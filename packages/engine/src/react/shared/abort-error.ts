/**
 * Whether a data-provider call failed only because it was cancelled (its signal, or the page navigating
 * away): the portal's client rejects with `kind: 'aborted'`, fetch itself with a DOMException AbortError.
 * Such a failure is no one's error: the screens drop it silently.
 */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return ('kind' in error && error.kind === 'aborted') || ('name' in error && error.name === 'AbortError');
}
