import { useTable } from '@tanstack/react-table';
import {
  ErrorBox,
  Button,
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableRow,
  TableSkeleton,
} from '@frota/ui';
import { useListTheme } from './use-list-theme.ts';
import { useListContext } from './list-context.tsx';
import { listFeatures, useEntityColumns } from './use-entity-columns.tsx';

/** The records of the current page: skeleton while loading, the empty state, or an error with a retry. */
export function ListTable() {
  const { entity, rows, isLoading, isRefreshing, error, retry, messages } = useListContext();
  const theme = useListTheme();
  const columns = useEntityColumns(entity, theme);
  const table = useTable({ features: listFeatures, columns, data: rows });
  const columnCount = columns.length;

  if (error && rows.length === 0) {
    return (
      <div className="space-y-3">
        <ErrorBox messages={[messages.listLoadFailed]} />
        <Button variant="basic" onClick={retry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <Table aria-label={entity.list?.title ?? entity.label.plural} aria-busy={isLoading || isRefreshing}>
      <TableHead>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHeaderCell
                key={header.id}
                className={header.id === '__actions' ? 'text-right' : undefined}
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
          <TableEmpty colSpan={columnCount} />
        ) : (
          table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
