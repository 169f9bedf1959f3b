import useSWR from 'swr';
import type { EntitySchema } from '../../core/index.ts';
import { entitySummary } from '../shared/entity-summary.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { recordLabel } from '../shared/record-label.ts';

/**
 * The name of the record a list under a parent (`list.parent`) belongs to, read through the parent's `get`
 * call, as "Cliente: AgroVale Cargas": the page says whose records it shows. Undefined without a parent, while
 * loading, or when the parent cannot be read (the list itself still works). That read is not quiet: the page
 * shows its failure nowhere, so the HTTP client's toast is the one word of it.
 *
 * @example useParentName(clientDrivers, '3') // 'Cliente: AgroVale Cargas'
 */
export function useParentName(entity: EntitySchema, parentId: string | undefined): string | undefined {
  const { dataProvider } = useEngine();
  const parent = entity.list.parent;
  const key = parent && parentId ? (['parent-name', parent.entity, parentId] as const) : null;
  const { data } = useSWR(
    key,
    async ([, parentEntity, id]) => {
      const schema = await entitySummary(parentEntity).load();
      const record = await dataProvider.get({ entity: schema, id });
      return `${schema.label.singular}: ${recordLabel(schema, record)}`;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data;
}
