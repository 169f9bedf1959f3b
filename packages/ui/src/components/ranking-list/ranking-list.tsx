import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface RankingItem {
  /** Unique within the list, such as the driver's id or CPF. */
  key: string;
  /** Who is ranked, for example the driver's name. */
  name: string;
  /** A second line, for example the driver's formatted CPF. */
  detail?: string;
  /** The measure that sets the bar's length, relative to the largest value of the list. */
  value: number;
  /** How the value reads (for example formatPercent(value)); the pt-BR number by default. */
  valueLabel?: string;
}

export interface RankingListProps {
  /** The ranking's heading, saying what is ranked and by what ("Top motoristas por Inércia"). */
  title: string;
  /** Already in rank order: the first item is position 1. */
  items: RankingItem[];
  /** Shown instead of the list when there are no items. */
  emptyMessage?: string;
  /** While the ranking loads: placeholder rows, and the list is marked busy. */
  loading?: boolean;
  /** The title's heading level, to fit the page outline (default 2, under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Classes added to the section (layout only). */
  className?: string;
}

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function barWidth(value: number, max: number): string {
  if (!(max > 0) || !Number.isFinite(value) || value <= 0) return '0%';
  return `${Math.min(value / max, 1) * 100}%`;
}

/**
 * A titled ranking, such as the dashboard's top drivers: position, name, detail, value and a bar
 * proportional to the largest value.
 *
 * **When to use.** For a short "top N" list on a dashboard, where the order and the relative size matter more
 * than the exact figures (five to ten rows). For many rows, sorting or actions per row use `Table`; for one
 * figure use `CounterCard` or `Gauge`.
 *
 * **Accessibility.** A `section` named by its heading (a region landmark), holding an ordered list, so a screen
 * reader says "lista, 5 itens" and reads each row's name, detail and value; the position circles and the bars are
 * hidden (the list's order gives the position). While `loading` the section is `aria-busy` and the placeholder
 * rows are hidden. Nothing in it is focusable.
 *
 * @example <RankingList title="Top motoristas por Inércia" items={drivers.map(toRankingItem)} />
 */
export function RankingList({
  title,
  items,
  emptyMessage = 'Nenhum dado encontrado.',
  loading = false,
  headingLevel = 2,
  className,
}: RankingListProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const max = Math.max(0, ...items.map((item) => item.value).filter(Number.isFinite));
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn('space-y-3', className)}
    >
      <Heading id={titleId} className="text-base font-semibold text-fg-strong">
        {title}
      </Heading>
      {loading ? (
        <ul aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((row) => (
            <li key={row} className="h-10 animate-pulse rounded-control bg-surface-muted" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="rounded-control bg-canvas px-3 py-4 text-center text-sm text-fg-muted">
          {emptyMessage}
        </p>
      ) : (
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li key={item.key} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft-hover text-xs font-semibold text-fg-accent-strong"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-baseline justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium break-words text-fg-strong">{item.name}</p>
                    {item.detail && <p className="text-xs text-fg-muted">{item.detail}</p>}
                  </div>
                  <span className="shrink-0 text-sm font-semibold text-fg-strong tabular-nums">
                    {item.valueLabel ?? numberFormat.format(item.value)}
                  </span>
                </div>
                <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-muted">
                  <div
                    className="h-full rounded-full bg-accent"
                    style={{ width: barWidth(item.value, max) }}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
