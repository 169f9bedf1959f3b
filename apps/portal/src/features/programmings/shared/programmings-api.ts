import type { LocationRefreshResult } from '@frota/domain';
import { type EntityApi, readData } from '@frota/engine';
import { http } from '../../../http/client.ts';

/** The status actions of spec 02 §7; each resolves with the programming as it now is. */
export type StatusAction = 'start' | 'complete' | 'cancel';

/**
 * The programmings' own calls beside the schema's CRUD: start, complete, cancel (with a justification) and the
 * location refresh. Failures reject with an HttpError the caller turns into the spec's toasts; a 400's or 409's
 * reason is not toasted by the client (`showsValidation`), the page says it once with its own words.
 */
export const programmingsApi = {
  /** `POST {basePath}/{id}/{action}` under the schema's base path (programmings.json). */
  statusAction: (entity: EntityApi, action: StatusAction, id: number, justificationId?: number) =>
    http.request({
      method: 'POST',
      path: `${entity.api.basePath}/${id}/${action}`,
      body: action === 'cancel' ? { justificationId } : undefined,
      showsValidation: true,
    }),
  async refreshLocations(): Promise<LocationRefreshResult> {
    return readData<LocationRefreshResult>(
      await http.request({
        method: 'POST',
        path: '/v1/backoffice/programming-location/refresh',
        showsValidation: true,
      }),
    );
  },
};
