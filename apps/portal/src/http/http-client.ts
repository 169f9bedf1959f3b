import { readData, readErrors, readFieldErrors } from '@frota/engine';
import type { ResolvedCall } from '@frota/engine';
import type { Session } from '../session/session-store.ts';
import { sessionExpired } from '../session/session-store.ts';
import { classifyFetchFailure, type FetchFailure } from './classify-fetch-failure.ts';
import { HttpError } from './http-error.ts';
import type { PageLifecycle } from './page-lifecycle.ts';
import { STATUS_MESSAGES, statusOutcome } from './status-catalogue.ts';

export interface HttpCall extends ResolvedCall {
  query?: string;
  body?: unknown;
  /** Cancels the call (a superseded request, an unmounted component): it then rejects as 'aborted'. */
  signal?: AbortSignal;
  /**
   * The caller shows the server's validation messages itself (a form, under its fields or in its red box), so
   * a 400 or 422 raises no toast as well: the same message twice helps nobody.
   */
  showsValidation?: boolean;
  /**
   * The caller says itself that the call failed (a poll shows "last updated" and tries again): an error status
   * or a time-out raises no toast. What ends the session (401, 403, the server gone) still does.
   */
  quiet?: boolean;
  /** The Accept header: JSON unless the call asks for a file. */
  accept?: string;
  /**
   * Reads a successful answer's body in place of JSON (a file, chunk by chunk: see download.ts), under the
   * same time-out and signal as the request; an error answer is still read as the envelope.
   */
  readBody?: (response: Response) => Promise<unknown>;
}

/** A download whose answer began but did not arrive whole (the connection dropped, the server failed midway). */
export const TRANSFER_INTERRUPTED = 'O download foi interrompido. Tente novamente.';

export interface HttpClientDeps {
  baseUrl: string;
  timeoutMs: number;
  reloadDelayMs: number;
  /** How long a fetch failure waits for the page to say it is leaving before it counts as a network failure. */
  networkGraceMs: number;
  fetch: typeof fetch;
  readSession: () => Session | null;
  saveSession: (session: Session) => boolean;
  deleteSession: () => boolean;
  warn: (message: string) => void;
  log: (message: string) => void;
  reload: () => void;
  schedule: (fn: () => void, ms: number) => void;
  pageLifecycle: PageLifecycle;
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

/** The message of an HttpError for a call that got no response (an aborted one is never shown). */
const NO_RESPONSE_MESSAGE: Record<FetchFailure, string> = {
  aborted: 'Requisição cancelada.',
  timeout: STATUS_MESSAGES.timeout,
  network: STATUS_MESSAGES.offline,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * The portal's only HTTP client (spec 01 §4, §7, §8): JSON, time-out, bearer token, a refresh before the
 * request when the token has expired (one refresh in flight however many requests wait on it), and the
 * status catalogue. Resolves with the parsed body; rejects with an HttpError. A call cancelled by its
 * caller or by the page's own navigation rejects with kind 'aborted' and tells nobody anything.
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

  async function noResponseError(
    error: unknown,
    callerSignal: AbortSignal | undefined,
    timeoutSignal: AbortSignal,
  ): Promise<HttpError> {
    const pageLeaving = deps.pageLifecycle.isLeaving();
    let kind = classifyFetchFailure({ error, callerSignal, timeoutSignal, pageLeaving });
    if (kind === 'network') {
      // Chromium (checked: 156) fires beforeunload, then pagehide, and only then rejects the fetches the
      // unload cancels, so the page already says it is leaving. Other browsers may reject a little before
      // their events: wait a moment and ask again before ending anyone's session. (If the page is really
      // leaving, this timer usually never fires at all.)
      await wait(deps.networkGraceMs);
      if (deps.pageLifecycle.isLeaving()) kind = 'aborted';
    }
    return new HttpError(0, [], NO_RESPONSE_MESSAGE[kind], kind);
  }

  /**
   * Fetches the call and reads its body, both under the time-out and the caller's signal; a failure to get
   * either rejects with an HttpError of kind 'aborted', 'timeout' or 'network', which the caller reports.
   */
  async function send(
    call: HttpCall,
    session: Session | null,
  ): Promise<{ response: Response; body: unknown }> {
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('Request time-out', 'TimeoutError')),
      deps.timeoutMs,
    );
    const headers: Record<string, string> = { Accept: call.accept ?? 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (session?.accessToken && !isAuthCall(call.path))
      headers['Authorization'] = `Bearer ${session.accessToken}`;
    const path = call.path.startsWith('/') ? call.path : `/${call.path}`;
    try {
      const response = await deps.fetch(`${deps.baseUrl}${path}${call.query ? `?${call.query}` : ''}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: call.signal ? AbortSignal.any([timeout.signal, call.signal]) : timeout.signal,
      });
      if (!(response.ok && call.readBody)) return { response, body: parseBody(await response.text()) };
      try {
        return { response, body: await call.readBody(response) };
      } catch (error) {
        const failure = await noResponseError(error, call.signal, timeout.signal);
        // The server answered and the file broke off on the way: that download failed, the server is not lost
        // (a 'network' failure would end the session).
        if (failure.kind !== 'network') throw failure;
        throw new HttpError(response.status, [TRANSFER_INTERRUPTED], TRANSFER_INTERRUPTED);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw await noResponseError(error, call.signal, timeout.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Tells the user about a request that got no response (an aborted one needs no word). */
  function reportNoResponse(error: HttpError, session: Session | null, quiet: boolean) {
    if (error.kind === 'timeout') {
      if (!quiet) deps.warn(STATUS_MESSAGES.timeout);
    } else if (error.kind === 'network' && session?.isLogged) endSession(STATUS_MESSAGES.sessionEnded);
    else if (error.kind === 'network') deps.warn(STATUS_MESSAGES.offline);
  }

  async function refresh(session: Session): Promise<Session> {
    const { response, body } = await send(
      { method: 'POST', path: REFRESH_PATH, body: { refreshToken: session.refreshToken } },
      null,
    );
    if (!response.ok) throw new HttpError(response.status, [], STATUS_MESSAGES.sessionExpiredBeforeRequest);
    const tokens = readData<Pick<Session, 'accessToken' | 'refreshToken' | 'expiresIn'>>(body);
    const renewed: Session = { ...session, ...tokens };
    deps.saveSession(renewed);
    return renewed;
  }

  /**
   * What a failed refresh means, decided once for every request waiting on it: cancelled by the page's
   * navigation, nothing; timed out, a warning and the session kept (the token may still be good); any other
   * failure (an HTTP error, a real network failure) ends the session.
   */
  function refreshFailed(error: unknown): HttpError {
    if (error instanceof HttpError && error.kind === 'aborted') return error;
    // Not the server's answer but the lock's (Web Locks refuse a document that is unloading): the next
    // page refreshes again, so nothing ends here.
    if (!(error instanceof HttpError) && deps.pageLifecycle.isLeaving())
      return new HttpError(0, [], NO_RESPONSE_MESSAGE.aborted, 'aborted');
    if (error instanceof HttpError && error.kind === 'timeout') {
      deps.warn(STATUS_MESSAGES.timeout);
      return error;
    }
    endSession(STATUS_MESSAGES.sessionExpiredBeforeRequest);
    return new HttpError(401, [], STATUS_MESSAGES.sessionExpiredBeforeRequest);
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
      .catch((error: unknown) => Promise.reject(refreshFailed(error)))
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
    )
      session = await refreshOnce();
    let sent: { response: Response; body: unknown };
    try {
      sent = await send(call, session);
    } catch (error) {
      if (error instanceof HttpError) reportNoResponse(error, session, call.quiet === true);
      throw error;
    }
    const { response, body } = sent;
    if (response.ok) return body;
    const errors = readErrors(body);
    const outcome = statusOutcome(response.status, errors);
    const shownByCaller =
      call.showsValidation === true && (response.status === 400 || response.status === 422);
    if (outcome.kind === 'endSession' && session?.isLogged) endSession(outcome.message);
    else if (outcome.kind === 'log') deps.log(outcome.message);
    else if (!shownByCaller && call.quiet !== true)
      deps.warn(outcome.kind === 'endSession' ? (errors[0] ?? outcome.message) : outcome.message);
    const failure = new HttpError(response.status, errors, outcome.message, 'status', readFieldErrors(body));
    failure.exchange = {
      method: call.method,
      url: response.url || `${deps.baseUrl}${call.path}`,
      sent: call.body,
      responseBody: body,
      responseHeaders: Object.fromEntries(response.headers.entries()),
    };
    throw failure;
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
