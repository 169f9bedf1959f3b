import type { EntitySchema, Filter } from './types.ts';

/** The filter of a list on `field`, if the list has one shown in its panel. */
const panelFilterOn = (entity: EntitySchema, field: string) =>
  entity.list.filters.find((filter) => filter.field === field && !filter.hidden);

/**
 * The options filter of a relation filter whose field depends on another (`relation.dependsOn`, a plate of the
 * chosen client): `{ [filterParam]: value }` of the other filter's value, `{}` while it is empty (every
 * option) or when the list does not filter by it; undefined for a filter that depends on nothing.
 *
 * @example filterDependency(programmings, plateFilter, { clientId: '3' }) // { clientId: '3' }
 */
export function filterDependency(
  entity: EntitySchema,
  filter: Filter,
  values: Readonly<Record<string, string>>,
): Record<string, string> | undefined {
  const relation = entity.fields[filter.field]?.relation;
  if (!relation?.dependsOn) return undefined;
  const parent = panelFilterOn(entity, relation.dependsOn);
  const value = parent ? values[parent.param] : undefined;
  return value ? { [relation.filterParam ?? relation.dependsOn]: value } : {};
}

/**
 * The filters to empty when `param` changes: those whose options depend on its field (another client's plate
 * would filter to nothing).
 */
export function dependentFilterParams(entity: EntitySchema, param: string): string[] {
  const changed = entity.list.filters.find((filter) => filter.param === param);
  if (!changed) return [];
  return entity.list.filters
    .filter((filter) => entity.fields[filter.field]?.relation?.dependsOn === changed.field)
    .map((filter) => filter.param);
}
