import { CHUNK_LOAD_TIMEOUT_MS } from '../config/runtime.ts';

/** A chunk that failed to load, or did not load within the time-out (spec 01 §8). */
export class ChunkLoadError extends Error {
  constructor(chunk: string, cause?: unknown) {
    super(`Falha ao carregar o módulo "${chunk}". Verifique sua conexão e recarregue a página.`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Imports a lazy chunk, failing with a ChunkLoadError naming it after the time-out. */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, error));
      },
    );
  });
}
