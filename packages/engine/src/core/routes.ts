import type { EntitySchema } from './types.ts';

/** Fills {field} placeholders of a link template with a record's values. */
export function interpolatePath(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(record[key] ?? '')));
}

/** The portal path of a record's edit page, or undefined when the entity has none. */
export function editPath(entity: EntitySchema, id: number | string): string | undefined {
  return entity.routes.edit?.replace(':id', encodeURIComponent(String(id)));
}

/** What names one record to a person: its display field, else its id. */
export function recordDisplayName(entity: EntitySchema, record: Record<string, unknown>): string {
  const main = String(record[entity.displayField ?? 'id'] ?? record['id'] ?? '');
  const more = (entity.displayJoin ?? [])
    .map((field) => record[field])
    .filter((v) => v !== null && v !== undefined && v !== '');
  return [main, ...more.map(String)].join(' ');
}

/**
 * The id of the list's parent record (`list.parent`) in the portal URL: the route's :urlParam, else the
 * ?urlParam= query; undefined when the entity has no parent or the URL carries no plain id.
 */
export function parentIdFromUrl(
  entity: Pick<EntitySchema, 'list'>,
  routeParams: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): string | undefined {
  const parent = entity.list.parent;
  if (!parent) return undefined;
  const raw = (routeParams[parent.urlParam] ?? search.get(parent.urlParam) ?? '').trim();
  return /^[0-9]{1,9}$/.test(raw) ? raw : undefined;
}

/** A portal path with query parameters added (empty values left out). */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}
