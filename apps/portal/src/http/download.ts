import type { DownloadProgress, FileDownload, FileDownloadRequest } from '@frota/engine/react';
import { http } from './client.ts';
import type { HttpClient } from './http-client.ts';

export type { DownloadProgress, FileDownload, FileDownloadRequest };

/** What a download needs: the portal's HTTP client and a way to hand the file to the user. */
export interface DownloaderDeps {
  request: HttpClient['request'];
  save: (file: Blob, filename: string) => void;
}

/** The answer's bytes, chunk by chunk, reporting each; the file's size when the server says it. */
async function readWithProgress(
  response: Response,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const report = (received: number) =>
    onProgress?.(
      total === undefined ? { received } : { received, total, fraction: Math.min(1, received / total) },
    );
  report(0);
  if (!response.body) {
    const whole = new Blob([await response.arrayBuffer()], { type });
    report(whole.size);
    return whole;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    report(received);
  }
  return new Blob(chunks, { type });
}

/**
 * The portal's file downloads: a GET through the HTTP client (bearer token, refresh before expiry, the end of
 * the session on 401/403 or a lost server, the spec's 600,000 ms time-out over the whole transfer), read chunk
 * by chunk with `onProgress` (bytes so far, and a fraction when the answer has a Content-Length; a streamed
 * file has none), cancelled by `signal`, then saved under `filename`. It is a quiet call: a failure shows no
 * status toast and rejects with the HttpError, so the screen says what failed in its own words ("Falha ao
 * exportar Excel"). Nothing is saved unless the whole file arrived.
 *
 * @example
 * const controller = new AbortController();
 * await download({
 *   path: '/v1/rewards/report/excel',
 *   query: 'month=2026-10',
 *   filename: 'relatorio-excel.xlsx',
 *   signal: controller.signal, // controller.abort() cancels: rejects with isAbortError(error) === true
 *   onProgress: ({ received, fraction }) => setLabel(fraction === undefined ? `${received} bytes` : `${Math.floor(fraction * 100)}%`),
 * }).catch((error) => { if (!isAbortError(error)) notify.error('Falha ao baixar o relatório'); });
 */
export function createDownloader({ request, save }: DownloaderDeps): FileDownload {
  return async ({ path, query, filename, signal, onProgress }) => {
    const file = await request({
      method: 'GET',
      path,
      query,
      signal,
      quiet: true,
      accept: '*/*',
      readBody: (response) => readWithProgress(response, onProgress),
    });
    if (!(file instanceof Blob)) throw new Error(`Download of ${path}: the answer was not read as a file.`);
    save(file, filename);
  };
}

/**
 * Hands a file to the browser's downloads under `filename`: an object URL on a link with `download`, clicked,
 * then released once the browser has taken it.
 */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released at once, some browsers cancel the download they were starting.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a file from the API through the portal's HTTP client and saves it (see createDownloader).
 *
 * @example await download({ path: '/v1/backoffice/clients/excel', filename: 'clientes.xlsx', onProgress })
 */
export const download: FileDownload = createDownloader({ request: http.request, save: saveFile });
