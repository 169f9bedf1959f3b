import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../session/session-store.ts';
import { createHttpClient, type HttpClientDeps } from './http-client.ts';
import { HttpError, isAbortError } from './http-error.ts';

const future = () => new Date(Date.now() + 60_000).toISOString();
const past = () => new Date(Date.now() - 60_000).toISOString();

const SESSION_ENDED = 'Sessão expirada, favor fazer login novamente.';
const EXPIRED_BEFORE_REQUEST = 'Sua sessão expirou, faça login para continuar';
const TIMEOUT = 'O servidor demorou demais para responder. Tente novamente.';
const OFFLINE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

function session(expiresIn: string): Session {
  return {
    isLogged: true,
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    expiresIn,
    userData: { profile: 'Admin', firstName: 'Ana' },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What Chromium's fetch does for a request the page's unload cancels, or a refused connection. */
const failedToFetch = () => Promise.reject(new TypeError('Failed to fetch'));

/** A fetch that never answers and, like the real one, rejects with the signal's reason when aborted. */
function hang(init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    const signal = init.signal!;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });
}

const isRefresh = (url: string) => url.endsWith('/refresh-token');

type Respond = (url: string, init: RequestInit) => Response | Promise<Response>;

interface Options {
  timeoutMs?: number;
  networkGraceMs?: number;
}

function setup(stored: Session | null, respond: Respond, options: Options = {}) {
  let current = stored;
  const page = { leaving: false };
  const deps = {
    baseUrl: 'http://api',
    timeoutMs: options.timeoutMs ?? 1_000,
    reloadDelayMs: 1_200,
    networkGraceMs: options.networkGraceMs ?? 30,
    fetch: vi.fn(async (url: string | URL | Request, init?: RequestInit) => respond(String(url), init ?? {})),
    readSession: () => current,
    saveSession: vi.fn((s: Session) => {
      current = s;
      return true;
    }),
    deleteSession: vi.fn(() => {
      current = null;
      return true;
    }),
    warn: vi.fn(),
    log: vi.fn(),
    reload: vi.fn(),
    schedule: vi.fn(),
    pageLifecycle: { isLeaving: () => page.leaving },
    withRefreshLock: <T>(task: () => Promise<T>) => task(),
  } satisfies HttpClientDeps;
  return { client: createHttpClient(deps), deps, page, stored: () => current };
}

type Deps = ReturnType<typeof setup>['deps'];

/** Nothing was said or done: the session is kept, no toast, no log, no reload. */
function expectSilence(deps: Deps) {
  expect(deps.deleteSession).not.toHaveBeenCalled();
  expect(deps.warn).not.toHaveBeenCalled();
  expect(deps.log).not.toHaveBeenCalled();
  expect(deps.schedule).not.toHaveBeenCalled();
}

function expectSessionEnded(deps: Deps, stored: () => Session | null, message: string) {
  expect(stored()).toBeNull();
  expect(deps.warn).toHaveBeenCalledTimes(1);
  expect(deps.warn).toHaveBeenCalledWith(message);
  expect(deps.schedule).toHaveBeenCalledTimes(1);
  expect(deps.schedule).toHaveBeenCalledWith(deps.reload, 1_200);
}

const list = { method: 'GET', path: '/v1/backoffice/clients/' } as const;

/** A cancelled request settles at once: it waits neither for the network grace nor for the time-out. */
const LONG = { timeoutMs: 60_000, networkGraceMs: 60_000 };
const atOnce = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still waiting')), 200)),
  ]);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the request should have failed'),
    (error: unknown) => error as HttpError,
  );

describe('http client', () => {
  it('sends the bearer token and JSON headers and resolves with the body', async () => {
    const { client, deps } = setup(session(future()), () =>
      json(200, { success: true, data: { itens: [] } }),
    );
    await expect(client.request({ ...list, query: 'Page=1' })).resolves.toEqual({
      success: true,
      data: { itens: [] },
    });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('http://api/v1/backoffice/clients/?Page=1');
    expect((init as RequestInit).headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer old-access',
    });
  });

  it('refreshes an expired token once for many concurrent requests, then uses the new token', async () => {
    let refreshCalls = 0;
    const { client, deps, stored } = setup(session(past()), async (url) => {
      if (isRefresh(url)) {
        refreshCalls++;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, {
          success: true,
          data: { accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: future() },
        });
      }
      return json(200, { success: true, data: {} });
    });
    await Promise.all([client.request(list), client.request(list), client.request(list)]);
    expect(refreshCalls).toBe(1);
    const authHeaders = deps.fetch.mock.calls
      .filter(([url]) => !isRefresh(String(url)))
      .map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Authorization']);
    expect(authHeaders).toEqual(['Bearer new-access', 'Bearer new-access', 'Bearer new-access']);
    expect(stored()?.refreshToken).toBe('new-refresh');
  });

  it('refreshes a token about to expire, so it does not arrive expired', async () => {
    const { client, deps } = setup(session(new Date(Date.now() + 10_000).toISOString()), (url) =>
      isRefresh(url)
        ? json(200, { data: { accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: future() } })
        : json(200, {}),
    );
    await client.request(list);
    expect(deps.fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://api/v1/identity/connect/refresh-token',
      'http://api/v1/backoffice/clients/',
    ]);
  });

  it('uses the session another tab refreshed while this one waited for the lock', async () => {
    let stored: Session | null = session(past());
    const { client, deps } = setup(null, () => json(200, {}));
    deps.readSession = () => stored;
    deps.withRefreshLock = async <T>(task: () => Promise<T>) => {
      stored = { ...session(future()), accessToken: 'from-other-tab' };
      return task();
    };
    await client.request(list);
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(
      ((deps.fetch.mock.calls[0]![1] as RequestInit).headers as Record<string, string>)['Authorization'],
    ).toBe('Bearer from-other-tab');
  });

  it('the token call carries no bearer header even with a session', async () => {
    const { client, deps } = setup(session(past()), () => json(200, { success: true, data: {} }));
    await client.request({
      method: 'POST',
      path: '/v1/identity/connect/token',
      body: { email: 'a', password: 'b' },
    });
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(
      ((deps.fetch.mock.calls[0]![1] as RequestInit).headers as Record<string, string>)['Authorization'],
    ).toBeUndefined();
  });

  describe('status catalogue', () => {
    it.each([
      [400, { errors: ['CNPJ inválido.'] }, 'CNPJ inválido.'],
      [400, {}, '[400] Verifique os dados informados'],
      [404, {}, 'Não encontrado.'],
      [415, {}, 'Recurso usado de maneira incorreta.'],
      [422, {}, 'Algum campo foi preenchido incorretamente ou está vazio, tente novamente'],
      [
        429,
        { success: false, errors: ['Muitas tentativas de login. Tente novamente em 15 minutos.'] },
        'Muitas tentativas de login. Tente novamente em 15 minutos.',
      ],
      [429, {}, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
      [500, {}, 'Ops, algo deu errado! Tente novamente mais tarde.'],
    ])('status %i warns "%s" and keeps the session', async (status, body, message) => {
      const { client, deps, stored } = setup(session(future()), () => json(status, body));
      const error = await failure(client.request(list));
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status, kind: 'status' });
      expect(deps.warn).toHaveBeenCalledTimes(1);
      expect(deps.warn).toHaveBeenCalledWith(message);
      expect(stored()).not.toBeNull();
      expect(deps.schedule).not.toHaveBeenCalled();
    });

    it.each([400, 404, 500])('status %i of a quiet call (a poll) raises no toast', async (status) => {
      const { client, deps, stored } = setup(session(future()), () => json(status, {}));
      await expect(client.request({ ...list, quiet: true })).rejects.toMatchObject({
        status,
        kind: 'status',
      });
      expect(deps.warn).not.toHaveBeenCalled();
      expect(stored()).not.toBeNull();
    });

    it('status 401 of a quiet call still ends the session', async () => {
      const { client, deps, stored } = setup(session(future()), () => json(401, {}));
      await client.request({ ...list, quiet: true }).catch(() => undefined);
      expectSessionEnded(deps, stored, SESSION_ENDED);
    });

    it.each([401, 403])('status %i ends the session once, however many requests fail', async (status) => {
      const { client, deps, stored } = setup(session(future()), () => json(status, {}));
      await Promise.allSettled([client.request(list), client.request(list)]);
      await client.request(list).catch(() => undefined);
      expectSessionEnded(deps, stored, SESSION_ENDED);
    });

    it.each([409, 418])('status %i is only logged to the console', async (status) => {
      const { client, deps, stored } = setup(session(future()), () => json(status, {}));
      await expect(client.request(list)).rejects.toMatchObject({ status, kind: 'status' });
      expect(deps.warn).not.toHaveBeenCalled();
      expect(deps.log).toHaveBeenCalledWith('Erro no serviço, tente novamente mais tarde.');
      expect(stored()).not.toBeNull();
    });
  });

  describe('a request that gets no response', () => {
    it("cancelled by the page's navigation (fetch says TypeError) ends nothing and says nothing", async () => {
      const { client, deps, page, stored } = setup(
        session(future()),
        () => {
          page.leaving = true;
          return failedToFetch();
        },
        LONG,
      );
      const error = await atOnce(failure(client.request(list)));
      expect(error).toMatchObject({ status: 0, kind: 'aborted' });
      expect(isAbortError(error)).toBe(true);
      expectSilence(deps);
      expect(stored()).not.toBeNull();
    });

    it('cancelled a moment before the page says it is leaving is still an abort', async () => {
      const { client, deps, page } = setup(session(future()), () => {
        setTimeout(() => (page.leaving = true), 10);
        return failedToFetch();
      });
      await expect(client.request(list)).rejects.toMatchObject({ kind: 'aborted' });
      expectSilence(deps);
    });

    it("a body cut off by the page's navigation is an abort too", async () => {
      const { client, deps, page } = setup(session(future()), () => {
        const body = new ReadableStream({
          start(controller) {
            page.leaving = true;
            controller.error(new TypeError('network error'));
          },
        });
        return new Response(body, { status: 200 });
      });
      await expect(client.request(list)).rejects.toMatchObject({ kind: 'aborted' });
      expectSilence(deps);
    });

    it("cancelled by the caller's own signal ends nothing and says nothing", async () => {
      const { client, deps, stored } = setup(session(future()), (_, init) => hang(init), LONG);
      const controller = new AbortController();
      const pending = failure(client.request({ ...list, signal: controller.signal }));
      await vi.waitFor(() => expect(deps.fetch).toHaveBeenCalled());
      controller.abort('superseded');
      const error = await atOnce(pending);
      expect(error).toMatchObject({ status: 0, kind: 'aborted' });
      expect(isAbortError(error)).toBe(true);
      expectSilence(deps);
      expect(stored()).not.toBeNull();
    });

    it('with a signal aborted before it starts, it is an abort', async () => {
      const { client, deps } = setup(session(future()), (_, init) => hang(init), LONG);
      await expect(atOnce(client.request({ ...list, signal: AbortSignal.abort() }))).rejects.toMatchObject({
        kind: 'aborted',
      });
      expectSilence(deps);
    });

    it('timed out, it warns the time-out and keeps the session', async () => {
      const { client, deps, stored } = setup(session(future()), (_, init) => hang(init), { timeoutMs: 20 });
      const error = await failure(client.request(list));
      expect(error).toMatchObject({ status: 0, kind: 'timeout', message: TIMEOUT });
      expect(deps.warn).toHaveBeenCalledTimes(1);
      expect(deps.warn).toHaveBeenCalledWith(TIMEOUT);
      expect(deps.deleteSession).not.toHaveBeenCalled();
      expect(deps.schedule).not.toHaveBeenCalled();
      expect(stored()).not.toBeNull();
    });

    it('timed out on a quiet call, it says nothing and keeps the session', async () => {
      const { client, deps, stored } = setup(session(future()), (_, init) => hang(init), { timeoutMs: 20 });
      await expect(client.request({ ...list, quiet: true })).rejects.toMatchObject({ kind: 'timeout' });
      expect(deps.warn).not.toHaveBeenCalled();
      expect(stored()).not.toBeNull();
    });

    it('timed out with a caller signal too, it is still a time-out', async () => {
      const { client, deps } = setup(session(future()), (_, init) => hang(init), { timeoutMs: 20 });
      const { signal } = new AbortController();
      await expect(client.request({ ...list, signal })).rejects.toMatchObject({ kind: 'timeout' });
      expect(deps.warn).toHaveBeenCalledWith(TIMEOUT);
    });

    it('refused (the page stays), it ends a signed-in session: warning, then a reload at 1200 ms', async () => {
      const { client, deps, stored } = setup(session(future()), failedToFetch);
      const error = await failure(client.request(list));
      expect(error).toMatchObject({ status: 0, kind: 'network' });
      expect(isAbortError(error)).toBe(false);
      expectSessionEnded(deps, stored, SESSION_ENDED);
    });

    it('refused without a session, it warns that the server cannot be reached', async () => {
      const { client, deps } = setup(null, failedToFetch);
      await expect(client.request(list)).rejects.toMatchObject({ kind: 'network' });
      expect(deps.warn).toHaveBeenCalledWith(OFFLINE);
      expect(deps.deleteSession).not.toHaveBeenCalled();
      expect(deps.schedule).not.toHaveBeenCalled();
    });
  });

  describe('the refresh before a request', () => {
    const listAfterExpiredToken = (respondToRefresh: Respond, options: Options = {}) =>
      setup(
        session(past()),
        (url, init) => (isRefresh(url) ? respondToRefresh(url, init) : json(200, {})),
        options,
      );
    const listCalls = (deps: Deps) => deps.fetch.mock.calls.filter(([url]) => !isRefresh(String(url)));

    it.each([401, 500])('answered with %i, it ends the session with the expiry warning', async (status) => {
      const { client, deps, stored } = listAfterExpiredToken(() => json(status, { success: false }));
      const error = await failure(client.request(list));
      expect(error).toMatchObject({ status: 401 });
      expectSessionEnded(deps, stored, EXPIRED_BEFORE_REQUEST);
      expect(listCalls(deps)).toHaveLength(0);
    });

    it('refused (the page stays), it ends the session once for every request waiting on it', async () => {
      const { client, deps, stored } = listAfterExpiredToken(failedToFetch);
      await Promise.allSettled([client.request(list), client.request(list)]);
      expectSessionEnded(deps, stored, EXPIRED_BEFORE_REQUEST);
    });

    it("cancelled by the page's navigation, it ends nothing and the request is not sent", async () => {
      const { client, deps, page, stored } = listAfterExpiredToken(() => {
        page.leaving = true;
        return failedToFetch();
      }, LONG);
      const results = await atOnce(Promise.allSettled([client.request(list), client.request(list)]));
      for (const result of results)
        expect(result).toMatchObject({ status: 'rejected', reason: { kind: 'aborted' } });
      expectSilence(deps);
      expect(stored()?.refreshToken).toBe('old-refresh');
      expect(listCalls(deps)).toHaveLength(0);
    });

    it('refused by the cross-tab lock as the page unloads, it ends nothing', async () => {
      const { client, deps, page } = listAfterExpiredToken(() => json(200, {}));
      deps.withRefreshLock = () => {
        page.leaving = true;
        return Promise.reject(new DOMException('The document is not fully active.', 'InvalidStateError'));
      };
      await expect(client.request(list)).rejects.toMatchObject({ kind: 'aborted' });
      expectSilence(deps);
    });

    it('timed out, it warns the time-out once and keeps the session', async () => {
      const { client, deps, stored } = listAfterExpiredToken((_, init) => hang(init), { timeoutMs: 20 });
      const results = await Promise.allSettled([client.request(list), client.request(list)]);
      for (const result of results)
        expect(result).toMatchObject({ status: 'rejected', reason: { kind: 'timeout' } });
      expect(deps.warn).toHaveBeenCalledTimes(1);
      expect(deps.warn).toHaveBeenCalledWith(TIMEOUT);
      expect(deps.deleteSession).not.toHaveBeenCalled();
      expect(deps.schedule).not.toHaveBeenCalled();
      expect(stored()?.refreshToken).toBe('old-refresh');
    });

    it("does not carry a caller's signal: one caller giving up does not cancel the others' refresh", async () => {
      const { client, deps } = listAfterExpiredToken(async () =>
        json(200, { data: { accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: future() } }),
      );
      await client.request({ ...list, signal: new AbortController().signal });
      const refreshInit = deps.fetch.mock.calls.find(([url]) => isRefresh(String(url)))![1] as RequestInit;
      const listInit = listCalls(deps)[0]![1] as RequestInit;
      expect(refreshInit.signal).toBeInstanceOf(AbortSignal);
      expect(listInit.signal).not.toBe(refreshInit.signal);
    });
  });
});
