import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FieldProps {
  /** The visible label, which is also the input's accessible name; no final period. */
  label: string;
  /** The id of the input inside; also the prefix of the hint and error ids. */
  htmlFor: string;
  /** Shows a red asterisk, read as "obrigatório". */
  required?: boolean;
  /** A help text under the input, such as 'Somente números', with the id `${htmlFor}-hint`. */
  hint?: string;
  /** Shown in red under the input, with the id `${htmlFor}-error`. */
  error?: string;
  /** Classes added to the wrapper, for layout (grid spans, widths). */
  className?: string;
  /** The control, whose `id` is `htmlFor`: a TextInput, Select, DigitsInput, DateTimeInput... */
  children: ReactNode;
}

/**
 * The ids a Field renders for its hint and error, to pass as the input's aria-describedby.
 *
 * @example <TextInput id="email" aria-describedby={fieldDescribedBy('email', { error })} />
 */
export function fieldDescribedBy(
  htmlFor: string,
  { hint, error }: { hint?: string | undefined; error?: string | undefined },
): string | undefined {
  const ids = [hint ? `${htmlFor}-hint` : null, error ? `${htmlFor}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The id of a Field's label, from the id of its control. */
export const fieldLabelId = (htmlFor: string) => `${htmlFor}-label`;

/**
 * A form field's frame: a label, the input given as children, an optional hint and an optional error message.
 *
 * **When to use.** Around every labelled input of a form or a filter panel (TextInput, Select, DigitsInput,
 * DateTimeInput, Textarea...), so labels, required marks, hints and errors look and read the same everywhere.
 * Checkbox and Switch carry their own label and need no Field. An error about the whole form goes in an
 * `ErrorBox`, not in a field.
 *
 * **Accessibility.** A native `<label for>` names the input, so a click on the label focuses it and a screen reader
 * reads the label as the input's name. The red asterisk is hidden and read as "obrigatório". The hint and the
 * error are read as the input's description once the input points at them: give it
 * `aria-describedby={fieldDescribedBy(id, { hint, error })}` and `invalid` (aria-invalid) while there is an error.
 * The Field itself takes no focus.
 */
export function Field({ label, htmlFor, required = false, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      {/* The id lets a control that names itself with aria-labelledby (Select) point at this label. */}
      <label id={fieldLabelId(htmlFor)} htmlFor={htmlFor} className="text-sm font-medium text-fg-soft">
        {label}
        {required && (
          <>
            {' '}
            <span aria-hidden="true" className="text-danger-600">
              *
            </span>
            <span className="sr-only">obrigatório</span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${htmlFor}-hint`} className="text-xs text-fg-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${htmlFor}-error`} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
