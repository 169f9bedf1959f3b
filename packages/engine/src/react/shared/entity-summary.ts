import type { EntitySummary } from '../../core/index.ts';
import { entityIndex } from '../../generated/entity-index.ts';

/**
 * The index entry of an entity (its short-list call, routes, permissions), without loading its whole schema:
 * what a relation select or a select filter needs of the related entity.
 */
export function entitySummary(id: string): EntitySummary {
  const found = entityIndex.find((entity) => entity.id === id);
  if (!found)
    throw new Error(`No schema "${id}.json" (schemas: ${entityIndex.map((e) => e.id).join(', ')}).`);
  return found;
}
