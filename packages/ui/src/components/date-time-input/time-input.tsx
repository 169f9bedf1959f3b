import { MomentInput, type MomentInputProps } from './moment-input';

export type TimeInputProps = Omit<MomentInputProps, 'min' | 'max'>;

/**
 * A time of day typed as hh:mm, 24 h, in any browser language.
 *
 * **When to use.** For opening hours and other times without a day. The value is 'HH:mm', '' while empty or
 * incomplete (`incomplete` says which, and "25:00" is never a value).
 *
 * **Accessibility.** A text input named by its label, with the placeholder "hh:mm" and the numeric keyboard on
 * phones; the colon appears while typing.
 *
 * @example <TimeInput aria-label="Início de Segunda" value={start} onValueChange={setStart} />
 */
export function TimeInput(props: TimeInputProps) {
  return <MomentInput {...props} kind="time" />;
}
