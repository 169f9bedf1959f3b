import { cva } from 'class-variance-authority';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// The look of TextInput (see inputClasses), with a height that follows the rows instead of h-10:
// cn() does not merge classes, so overriding inputClasses' height from here would depend on CSS order.
const textarea = cva(
  [
    'block min-h-20 w-full min-w-0 resize-y rounded-control border bg-surface px-3 py-2 text-sm text-fg-strong shadow-sm',
    'placeholder:text-fg-placeholder focus:outline-2 focus:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-subtle',
    // Read-only is a text to read (as TextInput): no border, fill, padding or resize grip.
    'read-only:resize-none read-only:border-transparent read-only:bg-transparent read-only:px-0 read-only:shadow-none',
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

export type TextareaProps = ComponentProps<'textarea'> & {
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
  /** Shows "12/200" under the field when maxLength is set (default true). */
  showCounter?: boolean;
};

function lengthOf(value: TextareaProps['value']): number {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.join('').length : String(value).length;
}

/**
 * A multi-line text input that looks like TextInput. With `maxLength` it shows a character counter,
 * "12/200", read politely by screen readers as "12 de 200 caracteres". `className` goes on the textarea.
 *
 * **When to use.** For free text that may run over a line: notes, observations, a message to drivers. Put it in
 * a `Field` for its visible label, hint and error, and set `maxLength` when the API limits the length, so the
 * counter shows how much is left. Use `TextInput` for a single line.
 *
 * **Accessibility.** A native `<textarea>`: Tab reaches it unless disabled, Enter starts a new line, and a screen
 * reader hears its label (the Field's `<label for>`), its value and its description: the Field's hint and error
 * (pass `fieldDescribedBy` as `aria-describedby`) followed by the counter, "12 de 200 caracteres", which is also
 * announced politely as the user types. `invalid` sets `aria-invalid`. The user can resize it vertically.
 *
 * @example <Textarea id="obs" rows={4} maxLength={200} value={obs} onChange={(e) => setObs(e.target.value)} />
 */
export function Textarea({
  invalid = false,
  showCounter = true,
  className,
  rows = 3,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps) {
  const counterId = useId();
  // Uncontrolled textareas report their length through onChange; controlled ones through value.
  const [typedLength, setTypedLength] = useState(() => lengthOf(defaultValue));
  const length = value === undefined ? typedLength : lengthOf(value);
  // A read-only text has nothing left to type: no counter.
  const counted = showCounter && maxLength !== undefined && !props.readOnly;

  const field = (
    <textarea
      rows={rows}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      aria-invalid={invalid || undefined}
      aria-describedby={[describedBy, counted ? counterId : null].filter(Boolean).join(' ') || undefined}
      className={cn(textarea({ invalid }), className)}
      onChange={(event) => {
        setTypedLength(event.currentTarget.value.length);
        onChange?.(event);
      }}
      {...props}
    />
  );
  if (!counted) return field;

  return (
    <div className="flex min-w-0 flex-col gap-1">
      {field}
      <p id={counterId} aria-live="polite" className="self-end text-xs text-fg-muted tabular-nums">
        <span aria-hidden="true">
          {length}/{maxLength}
        </span>
        <span className="sr-only">
          {length} de {maxLength} caracteres
        </span>
      </p>
    </div>
  );
}
