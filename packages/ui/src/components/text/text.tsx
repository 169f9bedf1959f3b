import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const textClasses = cva('', {
  variants: {
    tone: { default: 'text-ink-800', muted: 'text-ink-600' },
    size: { sm: 'text-sm', md: 'text-base' },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export type TextProps = ComponentProps<'p'> & VariantProps<typeof textClasses>;

/** A paragraph in the product's type scale; `tone="muted"` for explanations under a heading. */
export function Text({ tone, size, className, ...props }: TextProps) {
  return <p className={cn(textClasses({ tone, size }), className)} {...props} />;
}
