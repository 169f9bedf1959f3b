import type { ComponentProps } from 'react';
import { TextInput } from '../text-input';

export type DateTimeInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'min' | 'max'
> & {
  /** '' or 'YYYY-MM-DDTHH:mm', in local time, as the browser gives it. */
  value: string;
  /** Called with the new value; '' while the date or the time is not completely filled. */
  onValueChange: (value: string) => void;
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
  /** Earliest value accepted, 'YYYY-MM-DDTHH:mm'. */
  min?: string;
  /** Latest value accepted, 'YYYY-MM-DDTHH:mm'. */
  max?: string;
};

/**
 * A native date and time input (`datetime-local`) that looks like TextInput. The browser draws the
 * fields in the user's locale (dd/mm/aaaa, --:-- in pt-BR) and their keyboard: digits fill a field,
 * ArrowUp/ArrowDown change it, ArrowLeft/ArrowRight move between fields.
 *
 * @example <DateTimeInput id="validade" value={validade} onValueChange={setValidade} min="2025-01-01T00:00" />
 */
export function DateTimeInput({ value, onValueChange, ...props }: DateTimeInputProps) {
  return (
    <TextInput
      {...props}
      type="datetime-local"
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    />
  );
}
