import { type FormEvent, useState } from 'react';
import { isAbortError } from '../../http/http-error.ts';
import { errorText } from './error-text.ts';
import type { FieldRule } from './form-rules.ts';

/**
 * Controlled-form state for the identity screens (login, password recovery and change): values, per-field
 * errors from rules checked on submit, the submitting flag and the server's message for the red box.
 */
export function useFormState<T extends Record<string, string>>(
  initial: T,
  rules: Partial<Record<keyof T, FieldRule<T>>> = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof T) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function validate(): boolean {
    const found: Partial<Record<keyof T, string>> = {};
    for (const field of Object.keys(rules) as Array<keyof T>) {
      const message = rules[field]?.(values[field] ?? '', values);
      if (message) found[field] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  /**
   * The form's submit handler: checks the rules, runs the action, and on failure shows the server's first
   * message (or `fallback`) while keeping everything typed.
   */
  const handleSubmit =
    (action: (values: T) => Promise<void>, fallback: string) => async (event: FormEvent) => {
      event.preventDefault();
      setFailure(null);
      if (!validate()) return;
      setSubmitting(true);
      try {
        await action(values);
      } catch (error) {
        // A cancelled call (the page is leaving, the form went away) is nobody's failure.
        if (!isAbortError(error)) setFailure(errorText(error, fallback));
      } finally {
        setSubmitting(false);
      }
    };

  return {
    values,
    errors,
    set,
    submitting,
    failure,
    handleSubmit,
    reset: () => {
      setValues(initial);
      setErrors({});
      setFailure(null);
    },
  };
}

export type FormState<T extends Record<string, string>> = ReturnType<typeof useFormState<T>>;
