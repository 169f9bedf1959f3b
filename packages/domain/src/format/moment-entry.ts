import { byPattern, onlyDigits } from './digits.ts';

/**
 * What a person types as a moment, always in pt-BR whatever the browser's language: a day (dd/mm/aaaa), a day
 * and a time (dd/mm/aaaa hh:mm, 24 h) or a time of day (hh:mm). On the wire each keeps the value a native input
 * gave: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' (local time) and 'HH:mm'.
 */
export type MomentKind = 'date' | 'dateTime' | 'time';

/** Each kind as shown while typing: a 0 per digit, and its separators. */
export const MOMENT_PATTERNS: Record<MomentKind, string> = {
  date: '00/00/0000',
  dateTime: '00/00/0000 00:00',
  time: '00:00',
};

/** What an empty input shows, in the content rules' words. */
export const MOMENT_PLACEHOLDERS: Record<MomentKind, string> = {
  date: 'dd/mm/aaaa',
  dateTime: 'dd/mm/aaaa hh:mm',
  time: 'hh:mm',
};

const digitCount = (kind: MomentKind) => MOMENT_PATTERNS[kind].replace(/[^0]/g, '').length;

/**
 * The digits typed or pasted, as many as the kind holds.
 *
 * @example momentDigits('date', '15/03/2026') // '15032026'
 */
export const momentDigits = (kind: MomentKind, text: string): string =>
  onlyDigits(text).slice(0, digitCount(kind));

/**
 * The digits shown formatted, as far as they go.
 *
 * @example formatMomentDigits('dateTime', '1503202608') // '15/03/2026 08'
 */
export const formatMomentDigits = (kind: MomentKind, digits: string): string =>
  byPattern(digits, MOMENT_PATTERNS[kind]);

const pad = (n: number) => String(n).padStart(2, '0');

function dayOf(digits: string): string | undefined {
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return undefined;
  // Day 0 of the next month is the last day of this one.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function timeOf(digits: string): string | undefined {
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : undefined;
}

/**
 * The value the digits mean, or undefined while they are incomplete or name no such moment (31/02, 25:00).
 *
 * @example momentFromDigits('dateTime', '150320260830') // '2026-03-15T08:30'
 * @example momentFromDigits('date', '3102202') // undefined
 */
export function momentFromDigits(kind: MomentKind, digits: string): string | undefined {
  if (digits.length !== digitCount(kind)) return undefined;
  if (kind === 'time') return timeOf(digits);
  const day = dayOf(digits);
  if (kind === 'date' || day === undefined) return day;
  const time = timeOf(digits.slice(8));
  return time === undefined ? undefined : `${day}T${time}`;
}

/**
 * The digits that show a value ('' for none or one that is not of the kind).
 *
 * @example digitsOfMoment('dateTime', '2026-03-15T08:30') // '150320260830'
 */
export function digitsOfMoment(kind: MomentKind, value: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const time = /(?:^|T)(\d{2}):(\d{2})/.exec(value);
  const day = date ? `${date[3]}${date[2]}${date[1]}` : '';
  const clock = time ? `${time[1]}${time[2]}` : '';
  if (kind === 'date') return day;
  if (kind === 'time') return clock;
  return day && clock ? day + clock : '';
}
