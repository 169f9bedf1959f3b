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
  const main = String(record[entity.displayField] ?? record['id'] ?? '');
  const more = entity.displayJoin
    .map((field) => record[field])
    .filter((v) => v !== null && v !== undefined && v !== '');
  return [main, ...more.map(String)].join(entity.displaySeparator);
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

/**
 * The portal path of the list a record belongs to: `routes.list` with its parent's id under the parent's URL
 * parameter and its variant's tab, from the record's values (a saved record, or a create page's parent and
 * variant). Where a form goes back to.
 *
 * @example listPathOf(bonusConfigs, { fleetId: 7, type: 'Inertia' }) // '/backoffice/fleets/bonus-configs/?operationId=7&tab=inertia'
 */
export function listPathOf(entity: EntitySchema, values: Record<string, unknown>): string {
  const parent = entity.list.parent;
  const variants = entity.variants;
  const parentId = parent ? values[parent.field] : undefined;
  const value = variants ? values[variants.field] : undefined;
  return withQuery(entity.routes.list, {
    ...(parent && parentId !== undefined && parentId !== null ? { [parent.urlParam]: String(parentId) } : {}),
    ...(variants ? { [variants.urlParam]: variants.items.find((item) => item.value === value)?.key } : {}),
  });
}

/**
 * The create page of a list's Novo: `routes.create` with the list's parent under the parent's field (the
 * create page's own parameter) and the view's variant as its tab; undefined without a create route.
 *
 * @example newRecordPath(variantView(bonusConfigs, 'inertia'), '7') // '/backoffice/fleets/bonus-configs/inertia/create?fleetId=7&tab=inertia'
 */
export function newRecordPath(entity: EntitySchema, parentId: string | undefined): string | undefined {
  if (!entity.routes.create) return undefined;
  const parent = entity.list.parent;
  const variants = entity.variants;
  return withQuery(entity.routes.create, {
    ...(parent ? { [parent.field]: parentId } : {}),
    ...(variants && entity.narrowedTo ? { [variants.urlParam]: entity.narrowedTo.key } : {}),
  });
}

/**
 * The values a form takes from its page's URL: the list's parent, when the form holds the parent's field,
 * read from the route's :field or the ?field= query. Undefined when the form needs the parent and the URL
 * names none (a hand-typed address): the page says so instead of posting a record without its parent.
 *
 * @example parentValuesFromUrl(bonusConfigs, form, {}, new URLSearchParams('fleetId=7')) // { fleetId: 7 }
 */
export function parentValuesFromUrl(
  entity: Pick<EntitySchema, 'list'>,
  form: { fields: string[] },
  routeParams: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): Record<string, number> | undefined {
  const parent = entity.list.parent;
  if (!parent || !form.fields.includes(parent.field)) return {};
  const raw = (routeParams[parent.field] ?? search.get(parent.field) ?? '').trim();
  return /^[0-9]{1,9}$/.test(raw) && Number(raw) > 0 ? { [parent.field]: Number(raw) } : undefined;
}
