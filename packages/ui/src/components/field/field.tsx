import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FieldProps {
  label: string;
  /** The id of the input inside; also the prefix of the hint and error ids. */
  htmlFor: string;
  /** Shows a red asterisk, read as "obrigatório". */
  required?: boolean;
  hint?: string;
  /** Shown in red under the input, with the id `${htmlFor}-error`. */
  error?: string;
  className?: string;
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
 * A label, the input given as children, an optional hint and an optional error message.
 * The input itself sets aria-invalid and aria-describedby (see `fieldDescribedBy`).
 */
export function Field({ label, htmlFor, required = false, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      {/* The id lets a control that names itself with aria-labelledby (Select) point at this label. */}
      <label id={fieldLabelId(htmlFor)} htmlFor={htmlFor} className="text-sm font-medium text-ink-700">
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
        <p id={`${htmlFor}-hint`} className="text-xs text-ink-500">
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
