import type { EntitySummary } from '@frota/engine';
import { entityIndex } from '@frota/engine/entity-index';

/** An entity's summary by id (its short list's path), or an error naming it: the schemas are built in. */
export function relatedEntity(id: string): EntitySummary {
  const found = entityIndex.find((summary) => summary.id === id);
  if (!found) throw new Error(`programmings: no schema "${id}.json" in the entity index.`);
  return found;
}

/** The entities the programmings' screens offer in their selects. */
export const RELATED = {
  clients: relatedEntity('clients'),
  plates: relatedEntity('vehicle-plates'),
  drivers: relatedEntity('drivers'),
  products: relatedEntity('products'),
  routes: relatedEntity('routes'),
  references: relatedEntity('references'),
  justifications: relatedEntity('justifications'),
} as const;
