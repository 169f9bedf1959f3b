import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { Tone } from '../../tokens';

const badge = cva(
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
  {
    variants: {
      tone: {
        green: 'bg-brand-50 text-brand-800 ring-brand-600/20',
        grey: 'bg-ink-100 text-ink-700 ring-ink-500/20',
        red: 'bg-danger-50 text-danger-700 ring-danger-600/20',
        yellow: 'bg-warning-50 text-warning-700 ring-warning-600/25',
        blue: 'bg-blue-50 text-blue-700 ring-blue-600/20',
        purple: 'bg-purple-50 text-purple-700 ring-purple-600/20',
        orange: 'bg-orange-50 text-orange-700 ring-orange-600/20',
      } satisfies Record<Tone, string>,
    },
  },
);

export type BadgeTone = Tone;

export type BadgeProps = ComponentProps<'span'> & {
  /**
   * The colour, one of the tones (Fundamentos/Tokens, Tons). A caller that colours by a status table of its own
   * passes that table's tone; elsewhere green is active or done, grey neutral or inactive, red an error or a
   * cancellation, yellow pending, and blue information.
   */
  tone: BadgeTone;
};

/**
 * A small coloured pill for a status or category.
 *
 * **When to use.** For a short status or category beside other data, in a table cell or a details list ("Ativo",
 * "Pendente"). Use `YesNoBadge` for a yes/no field, so its colours stay the same everywhere; a message about the
 * page goes in an `ErrorBox` or a toast, not a badge.
 *
 * **Accessibility.** Plain text in a `<span>`, with no role and no focus: a screen reader reads its text. The text
 * carries the meaning; the colour only repeats it, and every tone keeps 4.5:1 contrast. Keep the text short: it
 * does not wrap.
 */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cn(badge({ tone }), className)} {...props} />;
}
