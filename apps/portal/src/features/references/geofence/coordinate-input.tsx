import { useState } from 'react';
import { parseCoordinate } from '@frota/domain';
import { TextInput, type TextInputProps } from '@frota/ui';

/** Seven decimals of a degree are about a centimetre; more is noise from a copied number. */
const MAX_DECIMALS = 7;

const round = (value: number) => Math.round(value * 10 ** MAX_DECIMALS) / 10 ** MAX_DECIMALS;

/** A number begun but not finished ("-", "-23," is fine already): not marked wrong while being typed. */
const UNFINISHED = /^[+-]?[.,]?$/;

/** What the text means: a number (rounded), NaN for an empty box, undefined for text that is not a number. */
function readCoordinate(text: string): number | undefined {
  if (text.trim() === '') return Number.NaN;
  const parsed = parseCoordinate(text);
  return parsed === undefined ? undefined : round(parsed);
}

/** A coordinate as the box shows it: pt-BR comma, every decimal up to seven, no grouping; NaN shows empty. */
export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value)) return '';
  return value.toLocaleString('pt-BR', { maximumFractionDigits: MAX_DECIMALS, useGrouping: false });
}

export type CoordinateInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** Degrees; NaN when empty. */
  value: number;
  /** Called with each valid number typed (rounded to seven decimals), and NaN when emptied. */
  onValueChange: (value: number) => void;
};

/**
 * A latitude or longitude box. Not the library's NumberInput: that one reads a dot as the pt-BR thousands
 * separator ("-23.951" would be -23951) and pads the decimals, while coordinates arrive with a dot from Google
 * Maps and with a comma from a pt-BR keyboard. Both are accepted here (see `parseCoordinate`), negative numbers
 * too. Text that is not a number is kept as typed and marked aria-invalid, reporting nothing; leaving the box
 * shows the last valid number again.
 */
export function CoordinateInput({
  value,
  onValueChange,
  invalid,
  onFocus,
  onBlur,
  ...props
}: CoordinateInputProps) {
  // The text being edited while focused; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const draftIsInvalid =
    draft !== null && !UNFINISHED.test(draft.trim()) && readCoordinate(draft) === undefined;
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={draft ?? formatCoordinate(value)}
      invalid={invalid || draftIsInvalid}
      className="tabular-nums"
      onFocus={(event) => {
        setDraft(formatCoordinate(value));
        onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const next = readCoordinate(text);
        if (next !== undefined && !Object.is(next, value)) onValueChange(next);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
