import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../session/session-store.ts';
import { createHttpClient } from './http-client.ts';
import { HttpError } from './http-error.ts';

const future = () => new Date(Date.now() + 60_000).toISOString();
const past = () => new Date(Date.now() - 60_000).toISOString();

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

function setup(
  stored: Session | null,
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  let current = stored;
  const deps = {
    baseUrl: 'http://api',
    timeoutMs: 1_000,
    reloadDelayMs: 1_200,
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
    withRefreshLock: <T>(task: () => Promise<T>) => task(),
  };
  return { client: createHttpClient(deps as never), deps, stored: () => current };
}

const list = { method: 'GET', path: '/v1/backoffice/clients/' } as const;

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
      if (url.endsWith('/refresh-token')) {
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
      .filter(([url]) => !String(url).endsWith('/refresh-token'))
      .map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Authorization']);
    expect(authHeaders).toEqual(['Bearer new-access', 'Bearer new-access', 'Bearer new-access']);
    expect(stored()?.refreshToken).toBe('new-refresh');
  });

  it('refreshes a token about to expire, so it does not arrive expired', async () => {
    const { client, deps } = setup(session(new Date(Date.now() + 10_000).toISOString()), (url) =>
      url.endsWith('/refresh-token')
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

  it('a failed refresh deletes the session, warns and reloads after the delay', async () => {
    const { client, deps, stored } = setup(session(past()), () => json(401, { success: false, errors: [] }));
    await expect(client.request(list)).rejects.toBeInstanceOf(HttpError);
    expect(stored()).toBeNull();
    expect(deps.warn).toHaveBeenCalledWith('Sua sessão expirou, faça login para continuar');
    expect(deps.schedule).toHaveBeenCalledWith(deps.reload, 1_200);
  });

  it.each([
    [400, { errors: ['CNPJ inválido.'] }, 'CNPJ inválido.'],
    [400, {}, '[400] Verifique os dados informados'],
    [404, {}, 'Não encontrado.'],
    [415, {}, 'Recurso usado de maneira incorreta.'],
    [422, {}, 'Algum campo foi preenchido incorretamente ou está vazio, tente novamente'],
    [500, {}, 'Ops, algo deu errado! Tente novamente mais tarde.'],
  ])('status %i warns "%s"', async (status, body, message) => {
    const { client, deps, stored } = setup(session(future()), () => json(status, body));
    const error = await client.request(list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(deps.warn).toHaveBeenCalledWith(message);
    expect(stored()).not.toBeNull();
  });

  it.each([401, 403])('status %i ends the session once, however many requests fail', async (status) => {
    const { client, deps, stored } = setup(session(future()), () => json(status, {}));
    await Promise.allSettled([client.request(list), client.request(list)]);
    await client.request(list).catch(() => undefined);
    expect(stored()).toBeNull();
    expect(deps.warn).toHaveBeenCalledTimes(1);
    expect(deps.warn).toHaveBeenCalledWith('Sessão expirada, favor fazer login novamente.');
    expect(deps.schedule).toHaveBeenCalledWith(deps.reload, 1_200);
  });

  it('a network error ends a signed-in session like a 401', async () => {
    const { client, deps, stored } = setup(session(future()), () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request(list)).rejects.toMatchObject({ status: 0 });
    expect(stored()).toBeNull();
    expect(deps.warn).toHaveBeenCalledWith('Sessão expirada, favor fazer login novamente.');
  });

  it('other statuses are only logged', async () => {
    const { client, deps } = setup(session(future()), () => json(409, {}));
    await expect(client.request(list)).rejects.toMatchObject({ status: 409 });
    expect(deps.warn).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledWith('Erro no serviço, tente novamente mais tarde.');
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
});
