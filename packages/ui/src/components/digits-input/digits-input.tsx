import type { ComponentProps } from 'react';
import { onlyDigits } from '../../format/digits';
import { TextInput } from '../text-input';

export type DigitsInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  /** Called with the typed or pasted text reduced to its digits. */
  onValueChange: (digits: string) => void;
  invalid?: boolean;
};

/**
 * A text input that accepts only digits, such as the "numbers only" CPF and CNPJ filters.
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
