import { Field, TextInput } from '@frota/ui';
import type { FormState } from './use-form-state.ts';

interface FormTextFieldProps<T extends Record<string, string>> {
  form: FormState<T>;
  name: keyof T & string;
  /** Prefix of the input's id, unique on the page. */
  idPrefix: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  required?: boolean;
}

/** A labelled input bound to a useFormState field, with its error announced under it. */
export function FormTextField<T extends Record<string, string>>({
  form,
  name,
  idPrefix,
  label,
  type,
  autoComplete,
  required = true,
}: FormTextFieldProps<T>) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name];
  return (
    <Field label={label} htmlFor={id} required={required} error={error}>
      <TextInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        value={form.values[name]}
        onChange={(e) => form.set(name)(e.target.value)}
      />
    </Field>
  );
}
