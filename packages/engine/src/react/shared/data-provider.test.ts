import { describe, expect, it, vi } from 'vitest';
import { clients } from '../../generated/entities.ts';
import { createRestDataProvider } from './data-provider.ts';

describe('createRestDataProvider', () => {
  it("passes a read's signal to the HTTP request, so a superseded read can be cancelled", async () => {
    const request = vi.fn(async () => ({ success: true, data: { itens: [], totalPages: 0 } }));
    const provider = createRestDataProvider(request);
    const { signal } = new AbortController();
    await provider.list({ entity: clients, params: { page: 1, filters: {} }, signal });
    await provider.get({ entity: clients, id: 7, signal });
    await provider.shortList({ entity: clients, signal });
    expect(request).toHaveBeenCalledTimes(3);
    for (const [call] of request.mock.calls as unknown as Array<[{ signal?: AbortSignal }]>)
      expect(call.signal).toBe(signal);
  });
});
