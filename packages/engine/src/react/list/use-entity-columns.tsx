import { type ComponentType, type ReactNode, useMemo } from 'react';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { columnValue } from '../../core/index.ts';
import type { EntityRecord, EntitySchema } from '../../core/index.ts';
import type { ListTheme } from './use-list-theme.ts';
import { lookupKind } from '../shared/lookup.ts';
import { useEngine } from '../shared/engine-context.tsx';
import type { CellProps } from '../shared/theme-types.ts';
import { RowActionsCell } from './row-actions-cell.tsx';

/** No TanStack features: sorting is manual, the server orders the page and `ListTable` reads the header's order. */
export const listFeatures = tableFeatures({});
const helper = createColumnHelper<typeof listFeatures, EntityRecord>();

/** The id of the actions column. */
export const ACTIONS_COLUMN = '__actions';

/** What a row's actions cell shows instead of the schema's row actions (a screen's own, status-aware set). */
export type RowActionsRender = (record: EntityRecord) => ReactNode;

/**
 * TanStack column definitions from the schema's list columns (a column naming a `cell` drawn by the portal's
 * component of that name), plus the actions column when the profile may use at least one row action (a
 * read-only profile gets no empty "Ações" column).
 */
export function useEntityColumns(
  entity: EntitySchema,
  theme: ListTheme,
  showActions: boolean,
  renderActions?: RowActionsRender,
) {
  const { cellComponents } = useEngine();
  return useMemo(() => {
    const columns = entity.list.columns.map((column, index) => {
      const where = `${entity.id}.json: /list/columns/${index}`;
      // A component, so a named cell may use hooks (a selection the screen provides).
      const Cell: ComponentType<CellProps> = column.cell
        ? lookupKind(cellComponents ?? {}, column.cell, `${where}/cell`)
        : lookupKind(theme.cells, column.format, `${where}/format`);
      return helper.accessor((row) => row[column.field], {
        id: column.field,
        header: column.label,
        cell: ({ row }) => {
          const value = columnValue(column, row.original);
          if (column.whenEmpty !== undefined && (value === null || value === undefined || value === ''))
            return column.whenEmpty;
          return <Cell value={value} record={row.original} column={column} entity={entity} />;
        },
      });
    });
    const actions = showActions
      ? [
          helper.display({
            id: ACTIONS_COLUMN,
            header: 'Ações',
            cell: ({ row }) =>
              renderActions ? renderActions(row.original) : <RowActionsCell record={row.original} />,
          }),
        ]
      : [];
    return helper.columns([...columns, ...actions]);
  }, [entity, theme, showActions, renderActions, cellComponents]);
}
