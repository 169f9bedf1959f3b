import { lazy, Suspense, useMemo, useRef, useState, type ComponentProps } from 'react';
import { digitsOfMoment, MOMENT_PLACEHOLDERS, momentFromDigits, type MomentKind } from '@frota/domain/format';
import { cn } from '../../lib/cn';
import { mergeRefs } from '../../lib/merge-refs';
import { IconButton } from '../icon-button';
import { CalendarIcon } from '../icons/date-icons';
import { MaskedInput } from '../masked-input';

const CalendarPopover = lazy(() =>
  import('./calendar-popover').then((m) => ({ default: m.CalendarPopover })),
);

export type MomentInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'min' | 'max' | 'placeholder'
> & {
  /** '' or the value of its kind: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' (local time) or 'HH:mm'. */
  value: string;
  /**
   * Called on each change with the value ('' while incomplete or not a real moment, such as 31/02) and whether
   * something was typed that is not yet a value (`incomplete`), so a form can refuse "15/12" rather than save
   * nothing.
   */
  onValueChange: (value: string, state: { incomplete: boolean }) => void;
  /** Marks the value as wrong: red border and aria-invalid. */
  invalid?: boolean;
  /** Earliest value: its day and the days before it cannot be chosen in the calendar. */
  min?: string;
  /** Latest value: the days after its day cannot be chosen in the calendar. */
  max?: string;
};

const dayPart = (value: string | undefined) => value?.slice(0, 10) || undefined;

/**
 * A moment typed in pt-BR whatever the browser's language (the content rules' dd/mm/aaaa and 24 h hh:mm), with
 * a month calendar for a date: the one input under DateInput, DateTimeInput and TimeInput.
 */
export function MomentInput({
  kind,
  value,
  onValueChange,
  min,
  max,
  disabled,
  readOnly,
  className,
  ref,
  onKeyDown,
  ...props
}: MomentInputProps & { kind: MomentKind }) {
  const [digits, setDigits] = useState(() => digitsOfMoment(kind, value));
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // One merged ref for the input's life, as MaskedInput keeps its own: a new one each render re-attaches it.
  const inputRef = useMemo(() => mergeRefs(input, ref), [ref]);
  // A value set from outside (a record loaded, a form reset) replaces what is on screen; the value this input
  // reported itself leaves the typing as it is.
  if (value !== shown) {
    setShown(value);
    if (value !== (momentFromDigits(kind, digits) ?? '')) setDigits(digitsOfMoment(kind, value));
  }

  const change = (next: string) => {
    setDigits(next);
    const moment = momentFromDigits(kind, next);
    onValueChange(moment ?? '', { incomplete: next !== '' && moment === undefined });
  };
  const withCalendar = kind !== 'time' && !disabled && !readOnly;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="relative">
      <MaskedInput
        {...props}
        ref={inputRef}
        mask={kind}
        value={digits}
        onValueChange={change}
        // Read-only and empty: nothing to fill in, a dash.
        placeholder={readOnly ? '—' : MOMENT_PLACEHOLDERS[kind]}
        disabled={disabled}
        readOnly={readOnly}
        className={cn(withCalendar && 'pr-10', className)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (withCalendar && event.altKey && event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      />
      {withCalendar && (
        <IconButton
          ref={toggle}
          label="Abrir calendário"
          icon={<CalendarIcon />}
          aria-expanded={open}
          aria-haspopup="dialog"
          className="absolute top-1 right-1"
          onClick={() => setOpen((now) => !now)}
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <CalendarPopover
            selected={dayPart(momentFromDigits('date', digits.slice(0, 8)))}
            min={dayPart(min)}
            max={dayPart(max)}
            onClose={close}
            onSelect={(day) => {
              // A date and time keeps the time typed; the caret waits after the date for one.
              change(digitsOfMoment('date', day) + digits.slice(8));
              setOpen(false);
              input.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
