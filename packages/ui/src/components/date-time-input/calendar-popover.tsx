import { useEffect, useRef, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as a local Date at midnight, or undefined. */
function dateOf(day: string | undefined): Date | undefined {
  const match = day ? ISO_DAY.exec(day) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** The day grid in the product's colours and sizes: set on DayPicker's root, where its stylesheet sets its own. */
const THEME = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.25rem',
  '--rdp-day_button-width': '2.25rem',
} as CSSProperties;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface CalendarPopoverProps {
  /** The day chosen, 'YYYY-MM-DD'. */
  selected: string | undefined;
  /** Days before this one ('YYYY-MM-DD') cannot be chosen. */
  min?: string | undefined;
  /** Days after this one cannot be chosen. */
  max?: string | undefined;
  /** Called with the day clicked or picked by Enter, 'YYYY-MM-DD'. */
  onSelect: (day: string) => void;
  /** Esc, or a click outside. */
  onClose: () => void;
}

/**
 * The month calendar under a date input (react-day-picker in pt-BR: weeks from Sunday, "março de 2026"), in a
 * chunk of its own that loads on its first opening. The focus starts on the chosen day (or today); arrows move by
 * day and week, PageUp/PageDown by month, Enter chooses, Esc closes.
 */
export function CalendarPopover({ selected, min, max, onSelect, onClose }: CalendarPopoverProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);
  const chosen = dateOf(selected);
  const before = dateOf(min);
  const after = dateOf(max);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label="Escolher data"
      className="absolute top-full left-0 z-30 mt-1 rounded-card border border-line bg-surface p-2 text-sm text-fg-strong shadow-lg"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <DayPicker
        mode="single"
        locale={ptBR}
        style={THEME}
        autoFocus
        selected={chosen}
        defaultMonth={chosen}
        disabled={[...(before ? [{ before }] : []), ...(after ? [{ after }] : [])]}
        onSelect={(date) => {
          if (date) onSelect(dayOf(date));
        }}
      />
    </div>
  );
}
