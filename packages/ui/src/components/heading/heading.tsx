import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const headingClasses = cva('font-semibold break-words', {
  variants: {
    level: { 1: 'text-2xl', 2: 'text-lg', 3: 'text-base' },
    tone: { default: 'text-ink-900', brand: 'text-brand-700' },
  },
  defaultVariants: { level: 1, tone: 'default' },
});

export type HeadingProps = Omit<ComponentProps<'h1'>, 'ref'> &
  VariantProps<typeof headingClasses> & { level?: 1 | 2 | 3 };

/** A page or section heading (h1 to h3) in the product's type scale; `tone="brand"` for the green titles. */
export function Heading({ level = 1, tone, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cn(headingClasses({ level, tone }), className)} {...props} />;
}
