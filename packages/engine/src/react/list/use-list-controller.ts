import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  can,
  dependentFilterParams,
  listQueryString,
  optionSort,
  parentIdFromUrl,
} from '../../core/index.ts';
import type { Column, EntityRecord, EntitySchema, ListPage, ListParams, ListSort } from '../../core/index.ts';
import { isAbortError } from '../shared/abort-error.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { useConfirmAction } from './use-confirm-action.ts';
import { useListState } from './use-list-state.ts';

/** The swr key of an entity's list query (forms revalidate every list key of their entity after saving). */
export const listKey = (entity: EntitySchema, query: string) => ['list', entity.id, query] as const;

/** How a generic list behaves (ra-core's useListController props). */
export interface ListControllerOptions {
  /** Filters always sent and never shown (the parent of an association: `{ clientId: '3' }`). */
  permanentFilter?: Record<string, string>;
  /** Keep page, order and filters in the URL (default) or in component state (a list in a dialog or tab). */
  syncWithLocation?: boolean;
  /** Rows per page; the server's default when absent. */
  perPage?: number;
  /**
   * The screen's own columns instead of the schema's (a compact mode), resolved by the screen with core's
   * `listColumns(entity, [...])`, so a plain list never loads the column conventions. Keep it stable
   * (`useMemo`): a new array each render is a new entity each render.
   */
  columns?: readonly Column[];
  /**
   * The named order (`list.orders`, by its value) the screen shows until the user picks another, instead of
   * the schema's default (the monitor: trips under way first).
   */
  defaultOrder?: string;
  /**
   * The form dialog open when the list first renders (a modal entity's create or edit form, as a story or a
   * deep link shows it). It opens whatever the profile's permissions: pass it only when the profile may.
   */
  initialDialog?: ListDialog;
}

/** A form open in a dialog over the list (forms.mode "modal"). */
export type ListDialog =
  { variant: 'create' } | { variant: 'edit'; id: number } | { variant: 'view'; id: number } | null;

/**
 * Everything a generic list page shows and does: page, order and filters (in the URL or in state), the data,
 * the confirmed delete and toggle, and the dialog of a modal form. Configured by props, so an association, a
 * tab or a dialog reuses it rather than growing a page of its own.
 */
export function useListController(
  schema: EntitySchema,
  {
    permanentFilter,
    syncWithLocation = true,
    perPage,
    columns,
    initialDialog = null,
    defaultOrder,
  }: ListControllerOptions = {},
) {
  const { dataProvider, profile } = useEngine();
  const entity = useMemo(
    () => (columns ? { ...schema, list: { ...schema.list, columns: [...columns] } } : schema),
    [schema, columns],
  );
  const [state, setState] = useListState(entity, syncWithLocation);
  const parent = entity.list.parent;
  const parentId = parentIdFromUrl(entity, useParams(), useSearchParams()[0]);
  const { page } = state;
  const screenOrder = entity.list.orders?.options.find((option) => option.value === defaultOrder);
  const sort = state.sort ?? (screenOrder ? optionSort(screenOrder) : undefined);
  const applied = state.filters;
  const [draft, setDraft] = useState(applied);
  // The URL changed under the inputs (menu link, Back, a reset): show what is applied, not stale text.
  const [shownFor, setShownFor] = useState(applied);
  if (shownFor !== applied) {
    setShownFor(applied);
    setDraft(applied);
  }
  const [dialog, setDialog] = useState<ListDialog>(initialDialog);

  const fixed = parent && parentId ? { ...permanentFilter, [parent.field]: parentId } : permanentFilter;
  const params: ListParams = { page, perPage, sort, filters: applied, fixed };
  const query = listQueryString(entity, params);
  // A list under a parent waits for the parent's id: without it, it would list every parent's records.
  const ready = !parent || parentId !== undefined;
  const swr = useSWR<ListPage>(
    ready ? listKey(entity, query) : null,
    () => dataProvider.list({ entity, params }),
    {
      keepPreviousData: true,
    },
  );
  const aborted = isAbortError(swr.error);

  const setPage = (next: number) => setState({ ...state, page: next });
  const confirm = useConfirmAction(entity, async (kind) => {
    const emptiedPage = kind === 'delete' && (swr.data?.itens.length ?? 0) === 1 && page > 1;
    // Moving to the previous page fetches it; revalidating the emptied page would be thrown away.
    if (emptiedPage) setPage(page - 1);
    else await swr.mutate();
  });

  const allowed = useMemo(
    () => ({
      list: can({ action: 'list', entity, profile }).can,
      create: can({ action: 'create', entity, profile }).can,
      view: can({ action: 'view', entity, profile }).can,
      edit: can({ action: 'edit', entity, profile }).can,
      delete: can({ action: 'delete', entity, profile }).can,
      toggle: can({ action: 'toggle', entity, profile }).can,
      link: can({ action: 'link', entity, profile }).can,
    }),
    [entity, profile],
  );

  return {
    entity,
    messages: entity.messages,
    /** The id of the parent record the URL names (`list.parent`), undefined without one. */
    parentId,
    /** The entity has a parent but the URL names none: the page shows why it is empty. */
    parentMissing: !ready,
    page,
    sort,
    /** The user chose the order (the URL holds it), rather than seeing the screen's or the schema's default. */
    sortChosen: state.sort !== undefined,
    /** What the list asks the API for (page, order, applied filters, parent), as an export asks it too. */
    params,
    totalPages: swr.data?.totalPages ?? 0,
    rows: swr.data?.itens ?? [],
    // A cancelled load (superseded, or the page is leaving) is no failure to show, nor an empty list.
    isLoading: swr.isLoading || (aborted && !swr.data),
    isRefreshing: swr.isValidating && !swr.isLoading,
    error: aborted ? undefined : (swr.error as unknown),
    retry: () => void swr.mutate(),
    draft,
    applied,
    /** Changes one input of the panel; the filters whose options depend on it empty (another client's plate). */
    setFilter: (param: string, value: string) =>
      setDraft((current) => ({
        ...current,
        [param]: value,
        ...Object.fromEntries(dependentFilterParams(entity, param).map((dependent) => [dependent, ''])),
      })),
    applyFilters: () => setState({ ...state, page: 1, filters: draft }),
    /** Applies these filter values at once, from the first page (a counter card's click), over the applied ones. */
    filterBy: (values: Record<string, string>) =>
      setState({ ...state, page: 1, filters: { ...applied, ...values } }),
    /** Limpar: every filter empty and, when the panel holds the named orders' select, the default order. */
    clearFilters: () => {
      const empty = Object.fromEntries(Object.keys(draft).map((k) => [k, '']));
      setDraft(empty);
      setState({ page: 1, sort: entity.list.orders ? undefined : state.sort, filters: empty });
    },
    setPage,
    /** A click on a sortable header: ascending, then descending, then the default order. */
    setSort: (next: ListSort | undefined) => setState({ ...state, page: 1, sort: next }),
    allowed,
    canCreate: allowed.create,
    pending: confirm.pending,
    busy: confirm.busy,
    confirmMessage: confirm.message,
    askDelete: confirm.askDelete,
    askToggle: confirm.askToggle,
    askUnlink: confirm.askUnlink,
    cancelPending: confirm.cancel,
    confirmPending: confirm.confirm,
    dialog,
    openCreate: () => setDialog({ variant: 'create' }),
    openEdit: (record: EntityRecord) => setDialog({ variant: 'edit', id: record.id }),
    openView: (record: EntityRecord) => setDialog({ variant: 'view', id: record.id }),
    closeDialog: () => setDialog(null),
  };
}

export type ListController = ReturnType<typeof useListController>;
