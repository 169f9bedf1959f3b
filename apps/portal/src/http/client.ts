import { notify } from '@frota/ui';
import { API_URL, RELOAD_DELAY_MS, REQUEST_TIMEOUT_MS } from '../config/runtime.ts';
import { deleteSession, readSession, saveSession } from '../session/session-store.ts';
import { createHttpClient } from './http-client.ts';
import { createPageLifecycle } from './page-lifecycle.ts';

/**
 * How long a failed fetch waits for the page's unload events before it counts as a network failure:
 * browsers may cancel a fetch slightly before they fire them. Short, since a real outage waits this too.
 */
const NETWORK_GRACE_MS = 300;

/** The HTTP client the whole portal shares. */
export const http = createHttpClient({
  baseUrl: API_URL,
  timeoutMs: REQUEST_TIMEOUT_MS,
  reloadDelayMs: RELOAD_DELAY_MS,
  networkGraceMs: NETWORK_GRACE_MS,
  fetch: (...args) => fetch(...args),
  readSession,
  saveSession,
  deleteSession,
  warn: (message) => notify.warning(message),
  log: (message) => console.error(message),
  reload: () => window.location.reload(),
  schedule: (fn, ms) => window.setTimeout(fn, ms),
  pageLifecycle: createPageLifecycle(window),
  withRefreshLock: (task) =>
    'locks' in navigator ? navigator.locks.request('portal-session-refresh', task) : task(),
});
