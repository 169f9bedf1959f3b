import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { editPath, type EntityRecord, type EntitySchema, listColumns } from '@frota/engine';
import {
  ListConfirm,
  ListContext,
  ListFilters,
  ListPagination,
  ListTable,
  NamedCells,
  useListController,
} from '@frota/engine/react';
import {
  Button,
  buttonClasses,
  PageHeader,
  PageLoading,
  PlusIcon,
  RefreshIcon,
  SegmentedControl,
} from '@frota/ui';
import type { EntityListPageProps } from '../../entities/entity-page-props.ts';
import { PortalEngine } from '../../entities/engine-provider.tsx';
import { useEntity } from '../../entities/load-entity.ts';
import { COMPACT_COLUMNS, type ListMode, PER_PAGE, useListMode } from './list-mode.ts';
import { PROGRAMMING_CELLS } from './programming-cells.tsx';
import { ProgrammingRowActions } from './programming-row-actions.tsx';
import type { ProgrammingRow } from './programming-row.ts';
import { useProgrammingActions } from './use-programming-actions.ts';
import { useRefreshLocations } from './use-refresh-locations.ts';

const ProgrammingActionDialogs = lazy(() =>
  import('./programming-action-dialogs.tsx').then((m) => ({ default: m.ProgrammingActionDialogs })),
);

// A view of the same list, not sections of a page: a segmented control (radio buttons), not tabs.
const MODES: Array<{ value: ListMode; label: string }> = [
  { value: 'full', label: 'Completo' },
  { value: 'compact', label: 'Compacto' },
];

/**
 * The programmings' list: the engine's list controller and parts over programmings.json (its columns, filters,
 * orders, messages and permissions), with what the schema cannot say: the compact mode (its columns, five a
 * page), the status-aware row actions, and the Update Locations button.
 */
function ProgrammingList({ entity }: { entity: EntitySchema }) {
  const [mode, setMode] = useListMode();
  const compact = useMemo(() => listColumns(entity, COMPACT_COLUMNS), [entity]);
  const list = useListController(entity, {
    perPage: PER_PAGE[mode],
    ...(mode === 'compact' ? { columns: compact } : {}),
  });
  const actions = useProgrammingActions(entity, list.retry);
  const refresh = useRefreshLocations(list.retry);
  const rowActions = (record: EntityRecord) => {
    const row = record as ProgrammingRow;
    return (
      <ProgrammingRowActions
        row={row}
        editHref={list.allowed.edit ? editPath(entity, row.id) : undefined}
        canDelete={list.allowed.delete}
        onAction={(kind) => (kind === 'delete' ? list.askDelete(record) : actions.ask(kind, row))}
      />
    );
  };
  return (
    <ListContext value={list}>
      <div className="space-y-4">
        <PageHeader
          title={entity.list.title}
          actions={
            <>
              <Button variant="basic" onClick={refresh.refresh} loading={refresh.running}>
                <RefreshIcon aria-hidden />
                Update Locations
              </Button>
              {list.canCreate && entity.routes.create && (
                <Link to={entity.routes.create} className={buttonClasses({ variant: 'primary' })}>
                  <PlusIcon />
                  New Programming
                </Link>
              )}
            </>
          }
        />
        <ListFilters />
        <SegmentedControl
          label="Modo de exibição"
          options={MODES}
          value={mode}
          onChange={(next) => {
            setMode(next);
            // Another page size: the current page may not exist any more.
            if (list.page > 1) list.setPage(1);
          }}
        />
        {/* Eleven columns and five actions: compact cells keep them in view. */}
        <NamedCells cells={PROGRAMMING_CELLS}>
          <ListTable density="compact" actions={mode === 'full' ? rowActions : null} />
        </NamedCells>
        <ListPagination />
        <ListConfirm />
        {actions.asked && (
          <Suspense fallback={null}>
            <ProgrammingActionDialogs actions={actions} />
          </Suspense>
        )}
      </div>
    </ListContext>
  );
}

/** The programmings' list (`/backoffice/programming/`), the screen `routes.component` names in programmings.json. */
export function ProgrammingListPage({ summary }: EntityListPageProps) {
  const entity = useEntity(summary);
  if (!entity) return <PageLoading />;
  return (
    <PortalEngine>
      <ProgrammingList entity={entity} />
    </PortalEngine>
  );
}
