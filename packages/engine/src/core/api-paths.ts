import type { Api, ApiActionName, ApiCall, EntitySchema } from './types.ts';

export interface ResolvedCall {
  method: ApiCall['method'];
  /** Path from the API root, with the id filled in: /v1/backoffice/clients/7/activate */
  path: string;
}

/** What locating an entity's calls needs: its id (for messages) and its api section. */
export type EntityApi = Pick<EntitySchema, 'id'> & { api: Pick<Api, 'basePath' | 'actions'> };

/** The declared call for an action, or an error naming the schema file and what exists. */
export function apiCall(entity: EntityApi, action: ApiActionName, id?: number | string): ResolvedCall {
  const call = entity.api.actions[action];
  if (!call) {
    const known = Object.keys(entity.api.actions).join(', ');
    throw new Error(`${entity.id}.json: /api/actions/${action} is not declared (declared: ${known}).`);
  }
  const relative = id === undefined ? call.path : call.path.replace('{id}', encodeURIComponent(String(id)));
  return { method: call.method, path: `${entity.api.basePath}${relative}` };
}

/** The route pattern the server registers for an action: /v1/backoffice/clients/:id/activate */
export function serverRoute(entity: EntityApi, action: ApiActionName): ResolvedCall | undefined {
  const call = entity.api.actions[action];
  if (!call) return undefined;
  return { method: call.method, path: `${entity.api.basePath}${call.path.replace('{id}', ':id')}` };
}
