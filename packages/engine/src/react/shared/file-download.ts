/** How far a download has come: bytes so far, and the share of the whole when the server said its size. */
export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** The file's size (`Content-Length`), when the server sent it; a streamed file has none. */
  total?: number;
  /** `received / total` from 0 to 1, when `total` is known. */
  fraction?: number;
}

/** What to download and where the user's file goes. */
export interface FileDownloadRequest {
  /** API path from the API root: /v1/backoffice/clients/excel */
  path: string;
  /** Query string without '?'. */
  query?: string;
  /** The name the browser saves the file under. */
  filename: string;
  /** Cancels the download; it then rejects with an error `isAbortError` recognises, and nothing is saved. */
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Downloads a file from the API as the portal's HTTP client calls it (its token, refresh and session end) and
 * saves it under `filename`. The portal provides one (`apps/portal/src/http/download.ts`) to the data provider,
 * which exports lists with it; the engine itself never touches fetch.
 */
export type FileDownload = (request: FileDownloadRequest) => Promise<void>;
