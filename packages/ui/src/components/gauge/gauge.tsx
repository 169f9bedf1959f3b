import { cva } from 'class-variance-authority';
import { formatPercent } from '@frota/domain/format';
import { cn } from '../../lib/cn';

const gauge = cva('relative shrink-0', {
  variants: { size: { md: 'size-32', lg: 'size-44' } },
  defaultVariants: { size: 'md' },
});

const figure = cva(
  'absolute inset-0 flex items-center justify-center font-semibold text-fg-strong tabular-nums',
  {
    variants: { size: { md: 'text-2xl', lg: 'text-3xl' } },
    defaultVariants: { size: 'md' },
  },
);

/** Clamps to 0–100; null when there is no number to show. */
export function gaugePercent(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.min(Math.max(value, 0), 100);
}

export interface CircularGaugeProps {
  /** A percentage from 0 to 100; values outside are clamped, and NaN, null or undefined show '—'. */
  value: number | null | undefined;
  /** What is measured, shown under the ring and used as the accessible name (e.g. 'Inércia'). */
  label: string;
  /** md: a 128 px ring; lg: 176 px, as on the client dashboard. */
  size?: 'md' | 'lg';
  /** Classes added to the wrapper (layout only). */
  className?: string;
}

/**
 * A ring filled to a percentage with the value in pt-BR in its centre, as on the client dashboard.
 *
 * **When to use.** For one headline percentage with a natural 0–100 range, such as the share of a target reached
 * (Inércia, Carga no Motor), shown large at the top of a dashboard. For a count use a `CounterCard`; for several
 * values to compare, a table or a ranking; for a task in progress, a spinner.
 *
 * **Accessibility.** A `role="meter"` named by `label`, with `aria-valuenow` and the pt-BR value as
 * `aria-valuetext`, so a screen reader hears the label and "87,5%" (or "Não informado" without a number).
 * The ring, the figure and the caption are hidden from it, since the meter already says them. It takes no focus.
 *
 * @example <CircularGauge label="Atingimento de Inércia" value={87.5} /> // '87,5%'
 */
export function CircularGauge({ value, label, size, className }: CircularGaugeProps) {
  const percent = gaugePercent(value);
  const text = percent === null ? '—' : formatPercent(percent);
  return (
    <div className={cn('inline-flex flex-col items-center gap-2', className)}>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        // A meter needs aria-valuenow; without data, 0 plus a text that says so.
        aria-valuenow={percent ?? 0}
        aria-valuetext={percent === null ? 'Não informado' : text}
        className={gauge({ size })}
      >
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true" focusable="false">
          <circle cx="50" cy="50" r="42" fill="none" strokeWidth="10" className="stroke-line" />
          {percent !== null && percent > 0 && (
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              strokeWidth="10"
              strokeLinecap="round"
              pathLength={100}
              strokeDasharray={`${percent} 100`}
              className="stroke-accent transition-[stroke-dasharray] duration-slow"
            />
          )}
        </svg>
        <span className={figure({ size })} aria-hidden="true">
          {text}
        </span>
      </div>
      {/* Hidden from screen readers: the meter already carries the label as its name. */}
      <span className="max-w-44 text-center text-sm font-medium text-fg-soft" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
