import useSWR from 'swr';
import { entitySummary } from './entity-summary.ts';
import { useEngine } from './engine-context.tsx';

/**
 * One field of another entity's record, read through its `get` call (the related entity's schema loads with
 * it): a select narrowed by the client of the chosen operation reads the operation's clientId. Undefined while
 * there is no id or the record is loading. The read is not quiet: the form shows its failure nowhere (the select
 * only keeps waiting), so the HTTP client's toast is the one word of it.
 *
 * @example useRecordField('fleets', 7, 'clientId') // 3, once fleets/7 has answered
 */
export function useRecordField(
  entityId: string | undefined,
  id: unknown,
  field: string | undefined,
): unknown {
  const { dataProvider } = useEngine();
  const named = (typeof id === 'number' && id > 0) || (typeof id === 'string' && id !== '');
  const key = entityId && field && named ? (['record', entityId, id] as const) : null;
  const record = useSWR(
    key,
    async ([, entity, recordId]) =>
      dataProvider.get({ entity: await entitySummary(entity).load(), id: recordId as string | number }),
    { revalidateOnFocus: false },
  );
  return field ? record.data?.[field] : undefined;
}
