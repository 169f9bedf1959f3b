import type { ComponentProps } from 'react';
import { TextInput } from '../text-input';

export type DateTimeInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'min' | 'max'
> & {
  /** '' or 'YYYY-MM-DDTHH:mm', in local time, as the browser gives it. */
  value: string;
  /**
   * Called with the new value, '' while the date or the time is not completely filled, and whether the input
   * is filled in part ("15/12"): on each change, on each input (the value stays '' while a part is typed) and
   * on leaving the field.
   */
  onValueChange: (value: string, state: { incomplete: boolean }) => void;
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
  /** Earliest value accepted, 'YYYY-MM-DDTHH:mm'. */
  min?: string;
  /** Latest value accepted, 'YYYY-MM-DDTHH:mm'. */
  max?: string;
};

/**
 * A native date and time input (`datetime-local`) that looks like TextInput.
 *
 * **When to use.** For one moment given to the minute, such as an expiry ("Validade") or a deadline, in a form or
 * a filter. Check the value with `isCompleteDateTime` before saving: the browser reports '' while the date or the
 * time is partly filled, and `onValueChange` says `incomplete` then, so a form can refuse it. For a plain text or a number use `TextInput` or `NumberInput`; for digits only (CPF,
 * CNPJ) `DigitsInput`.
 *
 * **Accessibility.** A native `<input type="datetime-local">`: give it an `id` and a `Field` label, which names it,
 * and point `aria-describedby` at the Field's hint and error (`fieldDescribedBy`). The browser draws the fields in
 * the user's locale (dd/mm/aaaa, --:-- in pt-BR), reads each one by name (day, month, year, hours, minutes) and
 * gives them their keyboard: digits fill a field, ArrowUp/ArrowDown change it, ArrowLeft/ArrowRight move between
 * fields, and a button opens the browser's picker. `invalid` sets aria-invalid, read as "invalid entry"; `min` and
 * `max` grey out the days outside the range in the picker.
 *
 * @example <DateTimeInput id="validade" value={validade} onValueChange={setValidade} min="2025-01-01T00:00" />
 */
export function DateTimeInput({ value, onValueChange, onInput, onBlur, ...props }: DateTimeInputProps) {
  const report = (input: HTMLInputElement) =>
    onValueChange(input.value, { incomplete: input.validity.badInput });
  return (
    <TextInput
      {...props}
      type="datetime-local"
      value={value}
      onChange={(event) => report(event.currentTarget)}
      onInput={(event) => {
        onInput?.(event);
        report(event.currentTarget);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        report(event.currentTarget);
      }}
    />
  );
}
