import { useSWRConfig } from 'swr';
import type { EntitySchema } from '../../core/index.ts';

/** Refreshes every list, short list and record of an entity that is on screen (after a save). */
export function useRevalidateEntity(entity: Pick<EntitySchema, 'id'>): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(
      (key) =>
        Array.isArray(key) &&
        (key[0] === 'list' || key[0] === 'record' || key[0] === 'options') &&
        key[1] === entity.id,
    );
  };
}
