import { useTable } from '@tanstack/react-table';
import {
  Button,
  LoadFailed,
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableRow,
  TableSkeleton,
  ROW_ACTIONS_INLINE,
} from '@frota/ui';
import { useListTheme } from './use-list-theme.ts';
import { useListContext } from './list-context.tsx';
import {
  ACTIONS_COLUMN,
  listFeatures,
  type RowActionsRender,
  useEntityColumns,
} from './use-entity-columns.tsx';
import { nextHeaderSort } from './header-sort.ts';
import { listLayout } from './column-widths.ts';
import type { ListController } from './use-list-controller.ts';

/** How many of the entity's row actions the profile may use (each carries its resolved permission). */
function usableRowActions({ entity, allowed }: Pick<ListController, 'entity' | 'allowed'>): number {
  return entity.list.rowActions.filter((action) => allowed[action.permission]).length;
}

export interface ListTableProps {
  /** Compact cells, for a wide table or a list beside a map. */
  density?: 'normal' | 'compact';
  /**
   * A screen's own actions cell instead of the schema's row actions (a status-aware set); null: no Ações
   * column at all (a read-only view of the list).
   */
  actions?: RowActionsRender | null;
  /** The id of the row the screen has selected (shown on a map beside it): highlighted and `aria-current`. */
  selectedId?: number;
}

/** The records of the current page: skeleton while loading, the empty state, or an error with a retry. */
export function ListTable({ density = 'normal', actions, selectedId }: ListTableProps = {}) {
  const controller = useListContext();
  const { entity, rows, isLoading, isRefreshing, error, retry, messages, sort, setSort, applied } =
    controller;
  // The panel's filters (not a hidden one the screen fixes) are what left the page empty: offer to clear them.
  const filtered = entity.list.filters.some((filter) => !filter.hidden && applied[filter.param]);
  const theme = useListTheme();
  const showActions = actions === null ? false : actions ? true : usableRowActions(controller) > 0;
  const columns = useEntityColumns(entity, theme, showActions, actions ?? undefined);
  // The schema's own lists keep their columns' widths from page to page; a screen with its own actions cell
  // (programmings, the monitor) lays its table out by content.
  const layout =
    actions === undefined
      ? listLayout(
          entity.list.columns,
          // The inline actions, and the Mais ações button in place of the rest.
          Math.min(usableRowActions(controller), ROW_ACTIONS_INLINE + 1),
        )
      : undefined;
  const table = useTable({ features: listFeatures, columns, data: rows });
  const sortable = new Set(
    entity.list.columns.filter((column) => column.sortable).map((column) => column.field),
  );
  const columnCount = columns.length;

  const failed = error ? (
    <LoadFailed message={messages.listLoadFailed} onRetry={retry} retrying={isLoading || isRefreshing} />
  ) : null;
  if (failed && rows.length === 0) return failed;
  return (
    <>
      {/* A failed reload (another page, a refresh) keeps the rows shown before, under its message: they are stale. */}
      {failed && <div className="mb-4">{failed}</div>}
      <Table
        aria-label={entity.list.title}
        aria-busy={isLoading || isRefreshing}
        density={density}
        className={layout ? 'table-fixed [&_td]:break-words' : undefined}
        style={layout ? { minWidth: layout.minWidth } : undefined}
      >
        {layout && (
          <colgroup>
            {layout.widths.map((width, index) => (
              <col key={index} style={width ? { width } : undefined} />
            ))}
          </colgroup>
        )}
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHeaderCell
                  key={header.id}
                  // The row actions stay in view while a narrow table scrolls sideways (styles.css: pinned-end).
                  className={header.id === ACTIONS_COLUMN ? 'pinned-end text-right' : undefined}
                  sortDirection={sort?.field === header.id ? sort.direction : false}
                  onSort={
                    sortable.has(header.id) ? () => setSort(nextHeaderSort(header.id, sort, rows)) : undefined
                  }
                >
                  <table.FlexRender header={header} />
                </TableHeaderCell>
              ))}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {isLoading ? (
            <TableSkeleton columns={columnCount} />
          ) : rows.length === 0 ? (
            <TableEmpty colSpan={columnCount}>
              {filtered && (
                <Button variant="basic" size="sm" onClick={controller.clearFilters}>
                  Limpar filtros
                </Button>
              )}
            </TableEmpty>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                aria-current={row.original.id === selectedId ? 'true' : undefined}
                className={row.original.id === selectedId ? 'bg-accent-soft' : undefined}
              >
                {row.getAllCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cell.column.id === ACTIONS_COLUMN ? 'pinned-end' : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </>
  );
}
