const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * Whether a datetime-local value is complete and names a real minute: exactly 'YYYY-MM-DDTHH:mm'
 * (16 characters), with a day that exists in its month. The browser reports '' while the input is partly
 * filled, and seconds only when a step below 60 asks for them.
 *
 * @example isCompleteDateTime('2025-02-28T23:59') // true
 * @example isCompleteDateTime('2025-02-29T10:00') // false (2025 is not a leap year)
 * @example isCompleteDateTime('2025-02-28') // false
 */
export function isCompleteDateTime(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value.length !== 16) return false;
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // Date.UTC rolls invalid parts over (Feb 30 becomes Mar 2): the value is real only if nothing rolled.
  // It also reads years below 100 as 19xx, so those are rejected too, which no form of ours needs.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}
