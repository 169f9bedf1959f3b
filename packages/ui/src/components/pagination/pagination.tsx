import { cn } from '../../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { paginationRange } from './pagination-range';

export interface PaginationProps {
  /** The current page, starting at 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

const itemClasses = cn(
  // Narrower items on phones keep the whole row, '›' included, on one line at 320 px.
  'inline-flex h-9 min-w-8 items-center justify-center rounded-control px-1.5 text-sm font-medium sm:min-w-9 sm:px-2',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);
const pageClasses = cn(itemClasses, 'text-ink-700 hover:bg-ink-100');
const currentClasses = cn(itemClasses, 'bg-brand-700 text-white hover:bg-brand-800');
const stepClasses = cn(
  itemClasses,
  'gap-1 text-ink-700 hover:enabled:bg-ink-100 disabled:cursor-not-allowed disabled:opacity-40',
);

/** Page navigation: Anterior, page numbers with ellipses, Próxima. Hidden when there is one page. */
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
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-ink-400">
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
