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

const fetchOptions = async (
  dataProvider: DataProvider,
  entity: OptionsEntity,
  filter: Filter | undefined,
  quiet: boolean,
) =>
  (await dataProvider.options({ entity, filter, quiet })).map((item): SelectOption<number | string> => ({
    value: item.value,
    label: formatDisplayName(entity.displayFormat, item.text),
  }));

export interface UseOptionsSettings {
  /**
   * The caller says itself that the list could not be read (the select's error text, the screen's own toast):
   * the read is quiet, so no toast of the HTTP client says it a second time. Without it, the client's toast is
   * the only word of the failure. The selects of one screen that share a list (same entity and filter) share
   * its request too, so they should agree on this.
   */
  quiet?: boolean;
}

/**
 * The short list of an entity as select options, cached by entity and filter (every select of a page shares one
 * request). `filter: null` (or no entity) waits: a dependent select whose parent is still empty asks for nothing.
 *
 * @example const { options, error } = useOptions(clients, {}, { quiet: true }) // the caller shows `error`
 */
export function useOptions(
  entity: OptionsEntity | undefined,
  filter: Filter | null | undefined,
  { quiet = false }: UseOptionsSettings = {},
) {
  const { dataProvider } = useEngine();
  const key = filter === null || !entity ? null : optionsKey(entity, filter);
  const fetcher = () => (entity ? fetchOptions(dataProvider, entity, filter ?? undefined, quiet) : []);
  const swr = useSWR(key, fetcher, { revalidateOnFocus: false });
  /** The options now, fetching them first if this render has none yet (for a combobox's search). */
  const ensure = () =>
    swr.data ? Promise.resolve(swr.data) : key ? preload(key, fetcher) : Promise.resolve([]);
  return { options: swr.data, isLoading: swr.isLoading, error: swr.error as unknown, ensure };
}
