import { entities } from '../generated/entities.ts';
import type { EntitySchema } from './types.ts';

export { entities };

/** The entity schema with this id, or an error listing the ids that exist. */
export function entityById(id: string): EntitySchema {
  const entity = entities.find((e) => e.id === id);
  if (!entity) throw new Error(`No schema "${id}.json" (schemas: ${entities.map((e) => e.id).join(', ')}).`);
  return entity;
}
