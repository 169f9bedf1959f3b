import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { EntitySchema, ListPage } from '@frota/engine';
import { isAbortError, useEngine } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';
import { listParams, type ListView, searchFromView, viewFromSearch } from './list-query.ts';

/** The SWR key of every programmings page, so a change anywhere reloads them. */
export const PROGRAMMINGS_LIST_KEY = 'programmings.list';

/**
 * The programmings the URL asks for, `perPage` a page: the page, filters and order live in the URL (a reload
 * or a shared link shows the same rows), the previous page stays on screen while the next loads, and a failed
 * load says 'Falha ao listar programações' once.
 */
export function useProgrammingList(entity: EntitySchema, perPage: number) {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const { dataProvider } = useEngine();
  const params = listParams(entity, view, perPage);
  const swr = useSWR<ListPage>(
    [PROGRAMMINGS_LIST_KEY, JSON.stringify(params)],
    () => dataProvider.list({ entity, params }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const failed = swr.error && !isAbortError(swr.error) ? swr.error : undefined;
  useEffect(() => {
    if (failed) notify.error(PROGRAMMING_MESSAGES.listFailed);
  }, [failed]);
  const setView = useCallback((next: ListView) => setSearch(searchFromView(next)), [setSearch]);
  const { mutate } = swr;
  return {
    view,
    setView,
    rows: swr.data?.itens ?? [],
    totalPages: swr.data?.totalPages ?? 0,
    isLoading: swr.isLoading,
    isRefreshing: swr.isValidating && !swr.isLoading,
    error: failed,
    reload: useCallback(() => void mutate(), [mutate]),
  };
}
