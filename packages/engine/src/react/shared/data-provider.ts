import { apiCall, listQueryString, readData, readListPage } from '../../core/index.ts';
import type { EntityRecord } from '../../core/index.ts';
import type { DataProvider, HttpRequest, ShortListOption } from './data-provider-types.ts';
import type { FileDownload } from './file-download.ts';

const queryOf = (values: Record<string, string | number> | undefined) =>
  values && Object.keys(values).length > 0
    ? new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()
    : undefined;

/**
 * The data provider for an API that follows the schemas' `api` section, over the portal's HTTP client; with
 * `download`, it also exports lists to Excel (`GET <list path>/excel`).
 *
 * @example const dataProvider = createRestDataProvider(http.request, { download })
 */
export function createRestDataProvider(
  request: HttpRequest,
  { download }: { download?: FileDownload } = {},
): DataProvider {
  return {
    ...(download && {
      exportList: (args) => import('./export-list.ts').then((module) => module.exportList(download, args)),
    }),
    async list({ entity, params, signal }) {
      return readListPage(
        await request({
          ...apiCall(entity, 'list'),
          query: listQueryString(entity, params),
          signal,
          quiet: true,
        }),
      );
    },
    async get({ entity, id, signal, quiet }) {
      return readData<EntityRecord>(await request({ ...apiCall(entity, 'get', id), signal, quiet }));
    },
    create: ({ entity, data }) =>
      request({ ...apiCall(entity, 'create'), body: data, showsValidation: true }),
    update: ({ entity, id, data }) =>
      request({ ...apiCall(entity, 'update', id), body: { ...data, id }, showsValidation: true }),
    // The list's confirm action shows a refusal's reason itself (one toast, see useConfirmAction).
    remove: ({ entity, id }) => request({ ...apiCall(entity, 'delete', id), showsValidation: true }),
    setActive: ({ entity, id, active }) =>
      request({ ...apiCall(entity, active ? 'activate' : 'inactivate', id), showsValidation: true }),
    async options({ entity, filter, signal, quiet }) {
      return readData<ShortListOption[]>(
        await request({ ...apiCall(entity, 'all'), query: queryOf(filter), signal, quiet }),
      );
    },
    call: ({ entity, action, id, query, body, signal }) =>
      request({ ...apiCall(entity, action, id), query: queryOf(query), body, signal }),
  };
}
