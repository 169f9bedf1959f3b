import type { ComponentProps } from 'react';
import { onlyDigits } from '@frota/domain/format';
import { TextInput } from '../text-input';

export type DigitsInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** The current digits, without punctuation ('' when empty). */
  value: string;
  /** Called with the typed or pasted text reduced to its digits; not called when that leaves the value as it was. */
  onValueChange: (digits: string) => void;
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
};

/**
 * A text input that accepts only digits, such as the "numbers only" CPF and CNPJ filters.
 *
 * **When to use.** For an identifier typed as bare digits, where the punctuation would get in the way: the list
 * filters of CPF and CNPJ (placeholder "Somente números"), a verification code. To show a CPF, CNPJ, phone
 * or plate formatted while typing use `MaskedInput`; for amounts and counts, `NumberInput`. Pass `maxLength` for
 * a fixed length (11 for a CPF, 14 for a CNPJ).
 *
 * **Accessibility.** A text input (`inputMode="numeric"`, so phones open the numeric keyboard) named by its
 * Field's label or an `aria-label`. Letters, spaces and punctuation are dropped as they are typed or pasted, so
 * the field never holds them and a screen reader reads only the digits; a key that adds nothing changes nothing.
 * Say "somente números" in the label, hint or placeholder so the user knows before typing. With `invalid` it is
 * `aria-invalid`, and the Field's error is its description.
 *
 * @example <DigitsInput value={cpf} onValueChange={setCpf} maxLength={11} />
 */
export function DigitsInput({ value, onValueChange, ...props }: DigitsInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => {
        const digits = onlyDigits(event.currentTarget.value);
        if (digits !== value) onValueChange(digits);
      }}
    />
  );
}
