import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const input = cva(
  [
    'block h-10 w-full min-w-0 rounded-control border bg-white px-3 text-sm text-ink-900 shadow-sm',
    'placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-500 read-only:bg-ink-50',
  ],
  {
    variants: {
      invalid: {
        false: 'border-ink-300 focus:border-brand-600 focus:outline-brand-600/30',
        true: 'border-danger-500 focus:border-danger-600 focus:outline-danger-600/30',
      },
    },
    defaultVariants: { invalid: false },
  },
);

/**
 * The classes of a text input, for other native controls that should match it (select, textarea).
 *
 * @example <select className={inputClasses({ invalid: !!error })} />
 */
export function inputClasses({
  invalid = false,
  className,
}: { invalid?: boolean | undefined; className?: string | undefined } = {}): string {
  return cn(input({ invalid }), className);
}

export type TextInputProps = ComponentProps<'input'> & {
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
};

export function TextInput({ invalid = false, className, type = 'text', ...props }: TextInputProps) {
  return (
    <input
      type={type}
      aria-invalid={invalid || undefined}
      className={inputClasses({ invalid, className })}
      {...props}
    />
  );
}
