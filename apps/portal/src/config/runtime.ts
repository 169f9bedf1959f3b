/**
 * API base URL: VITE_API_URL at build or dev time; else, built, the page's own origin (the API serves the
 * portal), and under the development server the reference API on this machine.
 */
export const API_URL =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ??
  (import.meta.env.DEV ? 'http://localhost:3000' : '');

/** Constants of spec 01 §9. */
export const REQUEST_TIMEOUT_MS = 600_000;
export const RELOAD_DELAY_MS = 1_200;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SESSION_STORAGE_KEY = 'session';
