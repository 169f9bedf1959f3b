import useSWR, { preload } from 'swr';
import type { SelectOption } from '@frota/ui';
import type { DisplayFormat, EntityApi } from '../../core/index.ts';
import type { DataProvider } from './data-provider-types.ts';
import { useEngine } from './engine-context.tsx';
import { formatDisplayName } from './record-label.ts';

type Filter = Record<string, string | number>;
/** An entity whose short list a select offers; its names are written in its display format (a plate's dash). */
type OptionsEntity = EntityApi & { displayFormat?: DisplayFormat };

const optionsKey = (entity: OptionsEntity, filter: Filter | undefined) =>
  ['options', entity.id, JSON.stringify(filter ?? {})] as const;

const fetchOptions = async (dataProvider: DataProvider, entity: OptionsEntity, filter: Filter | undefined) =>
  (await dataProvider.options({ entity, filter })).map((item): SelectOption<number | string> => ({
    value: item.value,
    label: formatDisplayName(entity.displayFormat, item.text),
  }));

/**
 * The short list of an entity as select options, cached by entity and filter (every select of a page shares one
 * request). `filter: null` (or no entity) waits: a dependent select whose parent is still empty asks for nothing.
 */
export function useOptions(entity: OptionsEntity | undefined, filter: Filter | null | undefined) {
  const { dataProvider } = useEngine();
  const key = filter === null || !entity ? null : optionsKey(entity, filter);
  const fetcher = () => (entity ? fetchOptions(dataProvider, entity, filter ?? undefined) : []);
  const swr = useSWR(key, fetcher, { revalidateOnFocus: false });
  /** The options now, fetching them first if this render has none yet (for a combobox's search). */
  const ensure = () =>
    swr.data ? Promise.resolve(swr.data) : key ? preload(key, fetcher) : Promise.resolve([]);
  return { options: swr.data, isLoading: swr.isLoading, error: swr.error as unknown, ensure };
}
