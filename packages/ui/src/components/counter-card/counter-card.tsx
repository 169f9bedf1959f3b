import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The same colour names as the badge (Badge's tone), so a status reads the same colour on both. */
export type CounterCardTone = 'grey' | 'blue' | 'yellow' | 'red' | 'green';

// Numbers use -800 shades so they keep 4.5:1 on the -50 background of an active card.
const card = cva(
  [
    'flex min-h-24 w-full flex-col items-start justify-between gap-1 rounded-card border border-l-4 bg-white p-4',
    'text-left shadow-sm transition-colors hover:bg-ink-50 disabled:cursor-default',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      tone: {
        grey: 'border-ink-200 border-l-ink-500 text-ink-800',
        blue: 'border-ink-200 border-l-blue-600 text-blue-800',
        yellow: 'border-ink-200 border-l-warning-500 text-warning-800',
        red: 'border-ink-200 border-l-danger-600 text-danger-800',
        green: 'border-ink-200 border-l-brand-600 text-brand-800',
      },
      active: { true: 'ring-2 ring-inset', false: '' },
    },
    compoundVariants: [
      { tone: 'grey', active: true, className: 'bg-ink-100 ring-ink-500 hover:bg-ink-100' },
      { tone: 'blue', active: true, className: 'bg-blue-50 ring-blue-600 hover:bg-blue-50' },
      { tone: 'yellow', active: true, className: 'bg-warning-50 ring-warning-500 hover:bg-warning-50' },
      { tone: 'red', active: true, className: 'bg-danger-50 ring-danger-600 hover:bg-danger-50' },
      { tone: 'green', active: true, className: 'bg-brand-50 ring-brand-600 hover:bg-brand-50' },
    ],
  },
);

const countFormat = new Intl.NumberFormat('pt-BR');

export type CounterCardProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The stage, for example 'Aguardando' or 'Em execução'. */
  label: string;
  count: number;
  tone: CounterCardTone;
  /** The card whose filter is applied: shown pressed (aria-pressed). */
  active?: boolean;
  /** While the counts load: the number is replaced by a placeholder and the card is busy. */
  loading?: boolean;
};

/**
 * One of the monitor's clickable stage counters: a toggle button with a big number and its label. Enter or
 * Space activates it like any button.
 *
 * @example <CounterCard label="Atrasadas" count={3} tone="red" active={status === 'DelayedLoading'} onClick={...} />
 */
export function CounterCard({
  label,
  count,
  tone,
  active = false,
  loading = false,
  type = 'button',
  className,
  ...props
}: CounterCardProps) {
  return (
    <button
      type={type}
      aria-pressed={active}
      aria-busy={loading || undefined}
      className={cn(card({ tone, active }), className)}
      {...props}
    >
      {loading ? (
        <span className="my-1 block h-7 w-12 animate-pulse rounded-control bg-ink-200" aria-hidden="true" />
      ) : (
        <span className="text-3xl leading-none font-semibold tabular-nums">{countFormat.format(count)}</span>
      )}
      {/* The accessible name reads '12 Aguardando'; in a flex column the space takes no room. */}{' '}
      <span className="text-sm font-medium text-ink-700">{label}</span>
    </button>
  );
}

export type CounterCardGroupProps = ComponentProps<'div'> & {
  /** Accessible name of the group (default 'Programações por etapa'). */
  label?: string;
};

/**
 * Lays out the monitor's five counter cards by the width it gets (container queries, so it also works in a
 * side panel): one column when narrow, then two, three and five.
 */
export function CounterCardGroup({
  label = 'Programações por etapa',
  className,
  ...props
}: CounterCardGroupProps) {
  return (
    <div className={cn('@container', className)}>
      <div
        role="group"
        aria-label={label}
        className="grid grid-cols-1 gap-3 @xs:grid-cols-2 @xl:grid-cols-3 @4xl:grid-cols-5"
        {...props}
      />
    </div>
  );
}
