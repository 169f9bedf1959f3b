import { notify } from '@frota/ui';
import { API_URL, RELOAD_DELAY_MS, REQUEST_TIMEOUT_MS } from '../config/runtime.ts';
import { deleteSession, readSession, saveSession } from '../session/session-store.ts';
import { createHttpClient } from './http-client.ts';

/** The HTTP client the whole portal shares. */
export const http = createHttpClient({
  baseUrl: API_URL,
  timeoutMs: REQUEST_TIMEOUT_MS,
  reloadDelayMs: RELOAD_DELAY_MS,
  fetch: (...args) => fetch(...args),
  readSession,
  saveSession,
  deleteSession,
  warn: (message) => notify.warning(message),
  log: (message) => console.error(message),
  reload: () => window.location.reload(),
  schedule: (fn, ms) => window.setTimeout(fn, ms),
  withRefreshLock: (task) =>
    'locks' in navigator ? navigator.locks.request('portal-session-refresh', task) : task(),
});
