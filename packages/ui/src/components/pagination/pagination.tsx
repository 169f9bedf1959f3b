import { cn } from '../../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { paginationRange } from './pagination-range';

export interface PaginationProps {
  /** The current page, starting at 1. */
  page: number;
  /** How many pages there are; with one page or none nothing is rendered. */
  totalPages: number;
  /** Called with the page to go to (never the current one); the caller loads it and passes it back as `page`. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Classes added to the nav (layout only, such as a top margin). */
  className?: string;
}

const itemClasses = cn(
  // Narrower items on phones keep the whole row, '›' included, on one line at 320 px.
  'inline-flex h-9 min-w-8 items-center justify-center rounded-control px-1.5 text-sm font-medium sm:min-w-9 sm:px-2',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);
const pageClasses = cn(itemClasses, 'text-fg-soft hover:bg-surface-muted');
const currentClasses = cn(itemClasses, 'bg-primary text-white hover:bg-primary-hover');
const stepClasses = cn(
  itemClasses,
  'gap-1 text-fg-soft hover:enabled:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40',
);

/**
 * Page navigation under a list: Anterior, page numbers with ellipses, Próxima. Hidden when there is one page.
 *
 * **When to use.** Under a table or list whose rows the API returns page by page. It is controlled: keep the page
 * in state (or in the URL) and load that page on `onPageChange`. The number of buttons stays the same on every
 * page (see `paginationRange`), so they do not jump under the pointer. For a few dozen rows show them all instead.
 *
 * **Accessibility.** A `nav` landmark named 'Paginação' (`label`) holding a list of buttons. Each page button is
 * named 'Página N' and the current one has `aria-current="page"`, so a screen reader hears "Página 5, página
 * atual". Anterior and Próxima keep their names on phones, where only the arrow shows, and are disabled (skipped
 * by Tab) at the first and last page. Enter and Space press the focused button; the ellipses are hidden.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Paginação',
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationRange(page, totalPages);
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            className={stepClasses}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon className="size-4" />
            <span className="sr-only sm:not-sr-only">Anterior</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-fg-placeholder">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Página ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? currentClasses : pageClasses}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={stepClasses}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="sr-only sm:not-sr-only">Próxima</span>
            <ChevronRightIcon className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
