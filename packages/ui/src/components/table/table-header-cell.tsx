import { COMPACT_CELL } from './table';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon, ChevronUpIcon, ChevronUpDownIcon } from '../icons';

export type SortDirection = 'asc' | 'desc' | false;

export type TableHeaderCellProps = ComponentProps<'th'> & {
  /** The column's current sort; false when sortable but not sorted. */
  sortDirection?: SortDirection;
  /** Makes the header a button that asks for the next sort of this column. */
  onSort?: () => void;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The padding of the header's text, as the column's cells have it: on the th, or on the sort button filling it. */
const TEXT_PADDING = cn('px-4 py-3', COMPACT_CELL);

/**
 * A column header (`th scope="col"`); sortable when `onSort` is given: a button inside, with the sort icon, and
 * `aria-sort` on the header ("ascending", "descending" or "none").
 */
export function TableHeaderCell({
  sortDirection = false,
  onSort,
  className,
  children,
  scope = 'col',
  ...props
}: TableHeaderCellProps) {
  const headerClasses = cn(
    'text-xs font-semibold whitespace-nowrap text-fg-muted',
    !onSort && TEXT_PADDING,
    className,
  );
  if (!onSort) {
    return (
      <th scope={scope} className={headerClasses} {...props}>
        {children}
      </th>
    );
  }
  const SortIcon =
    sortDirection === 'asc' ? ChevronUpIcon : sortDirection === 'desc' ? ChevronDownIcon : ChevronUpDownIcon;
  return (
    <th
      scope={scope}
      aria-sort={sortDirection ? ARIA_SORT[sortDirection] : 'none'}
      className={headerClasses}
      {...props}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex w-full items-center gap-1 text-left font-semibold',
          TEXT_PADDING,
          'hover:text-fg-strong focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        )}
      >
        {children}
        <SortIcon className={cn('size-4', sortDirection ? 'text-fg-link' : 'text-fg-placeholder')} />
      </button>
    </th>
  );
}
