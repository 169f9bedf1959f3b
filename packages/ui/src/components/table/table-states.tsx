import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { TableCell, TableRow } from './table';

export interface TableEmptyProps {
  /** The number of columns, so the message spans the whole row. */
  colSpan: number;
  /** What to say: the default suits a list; say more when a filter hides records ("Nenhum motorista ativo."). */
  message?: string;
  /** The way out under the message when filters hid every record: a "Limpar filtros" button. */
  children?: ReactNode;
}

/**
 * The single row shown when a list has no records: its message, centred across all the columns, and under it the
 * way out when the list's filters are what emptied it.
 */
export function TableEmpty({ colSpan, message = 'Nenhum registro encontrado.', children }: TableEmptyProps) {
  return (
    <TableRow data-placeholder="">
      <TableCell colSpan={colSpan} className="py-10 text-center text-fg-subtle">
        {message}
        {children && <div className="mt-3 flex justify-center">{children}</div>}
      </TableCell>
    </TableRow>
  );
}

export interface TableSkeletonProps {
  /** The number of columns, so each placeholder row fills the table's width. */
  columns: number;
  /** How many placeholder rows to show (default 5). */
  rows?: number;
}

const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6'] as const;

/** Placeholder rows while a list loads: hidden from screen readers, which hear "Carregando..." instead. */
export function TableSkeleton({ columns, rows = 5 }: TableSkeletonProps) {
  return (
    <>
      <tr className="sr-only" data-placeholder="">
        <td colSpan={columns} role="status">
          Carregando...
        </td>
      </tr>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden="true" data-placeholder="">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <div
                className={cn(
                  'h-4 animate-pulse rounded bg-surface-strong motion-reduce:animate-none',
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
