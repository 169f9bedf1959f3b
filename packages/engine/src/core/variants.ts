import type { ApiActionName, EntitySchema, EntityVariant, FormVariant } from './types.ts';

const views = new WeakMap<EntitySchema, Map<string, EntitySchema>>();

/**
 * The variant a key names (a tab in the portal URL); the first one when the key names none, as a missing or
 * hand-typed tab shows the first tab. Throws for an entity without variants.
 *
 * @example variantOf(bonusConfigs, 'inertia').value // 'Inertia'
 */
export function variantOf(entity: EntitySchema, key: string | null | undefined): EntityVariant {
  const items = entity.variants?.items ?? [];
  const found = items.find((item) => item.key === key) ?? items[0];
  if (!found) throw new Error(`${entity.id}.json: /variants is not declared.`);
  return found;
}

/** The variant whose discriminator value a record holds, if any. */
export function variantOfValue(entity: EntitySchema, value: unknown): EntityVariant | undefined {
  return entity.variants?.items.find((item) => item.value === value);
}

/**
 * The entity as one of its variants sees it: the variant's create route, call and form in place of the
 * entity's, its columns and filters, and `narrowedTo`, so its list calls send the discriminator and its creates
 * set it. Everything generic (validators, pages, the server's routes) reads a view as it reads any entity.
 * The same object for the same entity and key, so React memos and caches hold.
 *
 * @example variantView(bonusConfigs, 'inertia').api.actions.create // { method: 'POST', path: '/inertia' }
 */
export function variantView(entity: EntitySchema, key: string): EntitySchema {
  const variant = variantOf(entity, key);
  let byKey = views.get(entity);
  if (!byKey) views.set(entity, (byKey = new Map()));
  const known = byKey.get(variant.key);
  if (known) return known;
  const { create: _create, ...actions } = entity.api.actions;
  const { create: _route, ...routes } = entity.routes;
  const { create: _form, ...forms } = entity.forms;
  const view: EntitySchema = {
    ...entity,
    forms: variant.forms.create ? { ...forms, create: variant.forms.create } : forms,
    api: {
      ...entity.api,
      actions: variant.api.create ? { ...actions, create: variant.api.create } : actions,
    },
    routes: variant.routes.create ? { ...routes, create: variant.routes.create } : routes,
    list: { ...entity.list, columns: variant.columns, filters: variant.filters },
    narrowedTo: { field: entity.variants!.field, value: variant.value, key: variant.key },
  };
  byKey.set(variant.key, view);
  return view;
}

/** The view of each variant, in tab order (none for an entity without variants). */
export function variantViews(entity: EntitySchema): EntitySchema[] {
  return (entity.variants?.items ?? []).map((item) => variantView(entity, item.key));
}

/** Every create form of an entity: its own and each variant's (a field required in all is never empty). */
export function createForms(entity: EntitySchema): FormVariant[] {
  const own = entity.forms.create ? [entity.forms.create] : [];
  return [...own, ...(entity.variants?.items ?? []).flatMap((item) => item.forms.create ?? [])];
}

/** The discriminator value a view's creates set (`{ type: 'Inertia' }`); nothing for a whole entity. */
export function variantValues(entity: EntitySchema): Record<string, string | number> {
  return entity.narrowedTo ? { [entity.narrowedTo.field]: entity.narrowedTo.value } : {};
}

/**
 * Every call the server registers for an entity: its declared actions, then each variant's create, with the
 * view that serves it (the variant's form validates it) and a name for the OpenAPI operation.
 *
 * @example entityCalls(bonusConfigs).map((c) => c.operation) // ['bonus-configs_list', ..., 'bonus-configs_create_inertia']
 */
export function entityCalls(
  entity: EntitySchema,
): Array<{ view: EntitySchema; action: ApiActionName; operation: string }> {
  const own = (Object.keys(entity.api.actions) as ApiActionName[]).map((action) => ({
    view: entity,
    action,
    operation: `${entity.id}_${action}`,
  }));
  const creates = variantViews(entity)
    .filter((view) => view.api.actions.create)
    .map((view) => ({
      view,
      action: 'create' as const,
      operation: `${entity.id}_create_${view.narrowedTo!.key}`,
    }));
  return [...own, ...creates];
}
