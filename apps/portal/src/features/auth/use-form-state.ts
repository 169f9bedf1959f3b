import { useState } from 'react';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  fieldMessage,
} from '@frota/engine';

type Rules<T> = Partial<Record<keyof T, (value: string, all: T) => string | undefined>>;

/** A new password: required, and the same rule the API applies. */
export const newPasswordRule = (label: string) => (value: string) =>
  !value
    ? fieldMessage(label, 'required')
    : value.length < PASSWORD_MIN_LENGTH
      ? PASSWORD_RULE_MESSAGE
      : undefined;

/** The confirmation of the `password` field of the same form. */
export const confirmationRule = (label: string) => (value: string, all: { password?: string }) =>
  !value ? fieldMessage(label, 'required') : value !== all.password ? PASSWORD_MISMATCH_MESSAGE : undefined;

export const requiredRule = (label: string) => (value: string) =>
  value.trim() ? undefined : fieldMessage(label, 'required');

/**
 * Small controlled-form state for the identity screens (login, password recovery and change): values,
 * per-field errors from rules checked on submit, and the submitting flag.
 */
export function useFormState<T extends Record<string, string>>(initial: T, rules: Rules<T> = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [submitting, setSubmitting] = useState(false);

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

  return {
    values,
    errors,
    set,
    validate,
    submitting,
    setSubmitting,
    reset: () => {
      setValues(initial);
      setErrors({});
    },
  };
}
