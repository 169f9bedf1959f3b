import { useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '../../lib/cn';

export type TableProps = ComponentProps<'table'> & {
  /** Classes of the scrolling wrapper around the table (the bordered box). */
  wrapperClassName?: string;
  /** compact: narrower cells, for a wide table (a dozen columns and row actions) on a laptop screen. */
  density?: 'normal' | 'compact';
};

/** The cells' horizontal padding in a compact table (`density="compact"` on the table). */
export const COMPACT_CELL = '[[data-density=compact]_&]:px-2.5';

/** Whether the box is narrower than its content, so it scrolls sideways; follows resizes and new rows. */
function useScrollsSideways(box: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table grows when its rows arrive (placeholder rows, then the records) while the box keeps its size.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

/**
 * A data table inside a bordered white box that scrolls sideways when the table is wider than the screen.
 * Build it from `TableHead`, `TableBody`, `TableRow`, `TableHeaderCell` and `TableCell`; while the records load,
 * `TableSkeleton` fills the body, and `TableEmpty` says when there are none.
 *
 * **When to use.** For a list of records compared column by column (drivers, clients, users), usually with a
 * sortable header, row actions and `Pagination` below it. Use a `KeyValueList` for the fields of one record and a
 * `RankingList` for a short ordered ranking.
 *
 * **Accessibility.** A native `<table>`: give it an `aria-label` (the list's title), and `aria-busy` while it
 * reloads. Column headers are `th scope="col"`, so a screen reader reads each cell with its header; a sortable
 * header holds a button and carries `aria-sort`. When the table is wider than its box, a shadow shows on each edge with more columns beyond
 * it, and the box becomes a focusable `region` named like the table, so a keyboard user can Tab to it and scroll it with the arrow keys. Rows are
 * highlighted under the pointer; the keyboard moves through the controls inside them.
 *
 * @example
 * <Table aria-label="Motoristas">
 *   <TableHead>
 *     <TableRow>
 *       <TableHeaderCell>Nome</TableHeaderCell>
 *     </TableRow>
 *   </TableHead>
 *   <TableBody>
 *     <TableRow>
 *       <TableCell>Ana Souza</TableCell>
 *     </TableRow>
 *   </TableBody>
 * </Table>
 */
export function Table({ className, wrapperClassName, density = 'normal', ...props }: TableProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  // A box that scrolls must be reachable by keyboard (axe: scrollable-region-focusable) and say what it holds.
  const scrollBox = scrolls
    ? {
        tabIndex: 0,
        role: 'region',
        'aria-label': props['aria-labelledby'] ? undefined : (props['aria-label'] ?? 'Tabela'),
        'aria-labelledby': props['aria-labelledby'],
      }
    : {};
  return (
    <div
      ref={box}
      data-scrolls={scrolls ? '' : undefined}
      {...scrollBox}
      className={cn(
        // relative: the box contains its absolutely placed descendants (an EmptyValue's sr-only words), which would
        // otherwise escape the scroll and widen the page.
        'relative w-full overflow-x-auto rounded-card border border-line',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        // The shadows on the edges with columns beyond them (styles.css).
        scrolls ? 'scroll-shadows-x' : 'bg-surface',
        wrapperClassName,
      )}
    >
      <table
        data-density={density}
        className={cn('w-full border-collapse text-left text-sm', className)}
        {...props}
      />
    </div>
  );
}

/** The header rows of a Table (a `<thead>` on a light grey band). */
export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-line bg-canvas', className)} {...props} />;
}

/**
 * The record rows of a Table (a `<tbody>`, with a thin line between rows). The row under the pointer shows a grey
 * band and a green stripe on its left edge; the placeholder rows of TableSkeleton and TableEmpty do not.
 */
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      className={cn(
        'divide-y divide-line-soft',
        // A green band and stripe: a grey band is too faint on white, and a hovered IconButton in the row is grey.
        '[&>tr:not([data-placeholder]):hover]:bg-accent-soft',
        // The stripe is the accent role's shade (roles are inlined, so no --color-accent variable exists at run time).
        '[&>tr:not([data-placeholder]):hover>:first-child]:shadow-[inset_3px_0_0_var(--color-brand-600)]',
        className,
      )}
      {...props}
    />
  );
}

/** A row of a Table (a `<tr>`); in a TableBody it is highlighted under the pointer. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors', className)} {...props} />;
}

export type TableCellProps = Omit<ComponentProps<'td'>, 'className' | 'colSpan'> & {
  /** Classes added to the cell: `whitespace-nowrap` for values that must not break (a CPF, a date), `text-right`. */
  className?: string;
  /** The number of columns the cell spans, for a message across the row. */
  colSpan?: number;
};

/** A data cell of a Table (a `<td>`), with the table's padding and text colour. */
export function TableCell({ className, ...props }: TableCellProps) {
  return <td className={cn('px-4 py-3 align-middle text-fg', COMPACT_CELL, className)} {...props} />;
}
