import { describe, expect, it, vi } from 'vitest';
import { clients } from '../../generated/entities.ts';
import { createRestDataProvider } from './data-provider.ts';

const envelope = { success: true, data: { itens: [], totalPages: 0 } };

describe('createRestDataProvider', () => {
  it("passes a read's signal to the HTTP request, so a superseded read can be cancelled", async () => {
    const request = vi.fn(async () => envelope);
    const provider = createRestDataProvider(request);
    const { signal } = new AbortController();
    await provider.list({ entity: clients, params: { page: 1, filters: {} }, signal });
    await provider.get({ entity: clients, id: 7, signal });
    await provider.options({ entity: clients, signal });
    expect(request).toHaveBeenCalledTimes(3);
    for (const [call] of request.mock.calls as unknown as Array<[{ signal?: AbortSignal }]>)
      expect(call.signal).toBe(signal);
  });

  it('reads a list quietly (the list shows its own failure box), a record and a short list quietly when asked', async () => {
    const request = vi.fn(async (_call: { quiet?: boolean }) => envelope);
    const provider = createRestDataProvider(request);
    await provider.list({ entity: clients, params: { page: 1, filters: {} } });
    await provider.get({ entity: clients, id: 7, quiet: true });
    await provider.get({ entity: clients, id: 7 });
    await provider.options({ entity: clients, quiet: true });
    await provider.options({ entity: clients });
    expect(request.mock.calls.map(([call]) => call.quiet === true)).toEqual([true, true, false, true, false]);
  });

  it('sends page size, sort and filters with the schema names, and options with their filter', async () => {
    const request = vi.fn(async (_call: { path: string; query?: string }) => envelope);
    const provider = createRestDataProvider(request);
    await provider.list({
      entity: clients,
      params: {
        page: 2,
        perPage: 10,
        sort: { field: 'nomeFantasia', direction: 'asc' },
        filters: { cnpj: '112' },
      },
    });
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      method: 'GET',
      path: '/v1/backoffice/clients/',
      query: 'Page=2&perPage=10&cnpj=112&sort=nomeFantasia&order=asc',
    });
    await provider.options({ entity: clients, filter: { clientId: 3 } });
    expect(request.mock.calls[1]?.[0]).toMatchObject({
      path: '/v1/backoffice/clients/all',
      query: 'clientId=3',
    });
    await provider.call({ entity: clients, action: 'activate', id: 9 });
    expect(request.mock.calls[2]?.[0]).toMatchObject({
      method: 'PUT',
      path: '/v1/backoffice/clients/9/activate',
    });
  });

  it("exports a list through the download it is given: the list's query without the page, its file name", async () => {
    const request = vi.fn(async () => envelope);
    expect(createRestDataProvider(request).exportList).toBeUndefined();
    const download = vi.fn(async () => {});
    const provider = createRestDataProvider(request, { download });
    const { signal } = new AbortController();
    const onProgress = vi.fn();
    await provider.exportList!({
      entity: clients,
      params: {
        page: 4,
        perPage: 10,
        sort: { field: 'nomeFantasia', direction: 'asc' },
        filters: { cnpj: '112' },
      },
      signal,
      onProgress,
    });
    expect(download).toHaveBeenCalledWith({
      path: '/v1/backoffice/clients/excel',
      query: 'cnpj=112&sort=nomeFantasia&order=asc',
      filename: 'clientes.xlsx',
      signal,
      onProgress,
    });
    expect(request).not.toHaveBeenCalled();
  });
});
