import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = ComponentProps<'section'>;

/** A white bordered surface grouping a form or a block of content. */
export function Card({ className, ...props }: CardProps) {
  return (
    <section
      className={cn('rounded-card border border-ink-200 bg-white p-4 shadow-sm sm:p-6', className)}
      {...props}
    />
  );
}
