// @vitest-environment jsdom
// (jsdom: the module's default instance reaches the portal's HTTP client, which reads window when it loads.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../session/session-store.ts';
import { createDownloader, type DownloadProgress, saveFile } from './download.ts';
import { createHttpClient, type HttpClientDeps, TRANSFER_INTERRUPTED } from './http-client.ts';
import { HttpError, isAbortError } from './http-error.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const session = (expiresIn: string): Session => ({
  isLogged: true,
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  expiresIn,
  userData: { profile: 'Admin', firstName: 'Ana' },
});
const future = () => new Date(Date.now() + 60_000).toISOString();
const past = () => new Date(Date.now() - 60_000).toISOString();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A file answered in chunks; with `holdUntil`, the stream stays open after them and, as fetch's own body does,
 * fails when the request's signal aborts.
 */
function fileResponse(
  chunks: string[],
  { length, holdUntil }: { length?: number; holdUntil?: AbortSignal } = {},
) {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of bytes) controller.enqueue(chunk);
      if (!holdUntil) controller.close();
      else holdUntil.addEventListener('abort', () => controller.error(holdUntil.reason));
    },
  });
  const headers: Record<string, string> = { 'Content-Type': XLSX };
  if (length !== undefined) headers['Content-Length'] = String(length);
  return new Response(body, { status: 200, headers });
}

/** A downloader over the real HTTP client, on a fake fetch and session. */
function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  stored = session(future()),
) {
  let current: Session | null = stored;
  const deps = {
    baseUrl: 'http://api',
    timeoutMs: 5_000,
    reloadDelayMs: 1_200,
    networkGraceMs: 10,
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
    pageLifecycle: { isLeaving: () => false },
    withRefreshLock: <T>(task: () => Promise<T>) => task(),
  } satisfies HttpClientDeps;
  const save = vi.fn<(file: Blob, filename: string) => void>();
  const download = createDownloader({ request: createHttpClient(deps).request, save });
  return { download, deps, save };
}

afterEach(() => vi.restoreAllMocks());

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (file: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });

describe('download: a file through the HTTP client, with progress', () => {
  it('reports bytes and the share of a sized file, then saves it whole under its name', async () => {
    const { download, deps, save } = setup(() => fileResponse(['PK', 'abcd', 'efgh'], { length: 10 }));
    const progress: DownloadProgress[] = [];
    await download({
      path: '/v1/backoffice/clients/excel',
      query: 'cnpj=112',
      filename: 'clientes.xlsx',
      onProgress: (step) => progress.push(step),
    });
    expect(progress).toEqual([
      { received: 0, total: 10, fraction: 0 },
      { received: 2, total: 10, fraction: 0.2 },
      { received: 6, total: 10, fraction: 0.6 },
      { received: 10, total: 10, fraction: 1 },
    ]);
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('http://api/v1/backoffice/clients/excel?cnpj=112');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer old-access', Accept: '*/*' });
    const [file, filename] = save.mock.calls[0]!;
    expect(filename).toBe('clientes.xlsx');
    expect(file.type).toBe(XLSX);
    expect(await textOf(file)).toBe('PKabcdefgh');
  });

  it('reports bytes alone for a streamed file, whose size nobody knows', async () => {
    const { download } = setup(() => fileResponse(['PK', 'abc']));
    const progress: DownloadProgress[] = [];
    await download({ path: '/f', filename: 'f.xlsx', onProgress: (step) => progress.push(step) });
    expect(progress).toEqual([{ received: 0 }, { received: 2 }, { received: 5 }]);
  });

  it('refreshes an expired token before it downloads', async () => {
    const { download, deps, save } = setup(
      (url) =>
        url.endsWith('/refresh-token')
          ? json(200, {
              success: true,
              data: { accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: future() },
            })
          : fileResponse(['PK']),
      session(past()),
    );
    await download({ path: '/f', filename: 'f.xlsx' });
    expect(deps.fetch.mock.calls[1]![1]?.headers).toMatchObject({ Authorization: 'Bearer new-access' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted mid-transfer: rejects as aborted, saves nothing, tells nobody', async () => {
    const { download, deps, save } = setup((_url, init) =>
      fileResponse(['PK', 'abc'], { holdUntil: init.signal! }),
    );
    const controller = new AbortController();
    const failed = download({
      path: '/f',
      filename: 'f.xlsx',
      signal: controller.signal,
      onProgress: ({ received }) => received === 5 && controller.abort(),
    }).catch((error: unknown) => error);
    expect(isAbortError(await failed)).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(deps.warn).not.toHaveBeenCalled();
    expect(deps.deleteSession).not.toHaveBeenCalled();
  });

  it('fails a file that breaks off on the way as an interrupted download, and keeps the session', async () => {
    const { download, deps, save } = setup(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('PK'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': XLSX } });
    });
    const error = await download({ path: '/f', filename: 'f.xlsx' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).messages).toEqual([TRANSFER_INTERRUPTED]);
    expect(deps.deleteSession).not.toHaveBeenCalled();
    expect(deps.warn).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it("rejects with the server's messages on an error status, without a toast of its own", async () => {
    const { download, deps, save } = setup(() =>
      json(400, { success: false, errors: ['Início: informe uma data válida.'] }),
    );
    const error = await download({ path: '/f', filename: 'f.xlsx' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).messages).toEqual(['Início: informe uma data válida.']);
    expect(deps.warn).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('saveFile', () => {
  it('clicks a hidden link to an object URL with the file name, and releases the URL later', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:http://portal/1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const file = new Blob(['PK'], { type: XLSX });
    saveFile(file, 'unidades-de-negocio.xlsx');
    expect(created).toHaveBeenCalledWith(file);
    expect(clicks[0]!.download).toBe('unidades-de-negocio.xlsx');
    expect(clicks[0]!.href).toBe('blob:http://portal/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoked).toHaveBeenCalledWith('blob:http://portal/1');
    vi.useRealTimers();
  });
});
