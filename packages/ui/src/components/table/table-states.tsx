import { cn } from '../../lib/cn';
import { TableCell, TableRow } from './table';

export interface TableEmptyProps {
  /** The number of columns, so the message spans the whole row. */
  colSpan: number;
  message?: string;
}

/** The single row shown when a list has no records. */
export function TableEmpty({ colSpan, message = 'Nenhum registro encontrado.' }: TableEmptyProps) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="py-10 text-center text-ink-500">
        {message}
      </TableCell>
    </TableRow>
  );
}

export interface TableSkeletonProps {
  columns: number;
  rows?: number;
}

const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6'] as const;

/** Placeholder rows while a list loads: hidden from screen readers, which hear "Carregando..." instead. */
export function TableSkeleton({ columns, rows = 5 }: TableSkeletonProps) {
  return (
    <>
      <tr className="sr-only">
        <td colSpan={columns} role="status">
          Carregando...
        </td>
      </tr>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden="true" className="hover:bg-transparent">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <div
                className={cn(
                  'h-4 animate-pulse rounded bg-ink-200 motion-reduce:animate-none',
                  WIDTHS[(row + column) % WIDTHS.length],
                )}
              />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
