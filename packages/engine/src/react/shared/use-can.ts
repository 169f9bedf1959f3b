import { can } from '../../core/index.ts';
import type { EntityAction, EntitySchema } from '../../core/index.ts';
import { useEngine } from './engine-context.tsx';

/** Whether the signed-in profile may perform an action; for hiding only, the server decides. */
export function useCan(entity: EntitySchema, action: EntityAction): boolean {
  const { profile } = useEngine();
  return can({ action, entity, profile }).can;
}
