import { apiCall, listQueryString, readData, readListPage } from '../../core/index.ts';
import type { EntityRecord, EntitySchema, ListPage, ListParams, ResolvedCall } from '../../core/index.ts';

/**
 * One HTTP call as the portal's client performs it; it resolves with the parsed body or rejects. Aborting
 * `signal` cancels it: it then rejects with an error `isAbortError` recognises.
 */
export type HttpRequest = (
  call: ResolvedCall & { query?: string; body?: unknown; signal?: AbortSignal },
) => Promise<unknown>;

export interface ShortListOption {
  key: number | string;
  value: number | string;
  text: string;
}

/**
 * What the generic pages ask of the back end; one params object per call. The reads take an optional
 * `signal` to cancel a request that a newer one superseded.
 */
export interface DataProvider {
  list(args: { entity: EntitySchema; params: ListParams; signal?: AbortSignal }): Promise<ListPage>;
  get(args: { entity: EntitySchema; id: number | string; signal?: AbortSignal }): Promise<EntityRecord>;
  create(args: { entity: EntitySchema; data: Record<string, unknown> }): Promise<unknown>;
  update(args: {
    entity: EntitySchema;
    id: number | string;
    data: Record<string, unknown>;
  }): Promise<unknown>;
  remove(args: { entity: EntitySchema; id: number | string }): Promise<unknown>;
  setActive(args: { entity: EntitySchema; id: number | string; active: boolean }): Promise<unknown>;
  shortList(args: { entity: EntitySchema; signal?: AbortSignal }): Promise<ShortListOption[]>;
}

/**
 * The data provider for an API that follows the schemas' `api` section, over the portal's HTTP client.
 *
 * @example const dataProvider = createRestDataProvider(http.request)
 */
export function createRestDataProvider(request: HttpRequest): DataProvider {
  return {
    async list({ entity, params, signal }) {
      return readListPage(
        await request({ ...apiCall(entity, 'list'), query: listQueryString(entity, params), signal }),
      );
    },
    async get({ entity, id, signal }) {
      return readData<EntityRecord>(await request({ ...apiCall(entity, 'get', id), signal }));
    },
    create: ({ entity, data }) => request({ ...apiCall(entity, 'create'), body: data }),
    update: ({ entity, id, data }) => request({ ...apiCall(entity, 'update', id), body: { ...data, id } }),
    remove: ({ entity, id }) => request(apiCall(entity, 'delete', id)),
    setActive: ({ entity, id, active }) => request(apiCall(entity, active ? 'activate' : 'inactivate', id)),
    async shortList({ entity, signal }) {
      return readData<ShortListOption[]>(await request({ ...apiCall(entity, 'all'), signal }));
    },
  };
}
