import { cva } from 'class-variance-authority';
import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import {
  clampToRange,
  decimalsOfStep,
  formatPtBrNumber,
  parsePtBrNumber,
  roundToDecimals,
} from './number-format';

// The look of TextInput, drawn on a frame around the input so the prefix and suffix sit inside the border.
const frame = cva(
  [
    'flex h-10 w-full min-w-0 items-center rounded-control border bg-surface text-sm shadow-sm',
    'focus-within:outline-2 focus-within:outline-offset-0',
    'has-disabled:cursor-not-allowed has-disabled:bg-surface-muted',
    // Read-only is a value to read, as TextInput: no border, fill or padding of its own.
    'has-[input:read-only:enabled]:border-transparent has-[input:read-only:enabled]:bg-transparent has-[input:read-only:enabled]:shadow-none has-[input:read-only:enabled]:[&_input]:pl-0',
  ],
  {
    variants: {
      invalid: {
        false: 'border-line-control focus-within:border-accent focus-within:outline-accent/30',
        true: 'border-danger-500 focus-within:border-danger-600 focus-within:outline-danger-600/30',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export type NumberInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'type' | 'step' | 'min' | 'max' | 'prefix'
> & {
  /** The number, or undefined when the input is empty. */
  value: number | undefined;
  /**
   * Called with every number typed, undefined when emptied, NaN while the text is not a number (with the text,
   * so a form can refuse it rather than keep an older value), and the normalised number on blur.
   */
  onValueChange: (value: number | undefined, text: string) => void;
  /** Added and subtracted by ArrowUp and ArrowDown; its decimals are the decimals shown (0.01 shows 2). */
  step?: number;
  /** Lowest number allowed: ArrowDown stops there, and a lower typed number is marked invalid and raised on blur. */
  min?: number;
  /** Highest number allowed: ArrowUp stops there, and a higher typed number is marked invalid and lowered on blur. */
  max?: number;
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
  /** Shown before the number inside the border, such as 'R$'. */
  prefix?: string;
  /** Shown after the number inside the border, such as '%' or 'km'. */
  suffix?: string;
};

/**
 * A number input in pt-BR: shows "1.234,56", accepts "1234,56" or "1.234,56" while typing, and
 * ArrowUp/ArrowDown add or subtract the step within min and max. `className` goes on the outer frame.
 *
 * Text that is not a number is kept as typed (blur included), marked aria-invalid and reported as NaN: nothing
 * typed is ever replaced by an older value. A dot that cannot group thousands is read as the decimal separator
 * ("12.5" is 12,5). A number out of min/max is reported and marked invalid. On blur the number is rounded to the
 * step's decimals and clamped to min/max. Focus leaves the text as it is, so a selection made on focus (a
 * triple click, select-all then paste, a test's fill) replaces the whole value.
 *
 * **When to use.** For amounts, percentages, distances and counts a user types, in a `Field`: freight values
 * (prefix 'R$', step 0.01), bonuses ('%'), kilometres. For identifiers made of digits (CPF, phone, codes) use
 * `MaskedInput` or `DigitsInput`: they are not numbers to add to.
 *
 * **Accessibility.** A text input (`inputMode="decimal"`, not `type="number"`, so the pt-BR comma works and the
 * wheel does not change it) named by its Field's label. The prefix and suffix are read as its description ("R$"),
 * after the Field's hint and error. ArrowUp and ArrowDown step the value; what a screen reader hears is the text
 * in the box. Unreadable or out-of-range text, or `invalid`, sets `aria-invalid`.
 *
 * @example <NumberInput id="valor" prefix="R$" step={0.01} min={0} value={valor} onValueChange={setValor} />
 */
export function NumberInput({
  value,
  onValueChange,
  step = 1,
  min,
  max,
  invalid = false,
  prefix,
  suffix,
  className,
  onFocus,
  onBlur,
  onKeyDown,
  'aria-describedby': describedBy,
  ...props
}: NumberInputProps) {
  const affixId = useId();
  const decimals = decimalsOfStep(step);
  // The text being edited while focused; null shows the formatted value.
  // The text being edited and the value it was reported as. A value that changes from outside (a form reset)
  // sets the draft aside, so the box never shows text that no longer matches its value.
  const [edit, setEdit] = useState<{ text: string; value: number | undefined } | null>(null);
  const draft = edit && Object.is(edit.value, value) ? edit.text : null;
  const typed = draft === null ? value : parsePtBrNumber(draft);
  const typedIsInvalid =
    typed !== undefined && (Number.isNaN(typed) || clampToRange(typed, { min, max }) !== typed);

  function show(text: string, next: number | undefined) {
    setEdit({ text, value: next });
    // Unreadable text is reported at each change: the owner keeps the latest text.
    if (!Object.is(next, value) || Number.isNaN(next)) onValueChange(next, text);
  }

  function normalise(number: number | undefined) {
    return number === undefined ? number : clampToRange(roundToDecimals(number, decimals), { min, max });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || props.readOnly) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const base = typed === undefined || Number.isNaN(typed) ? value : typed;
    const delta = event.key === 'ArrowUp' ? step : -step;
    const next = base === undefined ? clampToRange(0, { min, max }) : normalise(base + delta);
    show(formatPtBrNumber(next, decimals, { grouping: false }), next);
  }

  const describedByIds = [describedBy, prefix && `${affixId}-prefix`, suffix && `${affixId}-suffix`];
  return (
    <div className={cn(frame({ invalid: invalid || typedIsInvalid }), className)}>
      {prefix && (
        <span id={`${affixId}-prefix`} className="shrink-0 pl-3 text-fg-muted select-none">
          {prefix}
        </span>
      )}
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...props}
        value={draft ?? formatPtBrNumber(value, decimals)}
        aria-invalid={invalid || typedIsInvalid || undefined}
        aria-describedby={describedByIds.filter(Boolean).join(' ') || undefined}
        className={cn(
          'h-full w-full min-w-0 flex-1 bg-transparent text-fg-strong tabular-nums outline-none',
          'placeholder:text-fg-placeholder disabled:cursor-not-allowed disabled:text-fg-subtle',
          prefix ? 'pl-1.5' : 'pl-3',
          suffix ? 'pr-1.5' : 'pr-3',
        )}
        onFocus={onFocus}
        onChange={(event) => {
          const text = event.currentTarget.value;
          show(text, parsePtBrNumber(text));
        }}
        onBlur={(event) => {
          // Text that is not a number stays as typed, reported as NaN: the form says so, and nothing is lost.
          if (typed === undefined || !Number.isNaN(typed)) {
            const next = normalise(typed);
            if (!Object.is(next, value)) onValueChange(next, formatPtBrNumber(next, decimals));
            setEdit(null);
          }
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
      {suffix && (
        <span id={`${affixId}-suffix`} className="shrink-0 pr-3 text-fg-muted select-none">
          {suffix}
        </span>
      )}
    </div>
  );
}
