import { MAX_GATE_TO_GATE_MINUTES } from '@frota/domain';
import { NumberInput, type NumberInputProps } from '@frota/ui';

export type GateToGateInputProps = Omit<
  NumberInputProps,
  'value' | 'onValueChange' | 'step' | 'min' | 'max'
> & {
  /** The minutes as the draft holds them ('' when empty). */
  value: string;
  /** Called with the minutes as text, '' when emptied. */
  onValueChange: (value: string) => void;
};

/** The draft's text as the number input's value: undefined when empty, NaN when it is not a number. */
function minutesOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * A gate-to-gate input: whole minutes from 0 to 1440 (ArrowUp and ArrowDown step by one, out-of-range values are
 * marked and brought back on blur), read and written as the text an `OperatingHourDraft` holds.
 */
export function GateToGateInput({ value, onValueChange, ...props }: GateToGateInputProps) {
  return (
    <NumberInput
      {...props}
      inputMode="numeric"
      step={1}
      min={0}
      max={MAX_GATE_TO_GATE_MINUTES}
      value={minutesOf(value)}
      onValueChange={(minutes, text) =>
        onValueChange(minutes === undefined ? '' : Number.isNaN(minutes) ? text : String(minutes))
      }
    />
  );
}
