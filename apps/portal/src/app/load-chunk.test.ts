import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk.ts';

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk('login', async () => ({ LoginPage: 1 }))).resolves.toEqual({ LoginPage: 1 });
  });

  it('names the chunk when its import fails', async () => {
    const error = await loadChunk('shell', () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('"shell"');
  });

  it('fails after the time-out when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('entity-list', () => new Promise(() => {}), 120_000);
    const settled = expect(pending).rejects.toThrow('Falha ao carregar o módulo "entity-list"');
    await vi.advanceTimersByTimeAsync(120_000);
    await settled;
    vi.useRealTimers();
  });
});
