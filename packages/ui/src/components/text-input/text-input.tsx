import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const input = cva(
  [
    'block h-10 w-full min-w-0 rounded-control border bg-surface px-3 text-sm text-fg-strong shadow-sm',
    'placeholder:text-fg-placeholder focus:outline-2 focus:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-subtle',
    // Read-only is a value to read, not a box to fill: no border, fill or padding of its own.
    'read-only:border-transparent read-only:bg-transparent read-only:px-0 read-only:shadow-none',
  ],
  {
    variants: {
      invalid: {
        false: 'border-line-control focus:border-accent focus:outline-accent/30',
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
  /** Marks the value as wrong: red border and aria-invalid. Pair it with the Field's `error` message. */
  invalid?: boolean;
};

/**
 * A native one-line text input (`type="text"` by default; also email, password, search, url) in the product's
 * style.
 *
 * **When to use.** For free text on one line: a name, an e-mail, a password, a code. Put it in a `Field`, which
 * gives it its visible label, hint and error message. Use `MaskedInput` for CPF, CNPJ, phone and plate,
 * `NumberInput` for numbers, `DateTimeInput` for dates, `Textarea` for text over several lines, and `Select` or
 * `Combobox` to pick from a list.
 *
 * **Accessibility.** A native `<input>`: Tab reaches it unless disabled, and a screen reader hears its label
 * (the Field's `<label for>`), its role ("edit text"), its value and its description. Give it the Field's
 * `htmlFor` as `id` and `fieldDescribedBy(id, { hint, error })` as `aria-describedby`, so the hint and the error
 * are read with it; `invalid` sets `aria-invalid`, read as "invalid entry". The placeholder is an example, never
 * the label. The focus ring shows on any focus, since typing follows it.
 *
 * @example
 * <Field label="E-mail" htmlFor="email" error={error}>
 *   <TextInput id="email" type="email" invalid={!!error} aria-describedby={fieldDescribedBy('email', { error })} />
 * </Field>
 */
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
