import { useMemo } from 'react';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { columnValue } from '../../core/index.ts';
import type { EntityRecord, EntitySchema } from '../../core/index.ts';
import type { ListTheme } from './use-list-theme.ts';
import { lookupKind } from '../shared/lookup.ts';
import { RowActionsCell } from './row-actions-cell.tsx';

/** No TanStack features: sorting is manual, the server orders the page and `ListTable` reads the header's order. */
export const listFeatures = tableFeatures({});
const helper = createColumnHelper<typeof listFeatures, EntityRecord>();

/** The id of the actions column. */
export const ACTIONS_COLUMN = '__actions';

/**
 * TanStack column definitions from the schema's list columns, plus
 * the actions column when the profile may use at least one row action (a read-only profile gets no empty
 * "Ações" column).
 */
export function useEntityColumns(entity: EntitySchema, theme: ListTheme, showActions: boolean) {
  return useMemo(() => {
    const columns = entity.list.columns.map((column, index) => {
      const render = lookupKind(
        theme.cells,
        column.format,
        `${entity.id}.json: /list/columns/${index}/format`,
      );
      return helper.accessor((row) => row[column.field], {
        id: column.field,
        header: column.label,
        cell: ({ row }) =>
          render({ value: columnValue(column, row.original), record: row.original, column, entity }),
      });
    });
    const actions = showActions
      ? [
          helper.display({
            id: ACTIONS_COLUMN,
            header: 'Ações',
            cell: ({ row }) => <RowActionsCell record={row.original} />,
          }),
        ]
      : [];
    return helper.columns([...columns, ...actions]);
  }, [entity, theme, showActions]);
}
