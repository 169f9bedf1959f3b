import type { Api, ApiActionName, ApiCall, EntitySchema } from './types.ts';

export interface ResolvedCall {
  method: ApiCall['method'];
  /** Path from the API root, with the id filled in: /v1/backoffice/clients/7/activate */
  path: string;
}

/** What locating an entity's calls needs: its id (for messages) and its api section. */
export type EntityApi = Pick<EntitySchema, 'id'> & { api: Pick<Api, 'basePath' | 'actions'> };

/** A path's `{field}` placeholders ({id}, {clientId}), in order. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * The declared call for an action, or an error naming the schema file and what exists. `values` fills the
 * path's placeholders: a record id for `{id}`, or the fields of a record (`{clientId}`, `{driverId}`).
 */
export function apiCall(
  entity: EntityApi,
  action: ApiActionName,
  values?: number | string | Record<string, unknown>,
): ResolvedCall {
  const call = entity.api.actions[action];
  if (!call) {
    const known = Object.keys(entity.api.actions).join(', ');
    throw new Error(`${entity.id}.json: /api/actions/${action} is not declared (declared: ${known}).`);
  }
  const filled = typeof values === 'object' ? values : values === undefined ? undefined : { id: values };
  const relative = filled
    ? call.path.replace(/\{(\w+)\}/g, (placeholder, field: string) =>
        field in filled ? encodeURIComponent(String(filled[field])) : placeholder,
      )
    : call.path;
  return { method: call.method, path: `${entity.api.basePath}${relative}` };
}

/** The route pattern the server registers for an action: /v1/backoffice/clients/:clientId/driver/:driverId */
export function serverRoute(entity: EntityApi, action: ApiActionName): ResolvedCall | undefined {
  const call = entity.api.actions[action];
  if (!call) return undefined;
  return { method: call.method, path: `${entity.api.basePath}${call.path.replace(/\{(\w+)\}/g, ':$1')}` };
}
