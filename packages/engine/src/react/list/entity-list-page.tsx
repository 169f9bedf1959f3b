import { Link } from 'react-router-dom';
import { ConfirmDialog, PageHeader, Pagination, PlusIcon, buttonClasses } from '@frota/ui';
import type { EntitySchema } from '../../core/index.ts';
import { ListContext, useListContext } from './list-context.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListTable } from './list-table.tsx';
import { useListController } from './use-list-controller.ts';

function ListHeader() {
  const { entity, canCreate } = useListContext();
  const createRoute = entity.routes.create;
  return (
    <PageHeader
      title={entity.list?.title ?? entity.label.plural}
      actions={
        canCreate && createRoute ? (
          <Link to={createRoute} className={buttonClasses({ variant: 'primary', size: 'md' })}>
            <PlusIcon /> Novo
          </Link>
        ) : null
      }
    />
  );
}

function ListPagination() {
  const { page, totalPages, setPage } = useListContext();
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />;
}

function ListConfirm() {
  const { pending, busy, confirmMessage, confirmPending, cancelPending } = useListContext();
  return (
    <ConfirmDialog
      open={pending !== null}
      message={confirmMessage}
      tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={() => void confirmPending()}
      onCancel={cancelPending}
    />
  );
}

/** The generic list page of an entity: header with Novo, filters, table with row actions, pagination. */
export function EntityListPage({ entity }: { entity: EntitySchema }) {
  const controller = useListController(entity);
  return (
    <ListContext value={controller}>
      <div className="space-y-4">
        <ListHeader />
        <ListFilters />
        <ListTable />
        <ListPagination />
        <ListConfirm />
      </div>
    </ListContext>
  );
}
