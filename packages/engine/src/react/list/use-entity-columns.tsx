import { useMemo } from 'react';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { columnValue } from '../../core/index.ts';
import type { EntityRecord, EntitySchema } from '../../core/index.ts';
import type { ListTheme } from './use-list-theme.ts';
import { lookupKind } from '../shared/lookup.ts';
import { RowActionsCell } from './row-actions-cell.tsx';

export const listFeatures = tableFeatures({});
const helper = createColumnHelper<typeof listFeatures, EntityRecord>();

/** TanStack column definitions from the schema's list columns, plus the actions column when declared. */
export function useEntityColumns(entity: EntitySchema, theme: ListTheme) {
  return useMemo(() => {
    const columns = (entity.list?.columns ?? []).map((column, index) => {
      const render = lookupKind(
        theme.cells,
        column.format ?? 'text',
        `${entity.id}.json: /list/columns/${index}/format`,
      );
      return helper.display({
        id: column.field,
        header: column.label,
        cell: ({ row }) =>
          render({ value: columnValue(column, row.original), record: row.original, column, entity }),
      });
    });
    if ((entity.list?.rowActions ?? []).length > 0) {
      columns.push(
        helper.display({
          id: '__actions',
          header: 'Ações',
          cell: ({ row }) => <RowActionsCell record={row.original} />,
        }),
      );
    }
    return helper.columns(columns);
  }, [entity, theme]);
}
