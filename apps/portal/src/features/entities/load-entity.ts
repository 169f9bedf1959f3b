import { use } from 'react';
import type { EntitySchema, EntitySummary } from '@frota/engine';

const loaded = new Map<string, Promise<EntitySchema>>();

/** Starts loading an entity's whole schema (its own chunk) once; later calls share the promise. */
export function loadEntity(summary: EntitySummary): Promise<EntitySchema> {
  let promise = loaded.get(summary.id);
  if (!promise) {
    promise = summary.load();
    loaded.set(summary.id, promise);
  }
  return promise;
}

/** The entity's whole schema, suspending the route until its chunk has arrived. */
export function useEntity(summary: EntitySummary): EntitySchema {
  return use(loadEntity(summary));
}
