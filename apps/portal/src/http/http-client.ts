import { readData, readErrors } from '@frota/engine';
import type { ResolvedCall } from '@frota/engine';
import type { Session } from '../session/session-store.ts';
import { sessionExpired } from '../session/session-store.ts';
import { HttpError } from './http-error.ts';
import { STATUS_MESSAGES, statusOutcome } from './status-catalogue.ts';

export interface HttpCall extends ResolvedCall {
  query?: string;
  body?: unknown;
}

export interface HttpClientDeps {
  baseUrl: string;
  timeoutMs: number;
  reloadDelayMs: number;
  fetch: typeof fetch;
  readSession: () => Session | null;
  saveSession: (session: Session) => boolean;
  deleteSession: () => boolean;
  warn: (message: string) => void;
  log: (message: string) => void;
  reload: () => void;
  schedule: (fn: () => void, ms: number) => void;
  /**
   * Runs the refresh under a lock shared by every tab of the portal (Web Locks), so two tabs never spend the
   * same refresh token: the server takes a second use as theft and ends every session.
   */
  withRefreshLock: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Refresh this long before expiresIn, so a request sent at the last moment does not arrive expired. */
export const REFRESH_MARGIN_MS = 30_000;

const TOKEN_PATH = '/v1/identity/connect/token';
const REFRESH_PATH = '/v1/identity/connect/refresh-token';
const isAuthCall = (path: string) => path.endsWith(TOKEN_PATH) || path.endsWith(REFRESH_PATH);

/**
 * The portal's only HTTP client (spec 01 §4, §7, §8): JSON, time-out, bearer token, a refresh before the
 * request when the token has expired (one refresh in flight however many requests wait on it), and the
 * status catalogue. Resolves with the parsed body; rejects with an HttpError.
 */
export function createHttpClient(deps: HttpClientDeps) {
  let refreshInFlight: Promise<Session> | null = null;
  let ending = false;

  function endSession(message: string) {
    deps.deleteSession();
    if (ending) return;
    ending = true;
    deps.warn(message);
    deps.schedule(deps.reload, deps.reloadDelayMs);
  }

  async function send(call: HttpCall, session: Session | null): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (session?.accessToken && !isAuthCall(call.path))
      headers['Authorization'] = `Bearer ${session.accessToken}`;
    const path = call.path.startsWith('/') ? call.path : `/${call.path}`;
    try {
      return await deps.fetch(`${deps.baseUrl}${path}${call.query ? `?${call.query}` : ''}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  async function refresh(session: Session): Promise<Session> {
    const response = await send(
      { method: 'POST', path: REFRESH_PATH, body: { refreshToken: session.refreshToken } },
      null,
    );
    if (!response.ok) throw new HttpError(response.status, [], STATUS_MESSAGES.sessionExpiredBeforeRequest);
    const tokens = readData<Pick<Session, 'accessToken' | 'refreshToken' | 'expiresIn'>>(
      await response.json(),
    );
    const renewed: Session = { ...session, ...tokens };
    deps.saveSession(renewed);
    return renewed;
  }

  /**
   * One refresh for every request of this tab that finds the token expired; inside the cross-tab lock the
   * stored session is read again, because another tab may have refreshed it meanwhile.
   */
  function refreshOnce(): Promise<Session> {
    refreshInFlight ??= deps
      .withRefreshLock(async () => {
        const current = deps.readSession();
        if (!current?.isLogged) throw new HttpError(401, [], STATUS_MESSAGES.sessionExpiredBeforeRequest);
        return sessionExpired(current, Date.now() + REFRESH_MARGIN_MS) ? refresh(current) : current;
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  async function request(call: HttpCall): Promise<unknown> {
    let session = deps.readSession();
    if (ending && !isAuthCall(call.path)) throw new HttpError(401, [], STATUS_MESSAGES.sessionEnded);
    if (
      !isAuthCall(call.path) &&
      session?.isLogged &&
      sessionExpired(session, Date.now() + REFRESH_MARGIN_MS)
    ) {
      try {
        session = await refreshOnce();
      } catch {
        endSession(STATUS_MESSAGES.sessionExpiredBeforeRequest);
        throw new HttpError(401, [], STATUS_MESSAGES.sessionExpiredBeforeRequest);
      }
    }
    let response: Response;
    try {
      response = await send(call, session);
    } catch {
      if (session?.isLogged) endSession(STATUS_MESSAGES.sessionEnded);
      else deps.warn(STATUS_MESSAGES.offline);
      throw new HttpError(0, [], STATUS_MESSAGES.offline);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    if (response.ok) return body;
    const errors = readErrors(body);
    const outcome = statusOutcome(response.status, errors);
    if (outcome.kind === 'endSession' && session?.isLogged) endSession(outcome.message);
    else if (outcome.kind === 'log') deps.log(outcome.message);
    else deps.warn(outcome.kind === 'endSession' ? (errors[0] ?? outcome.message) : outcome.message);
    throw new HttpError(response.status, errors, outcome.message);
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
