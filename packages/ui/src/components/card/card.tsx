import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = ComponentProps<'section'>;

/**
 * A white bordered surface grouping a form or a block of content.
 *
 * **When to use.** Around a page's form, a details block or a chart, on the grey page background; the
 * `CenteredLayout` of the public screens puts its content in one. Not for something clickable (a monitor's stage
 * counter is a `CounterCard`) and not for a message (`ErrorBox`, `Notice`). Do not nest cards.
 *
 * **Accessibility.** A `<section>`: with a name it is a region landmark a screen reader can jump to, so name it
 * after its heading (`aria-labelledby` the heading's id) or with `aria-label`; without a name it is a plain
 * group that adds nothing. It takes no focus.
 */
export function Card({ className, ...props }: CardProps) {
  return (
    <section
      className={cn('rounded-card border border-line bg-surface p-4 shadow-sm sm:p-6', className)}
      {...props}
    />
  );
}
