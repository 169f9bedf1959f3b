import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

const button = cva(
  [
    // A label longer than the screen wraps inside the button instead of pushing it past the edge.
    'inline-flex max-w-full items-center justify-center gap-2 rounded-control text-center font-medium',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-sm hover:not-disabled:bg-brand-800',
        basic:
          'border border-ink-300 bg-white text-ink-800 shadow-sm hover:not-disabled:border-ink-400 hover:not-disabled:bg-ink-100',
        danger: 'bg-danger-600 text-white shadow-sm hover:not-disabled:bg-danger-700',
        ghost: 'text-ink-700 hover:not-disabled:bg-ink-100',
      },
      size: {
        sm: 'min-h-8 px-3 py-1 text-sm',
        md: 'min-h-10 px-4 py-2 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof button>;

/**
 * The classes of a Button, for elements that must look like one (such as a router link).
 *
 * @example <Link to="/backoffice/users/create/" className={buttonClasses({ variant: 'primary' })}>Novo</Link>
 */
export function buttonClasses({
  variant,
  size,
  className,
}: ButtonVariants & { className?: string | undefined } = {}): string {
  return cn(button({ variant, size }), className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: 'primary' | 'basic' | 'danger' | 'ghost';
  size?: 'sm' | 'md';
  /** Disables the button and shows a spinner while an action runs. */
  loading?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
