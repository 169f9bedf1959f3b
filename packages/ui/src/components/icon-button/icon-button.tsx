import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const iconButton = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-control transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      variant: {
        ghost: 'text-ink-600 hover:not-disabled:bg-ink-100 hover:not-disabled:text-ink-900',
        danger: 'text-danger-600 hover:not-disabled:bg-danger-50 hover:not-disabled:text-danger-700',
        primary: 'bg-brand-700 text-white hover:not-disabled:bg-brand-800',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'sm' },
  },
);

/**
 * The classes of an IconButton, for an icon-only router Link (the package cannot import the router); give the
 * link an aria-label.
 */
export function iconButtonClasses({
  variant,
  size,
  className,
}: { variant?: 'ghost' | 'danger' | 'primary'; size?: 'sm' | 'md'; className?: string } = {}): string {
  return cn(iconButton({ variant, size }), className);
}

export type IconButtonProps = ComponentProps<'button'> & {
  /** Accessible name, also shown as the tooltip (for example 'Editar'). */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'danger' | 'primary';
  size?: 'sm' | 'md';
};

/** A button showing only an icon; `label` gives it its accessible name and tooltip. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(iconButton({ variant, size }), className)}
      {...props}
    >
      {icon}
    </button>
  );
}
