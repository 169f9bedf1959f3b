import { MomentInput, type MomentInputProps } from './moment-input';

export type DateTimeInputProps = MomentInputProps;

/**
 * A date and time typed as dd/mm/aaaa hh:mm (24 h) in any browser language, with a month calendar for the date.
 *
 * **When to use.** For one moment given to the minute, such as an expiry ("Validade") or a departure, in a form.
 * The value is 'YYYY-MM-DDTHH:mm' in local time, '' while the input is empty or incomplete; `onValueChange` says
 * `incomplete` when something was typed that is not yet a moment ("15/12", "31/02/2026 10:00"), so a form can
 * refuse it under the field. A day alone is a `DateInput`, a time of day a `TimeInput`.
 *
 * **Accessibility.** A text input named by its Field's label, showing the placeholder "dd/mm/aaaa hh:mm"; the
 * numeric keyboard on phones; the separators appear while typing and Backspace deletes across them. The
 * "Abrir calendário" button (or Alt+ArrowDown in the input) opens a calendar dialog "Escolher data": the focus
 * lands on the chosen day or today, arrows move by day and week, PageUp/PageDown by month, Enter chooses and
 * returns to the input for the time, Esc closes. `invalid` sets aria-invalid; `min` and `max` make the days
 * outside them unavailable in the calendar.
 *
 * @example <DateTimeInput id="validade" value={validade} onValueChange={setValidade} min="2025-01-01T00:00" />
 */
export function DateTimeInput(props: DateTimeInputProps) {
  return <MomentInput {...props} kind="dateTime" />;
}
