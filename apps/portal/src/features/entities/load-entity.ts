import type { EntitySchema, EntitySummary } from '@frota/engine';
import { useLoaded } from '../../app/use-loaded.ts';

const loading = new Map<string, Promise<EntitySchema>>();
const loaded = new Map<string, EntitySchema>();

/** Starts loading an entity's whole schema (its own chunk) once; later calls share the promise. */
export function loadEntity(summary: EntitySummary): Promise<EntitySchema> {
  let promise = loading.get(summary.id);
  if (!promise) {
    promise = summary.load().then((entity) => {
      loaded.set(summary.id, entity);
      return entity;
    });
    promise.catch(() => loading.delete(summary.id));
    loading.set(summary.id, promise);
  }
  return promise;
}

/** The entity's whole schema once its chunk has arrived (undefined until then: show the loading state). */
export function useEntity(summary: EntitySummary): EntitySchema | undefined {
  return useLoaded(
    () => loaded.get(summary.id),
    () => loadEntity(summary),
  );
}
