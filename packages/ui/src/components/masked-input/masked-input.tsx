import { useLayoutEffect, useMemo, useRef, type ChangeEvent, type ComponentProps } from 'react';
import { applyMask, masks, stripMask, type MaskKind } from '@frota/domain/format';
import { mergeRefs } from '../../lib/merge-refs';
import { TextInput } from '../text-input';
import { caretAfterRawChars } from './caret';

export type MaskedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength'> & {
  /**
   * cpf: 000.000.000-00; cnpj: 00.000.000/0000-00; phone: (00) 0000-0000 or (00) 00000-0000; plate: AAA-9999 or
   * the Mercosul AAA-9A99, uppercased. It also sets the input's maxLength and its on-screen keyboard.
   */
  mask: MaskKind;
  /** Raw value: digits, or the plate's characters uppercased. */
  value: string;
  /** Called with the raw value, without mask characters. */
  onValueChange: (raw: string) => void;
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
};

/**
 * An input that shows CPF, CNPJ, phone or plate formatted while typing and reports the raw value.
 *
 * **When to use.** For a Brazilian document, phone or vehicle plate, in a `Field`: the user types digits only
 * and sees the punctuation appear; the form keeps and sends the raw value. For digits without punctuation (a
 * verification code) use `DigitsInput`; for amounts, `NumberInput`. It does not validate check digits: the form
 * does, and passes `invalid` with the Field's error.
 *
 * **Accessibility.** A text input named by its Field's label. It opens the numeric keyboard on phones (a text
 * keyboard, capitals, for a plate) and stops at the mask's length. A screen reader reads the formatted value
 * ("123.456.789-09"); Backspace after a mask character deletes the digit before it, and the caret stays beside
 * what was typed. With `invalid` it is `aria-invalid`, and the Field's error is its description.
 *
 * @example <MaskedInput mask="cnpj" value={cnpj} onValueChange={setCnpj} /> // shows 11.222.333/0001-81, emits '11222333000181'
 */
export function MaskedInput({ mask, value, onValueChange, ref, ...props }: MaskedInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const combinedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  // How many raw characters sat before the caret at the last change; the caret goes back there.
  const pendingCaret = useRef<number | null>(null);
  const display = applyMask(mask, value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const rawBeforeCaret = pendingCaret.current;
    pendingCaret.current = null;
    if (!input || rawBeforeCaret === null || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterRawChars(input.value, rawBeforeCaret);
    input.setSelectionRange(position, position);
  }, [display]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    const caret = event.currentTarget.selectionStart ?? typed.length;
    let raw = stripMask(mask, typed);
    let rawBeforeCaret = stripMask(mask, typed.slice(0, caret)).length;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    // Backspace over a mask character ('123.|4') changes nothing raw: delete the character before it.
    if (raw === value && inputType === 'deleteContentBackward' && rawBeforeCaret > 0) {
      raw = value.slice(0, rawBeforeCaret - 1) + value.slice(rawBeforeCaret);
      rawBeforeCaret -= 1;
    }
    pendingCaret.current = rawBeforeCaret;
    if (raw !== value) onValueChange(raw);
  }

  return (
    <TextInput
      inputMode={mask === 'plate' ? 'text' : 'numeric'}
      autoCapitalize={mask === 'plate' ? 'characters' : undefined}
      {...props}
      ref={combinedRef}
      value={display}
      onChange={handleChange}
      maxLength={masks[mask].maxLength}
    />
  );
}
