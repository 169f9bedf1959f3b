import { PASSWORD_MISMATCH_MESSAGE, fieldMessage, passwordLengthError } from '@frota/engine';

/** A check of one field, given all the form's values; a pt-BR message when it fails. */
export type FieldRule<T> = (value: string, all: T) => string | undefined;

export const requiredRule = (label: string) => (value: string) =>
  value.trim() ? undefined : fieldMessage(label, 'required');

/** A new password: required, and the same rule the API applies. */
export const newPasswordRule = (label: string) => (value: string) =>
  !value ? fieldMessage(label, 'required') : passwordLengthError(value);

/** The confirmation of the `password` field of the same form. */
export const confirmationRule = (label: string) => (value: string, all: { password?: string }) =>
  !value ? fieldMessage(label, 'required') : value !== all.password ? PASSWORD_MISMATCH_MESSAGE : undefined;
