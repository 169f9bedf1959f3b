import { isConfinedToClient } from '../../core/index.ts';
import { useEngine } from './engine-context.tsx';
import { entitySummary } from './entity-summary.ts';
import { useOptions, type UseOptionsSettings } from './use-options.ts';

/**
 * For a select of the tenant root's records (a client select): whether the signed-in profile works inside one
 * client (a Manager), and then that client, the one option the server offers them. Such a select is preset to
 * it and cannot be changed; for other profiles and other selects, `confined` is false. It reads the short list
 * the select itself offers (one request): `settings.quiet` as the select's own (see useOptions).
 *
 * @example const own = useOwnClient('clients'); // { confined: true, clientId: 3, label: 'Rota Sul' } for a Manager
 */
export function useOwnClient(
  relatedEntity: string | undefined,
  settings?: UseOptionsSettings,
): {
  confined: boolean;
  clientId: number | string | null;
  label?: string;
} {
  const { profile } = useEngine();
  const related = relatedEntity ? entitySummary(relatedEntity) : undefined;
  const confined = isConfinedToClient(profile) && related?.tenant === 'root';
  const { options } = useOptions(related, confined ? undefined : null, settings);
  if (!confined) return { confined: false, clientId: null };
  const own = options?.length === 1 ? options[0] : undefined;
  return { confined: true, clientId: own?.value ?? null, ...(own ? { label: own.label } : {}) };
}
