import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ChevronLeftIcon, Notice, PageHeader, PlusIcon, buttonClasses } from '@frota/ui';
import { newRecordPath } from '../../core/index.ts';
import type { EntitySchema } from '../../core/index.ts';
import { BespokeFormDialog } from './bespoke-form-dialog.tsx';
import { ExcelExportButton } from './excel-export-button.tsx';
import { ListContext, useListContext } from './list-context.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListConfirm, ListPagination } from './list-parts.tsx';
import { ListTable } from './list-table.tsx';
import { type ListControllerOptions, useListController } from './use-list-controller.ts';
import { useParentName } from './use-parent-name.ts';
import { useVariantTab } from './use-variant-tab.ts';

// The dialog brings RJSF and the form widgets: a list loads them only when a modal form opens.
const EntityFormDialog = lazy(() =>
  import('../form/entity-form-dialog.tsx').then((m) => ({ default: m.EntityFormDialog })),
);
// The add dialog of an association: loaded when first opened.
const AssociationLinkDialog = lazy(() =>
  import('./association-link-dialog.tsx').then((m) => ({ default: m.AssociationLinkDialog })),
);
const VariantTabs = lazy(() => import('./variant-tabs.tsx').then((m) => ({ default: m.VariantTabs })));

function NewButton() {
  const { entity, canCreate, openCreate, parentId, parentMissing } = useListContext();
  if (parentMissing) return null;
  if (!canCreate || !entity.forms.create) return null;
  if (entity.forms.mode === 'modal')
    return (
      <Button variant="primary" onClick={openCreate}>
        <PlusIcon /> Novo
      </Button>
    );
  const to = newRecordPath(entity, parentId);
  if (!to) return null;
  return (
    <Link to={to} className={buttonClasses({ variant: 'primary', size: 'md' })}>
      <PlusIcon /> Novo
    </Link>
  );
}

/** The way back to the parent's list (`list.parent.back`). */
function BackButton() {
  const { entity } = useListContext();
  const back = entity.list.parent?.back;
  if (!back) return null;
  return (
    <Link to={back} className={buttonClasses({ variant: 'basic', size: 'md' })}>
      <ChevronLeftIcon /> Voltar
    </Link>
  );
}

/** An association's add button (permission link), opening the dialog with the parent fixed. */
function LinkButton() {
  const { entity, allowed, parentId, retry } = useListContext();
  const [open, setOpen] = useState(false);
  if (!entity.association || !allowed.link || !parentId) return null;
  const child = entity.association.child;
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <PlusIcon /> Adicionar
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AssociationLinkDialog
            key={child.entity}
            entity={entity}
            parentId={parentId}
            onClose={() => setOpen(false)}
            onLinked={retry}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ListHeader() {
  const { entity, parentId } = useListContext();
  const parentName = useParentName(entity, parentId);
  return (
    <PageHeader
      title={entity.list.title}
      subtitle={parentName}
      actions={
        <>
          <BackButton />
          <ExcelExportButton />
          <LinkButton />
          <NewButton />
        </>
      }
    />
  );
}

/** A list under a parent opened without one (a hand-typed URL): it says so instead of listing everything. */
function MissingParent() {
  const { parentMissing } = useListContext();
  if (!parentMissing) return null;
  return <Notice tone="warning">Abra esta lista a partir do registro a que ela pertence.</Notice>;
}

function ListFormDialog() {
  const { entity, dialog, closeDialog } = useListContext();
  if (!dialog) return null;
  const component = entity.forms.component;
  // The frame is small and in the list's chunk (a lazy one would add its preload list); the dialog is lazy.
  if (component)
    return (
      <BespokeFormDialog
        key={dialog.variant === 'create' ? 'create' : `${dialog.variant}-${dialog.id}`}
        entity={entity}
        name={component}
        mode={dialog.variant}
        id={dialog.variant === 'create' ? undefined : dialog.id}
        onClose={closeDialog}
      />
    );
  // The generic dialog has no read-only view (the format allows `view` only with a bespoke component).
  if (dialog.variant === 'view') return null;
  return (
    <Suspense fallback={null}>
      <EntityFormDialog
        key={dialog.variant === 'edit' ? dialog.id : 'create'}
        entity={entity}
        variant={dialog.variant}
        id={dialog.variant === 'edit' ? dialog.id : undefined}
        onClose={closeDialog}
      />
    </Suspense>
  );
}

/** The records themselves: filters, table and pagination (the page's, or the selected tab's panel). */
function ListBody() {
  return (
    <>
      <ListFilters />
      <ListTable />
      <ListPagination />
    </>
  );
}

/** The list, under one tab per variant for an entity with variants. */
function ListOrTabs({ entity, tab }: { entity: EntitySchema; tab: ReturnType<typeof useVariantTab> }) {
  if (!entity.variants) return <ListBody />;
  return (
    <Suspense fallback={null}>
      <VariantTabs entity={entity} tab={tab} body={<ListBody />} />
    </Suspense>
  );
}

/**
 * The generic list page of an entity: header with Exportar Excel and Novo, filters, table with sortable headers
 * and row actions, pagination, the confirmations, and the create and edit dialogs of a modal entity. An entity
 * with variants shows one tab per variant, bound to the URL, each listing (and exporting) its own kind with its
 * own columns and Novo.
 */
export function EntityListPage({ entity, ...options }: { entity: EntitySchema } & ListControllerOptions) {
  const tab = useVariantTab(entity);
  const controller = useListController(tab.view, options);
  return (
    <ListContext value={controller}>
      <div className="space-y-4">
        <ListHeader />
        <MissingParent />
        <ListOrTabs entity={entity} tab={tab} />
        <ListConfirm />
        <ListFormDialog />
      </div>
    </ListContext>
  );
}
