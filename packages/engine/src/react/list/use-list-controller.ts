import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { notify } from '@frota/ui';
import { can, fillMessage, listQueryString, recordDisplayName } from '../../core/index.ts';
import type { EntityRecord, EntitySchema, ListPage } from '../../core/index.ts';
import { isAbortError } from '../shared/abort-error.ts';
import { useEngine } from '../shared/engine-context.tsx';

export type PendingAction = { kind: 'delete' | 'toggle'; record: EntityRecord } | null;

/** The swr key of an entity's list query (forms revalidate every list key of their entity after saving). */
export const listKey = (entity: EntitySchema, query: string) => ['list', entity.id, query] as const;

function readFilters(entity: EntitySchema, search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of entity.list?.filters ?? []) values[filter.param] = search.get(filter.param) ?? '';
  return values;
}

/**
 * Everything a generic list page shows and does: the page and filters (kept in the URL so a reload or a
 * shared link shows the same rows), the data, and the confirmed delete and toggle actions.
 */
export function useListController(entity: EntitySchema) {
  const { dataProvider, profile } = useEngine();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const applied = useMemo(() => readFilters(entity, search), [entity, search]);
  const [draft, setDraft] = useState(applied);
  // The URL changed under the inputs (menu link, Back, a reset): show what is applied, not stale text.
  const [shownFor, setShownFor] = useState(applied);
  if (shownFor !== applied) {
    setShownFor(applied);
    setDraft(applied);
  }
  const [pending, setPending] = useState<PendingAction>(null);
  const [busy, setBusy] = useState(false);
  const messages = useMemo(() => entity.messages, [entity]);

  const query = listQueryString(entity, { page, filters: applied });
  const swr = useSWR<ListPage>(
    listKey(entity, query),
    () => dataProvider.list({ entity, params: { page, filters: applied } }),
    {
      keepPreviousData: true,
    },
  );

  const aborted = isAbortError(swr.error);

  const navigate = useCallback(
    (nextPage: number, filters: Record<string, string>) => {
      const next = new URLSearchParams();
      if (nextPage > 1) next.set('page', String(nextPage));
      for (const [param, value] of Object.entries(filters)) if (value.trim()) next.set(param, value.trim());
      setSearch(next);
    },
    [setSearch],
  );

  const applyFilters = () => navigate(1, draft);
  const clearFilters = () => {
    const empty = Object.fromEntries(Object.keys(draft).map((k) => [k, '']));
    setDraft(empty);
    navigate(1, empty);
  };
  const setPage = (nextPage: number) => navigate(nextPage, applied);
  const setFilter = (param: string, value: string) => setDraft((current) => ({ ...current, [param]: value }));

  async function confirmPending() {
    if (!pending) return;
    const { kind, record } = pending;
    const activating = kind === 'toggle' && record['isActive'] !== true;
    setBusy(true);
    try {
      if (kind === 'delete') await dataProvider.remove({ entity, id: record.id });
      else await dataProvider.setActive({ entity, id: record.id, active: activating });
      notify.success(
        kind === 'delete' ? messages.deleted : activating ? messages.activated : messages.deactivated,
      );
      const emptiedPage = kind === 'delete' && (swr.data?.itens.length ?? 0) === 1 && page > 1;
      // Moving to the previous page fetches it; revalidating the emptied page would be thrown away.
      if (emptiedPage) setPage(page - 1);
      else await swr.mutate();
    } catch (error) {
      if (isAbortError(error)) return;
      notify.warning(
        kind === 'delete'
          ? messages.deleteFailed
          : activating
            ? messages.activateFailed
            : messages.deactivateFailed,
      );
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const confirmMessage = pending
    ? fillMessage(
        pending.kind === 'delete'
          ? messages.confirmDelete
          : pending.record['isActive'] === true
            ? messages.confirmDeactivate
            : messages.confirmActivate,
        { name: recordDisplayName(entity, pending.record) },
      )
    : '';

  return {
    entity,
    messages,
    page,
    totalPages: swr.data?.totalPages ?? 0,
    rows: swr.data?.itens ?? [],
    // A cancelled load (superseded, or the page is leaving) is no failure to show, nor an empty list.
    isLoading: swr.isLoading || (aborted && !swr.data),
    isRefreshing: swr.isValidating && !swr.isLoading,
    error: aborted ? undefined : (swr.error as unknown),
    retry: () => void swr.mutate(),
    draft,
    applied,
    setFilter,
    applyFilters,
    clearFilters,
    setPage,
    canCreate: can({ action: 'create', entity, profile }).can,
    pending,
    busy,
    confirmMessage,
    askDelete: (record: EntityRecord) => setPending({ kind: 'delete', record }),
    askToggle: (record: EntityRecord) => setPending({ kind: 'toggle', record }),
    cancelPending: () => setPending(null),
    confirmPending,
  };
}

export type ListController = ReturnType<typeof useListController>;
