import { MomentInput, type MomentInputProps } from './moment-input';

export type DateInputProps = MomentInputProps;

/**
 * A day typed as dd/mm/aaaa in any browser language, with a month calendar.
 *
 * **When to use.** For a day without a time: a report's period, a list filter by day. The value is 'YYYY-MM-DD',
 * '' while empty or incomplete (`incomplete` says which). For a moment to the minute use `DateTimeInput`.
 *
 * **Accessibility.** As DateTimeInput: a text input named by its Field's label with the placeholder "dd/mm/aaaa",
 * and an "Abrir calendário" button (or Alt+ArrowDown) that opens the calendar dialog "Escolher data".
 *
 * @example <DateInput id="inicio" value={start} onValueChange={setStart} max={end} />
 */
export function DateInput(props: DateInputProps) {
  return <MomentInput {...props} kind="date" />;
}
