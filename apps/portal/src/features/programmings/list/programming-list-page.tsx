import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { editPath } from '@frota/engine';
import { useCan } from '@frota/engine/react';
import {
  Button,
  buttonClasses,
  ErrorBox,
  PageHeader,
  PageLoading,
  Pagination,
  PlusIcon,
  RefreshIcon,
  SegmentedControl,
} from '@frota/ui';
import type { EntitySchema } from '@frota/engine';
import type { EntityListPageProps } from '../../entities/entity-page-props.ts';
import { PortalEngine } from '../../entities/engine-provider.tsx';
import { useEntity } from '../../entities/load-entity.ts';
import { type ListMode, PER_PAGE, useListMode } from './list-mode.ts';
import { ProgrammingFilters } from './programming-filters.tsx';
import { ProgrammingRowActions } from './programming-row-actions.tsx';
import type { ProgrammingRow } from './programming-row.ts';
import { ProgrammingTable } from './programming-table.tsx';
import { useProgrammingActions } from './use-programming-actions.ts';
import { useProgrammingList } from './use-programming-list.ts';
import { useRefreshLocations } from './use-refresh-locations.ts';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';

const ProgrammingActionDialogs = lazy(() =>
  import('./programming-action-dialogs.tsx').then((m) => ({ default: m.ProgrammingActionDialogs })),
);

// A view of the same list, not sections of a page: a segmented control (radio buttons), not tabs.
const MODES: Array<{ value: ListMode; label: string }> = [
  { value: 'full', label: 'Completo' },
  { value: 'compact', label: 'Compacto' },
];

function ProgrammingList({ entity }: { entity: EntitySchema }) {
  const [mode, setMode] = useListMode();
  const list = useProgrammingList(entity, PER_PAGE[mode]);
  const actions = useProgrammingActions(entity, list.reload);
  const refresh = useRefreshLocations(list.reload);
  const allowed = {
    create: useCan(entity, 'create'),
    edit: useCan(entity, 'edit'),
    delete: useCan(entity, 'delete'),
  };
  const editHref = (row: ProgrammingRow) => (allowed.edit ? editPath(entity, row.id) : undefined);
  const table = (shown: ListMode) => (
    <div className="space-y-4">
      {list.error && list.rows.length === 0 ? (
        <div className="space-y-3">
          <ErrorBox messages={[PROGRAMMING_MESSAGES.listFailed]} />
          <Button variant="basic" onClick={list.reload}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ProgrammingTable
          mode={shown}
          rows={list.rows as ProgrammingRow[]}
          isLoading={list.isLoading}
          isRefreshing={list.isRefreshing}
          actions={
            shown === 'full'
              ? (row) => (
                  <ProgrammingRowActions
                    row={row}
                    editHref={editHref(row)}
                    canDelete={allowed.delete}
                    onAction={actions.ask}
                  />
                )
              : undefined
          }
        />
      )}
      {list.totalPages > 1 && (
        <Pagination
          page={list.view.page}
          totalPages={list.totalPages}
          onPageChange={(page) => list.setView({ ...list.view, page })}
        />
      )}
    </div>
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title={entity.list.title}
        actions={
          <>
            <Button variant="basic" onClick={refresh.refresh} loading={refresh.running}>
              <RefreshIcon aria-hidden />
              Update Locations
            </Button>
            {allowed.create && entity.routes.create && (
              <Link to={entity.routes.create} className={buttonClasses({ variant: 'primary' })}>
                <PlusIcon />
                New Programming
              </Link>
            )}
          </>
        }
      />
      <ProgrammingFilters entity={entity} view={list.view} onApply={list.setView} />
      <SegmentedControl
        label="Modo de exibição"
        options={MODES}
        value={mode}
        onChange={(next) => {
          setMode(next);
          // Another page size: the current page may not exist any more.
          if (list.view.page > 1) list.setView({ ...list.view, page: 1 });
        }}
      />
      {table(mode)}
      {actions.asked && (
        <Suspense fallback={null}>
          <ProgrammingActionDialogs actions={actions} />
        </Suspense>
      )}
    </div>
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
