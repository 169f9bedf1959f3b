import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { Tone } from '../../tokens';
import { EmptyValue } from '../empty-value';

/** Five of the tones (Badge's names), so a stage reads the same colour as its badges. */
export type CounterCardTone = Extract<Tone, 'grey' | 'blue' | 'yellow' | 'red' | 'green'>;

// Numbers use -800 shades so they keep 4.5:1 on the -50 background of an active card.
const card = cva(
  [
    'flex min-h-24 w-full flex-col items-start justify-between gap-1 rounded-card border border-l-4 p-4',
    'text-left shadow-sm transition-colors disabled:cursor-default',
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
      // The backgrounds live in the variants only: without tailwind-merge, a base bg-white would beat an active
      // card's tint by the order of the stylesheet. An active card keeps its tint under the pointer.
      active: { true: 'ring-2 ring-inset', false: 'bg-white hover:bg-ink-50' },
    },
    compoundVariants: [
      { tone: 'grey', active: true, className: 'bg-ink-100 ring-ink-500' },
      { tone: 'blue', active: true, className: 'bg-blue-50 ring-blue-600' },
      { tone: 'yellow', active: true, className: 'bg-warning-50 ring-warning-500' },
      { tone: 'red', active: true, className: 'bg-danger-50 ring-danger-600' },
      { tone: 'green', active: true, className: 'bg-brand-50 ring-brand-600' },
    ],
  },
);

const countFormat = new Intl.NumberFormat('pt-BR');

export type CounterCardProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The stage, for example 'Aguardando' or 'Em execução'. */
  label: string;
  /**
   * How many programmings are in the stage, shown big with the pt-BR thousands separator (1.482); null when the
   * counts could not be read: an em dash, read "Não informado".
   */
  count: number | null;
  /** The stripe's and the number's colour: the stage's colour, which the caller keeps. */
  tone: CounterCardTone;
  /** The card whose filter is applied: shown pressed (aria-pressed). */
  active?: boolean;
  /** While the counts load: the number is replaced by a placeholder and the card is busy. */
  loading?: boolean;
};

/**
 * One of the monitor's clickable stage counters: a toggle button with a big number and its label.
 *
 * **When to use.** For the monitor's stage counts that also filter the list below them: a click applies the
 * stage's filter and a second click removes it. Lay them out in a `CounterCardGroup`. A number that filters
 * nothing is not a button: show it in a `Card` or a `KeyValueList`.
 *
 * **Accessibility.** A `<button>` with `aria-pressed`, so a screen reader hears the number and the label ('12
 * Aguardando'), that it is a toggle button, and whether its filter is on. Tab reaches it; Enter or Space
 * activates it like any button. While `loading` the number is hidden and the button is `aria-busy`, named by its
 * label alone. The colour only repeats the stage; the focus ring shows on keyboard focus only.
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
        <span
          className="my-1 block h-7 w-12 animate-pulse rounded-control bg-surface-strong"
          aria-hidden="true"
        />
      ) : (
        <span className="text-3xl leading-none font-semibold tabular-nums">
          {count === null ? <EmptyValue /> : countFormat.format(count)}
        </span>
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
 * side panel): one column when narrow, then two, three and five. A `role="group"` named 'Programações por
 * etapa', so a screen reader says what the buttons inside count.
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
