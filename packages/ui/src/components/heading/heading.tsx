import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const headingClasses = cva('font-semibold break-words', {
  variants: {
    level: { 1: 'text-2xl', 2: 'text-lg', 3: 'text-base' },
    tone: { default: 'text-fg-strong', brand: 'text-fg-link' },
  },
  defaultVariants: { level: 1, tone: 'default' },
});

export type HeadingProps = Omit<ComponentProps<'h1'>, 'ref'> & {
  /** The heading level and its size: 1 for the page title (24 px), 2 for sections (18 px), 3 below them (16 px). */
  level?: 1 | 2 | 3;
  /** default: dark ink; brand: the green titles of the login, password and privacy pages. */
  tone?: 'default' | 'brand';
};

/**
 * A page or section heading (h1 to h3) in the product's type scale.
 *
 * **When to use.** For the title of a page without a `PageHeader` (login, privacy policy) and for the sections
 * inside a page (`level={2}`, `level={3}`). A list, form or detail screen takes its h1 from `PageHeader`; a dialog
 * and a card have their own titles. Pick the level from the outline of the page, never for the size.
 *
 * **Accessibility.** A native `h1`, `h2` or `h3`, so screen reader users find it with the heading keys and hear its
 * level. One h1 per page, and no skipped levels. Both tones keep at least 4.5:1 contrast on white. Give it an `id`
 * when a section or region is labelled by it (`aria-labelledby`). It takes no focus.
 */
export function Heading({ level = 1, tone, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cn(headingClasses({ level, tone }), className)} {...props} />;
}
