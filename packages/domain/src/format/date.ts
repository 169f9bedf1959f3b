type DateInput = string | number | Date | null | undefined;

/** Where the product's dates are read: Brazil's official time, on the screen and in its spreadsheets. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** A date and time without an offset ('2025-03-14T14:42:00'): already a wall clock in Brazil. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/;

/** The instant to show and the zone to read it in: São Paulo, or UTC for a wall clock stored as if UTC. */
function toInstant(value: DateInput): { date: Date; zone: string } | null {
  if (value === null || value === undefined || value === '') return null;
  const wallClock = typeof value === 'string' && WALL_CLOCK.test(value);
  const date = value instanceof Date ? value : new Date(wallClock ? `${value}Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, zone: wallClock ? 'UTC' : TIME_ZONE };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** DD/MM/YY HH:mm or DD/MM/YYYY HH:mm, laid out by hand: pt-BR's own pattern puts a comma before the time. */
function formatIn(instant: { date: Date; zone: string }, year: '2-digit' | 'numeric'): string {
  const key = `${instant.zone}|${year}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', {
      timeZone: instant.zone,
      day: '2-digit',
      month: '2-digit',
      year,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(instant.date)) part[type] = value;
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/**
 * Formats an instant as DD/MM/YY HH:mm in São Paulo (list columns such as "Criado em"), whatever the zone of
 * the browser or server; a date and time without an offset is shown as written. Empty or unparsable input
 * gives ''.
 *
 * @example formatDateTime('2024-03-05T15:04:00Z') // '05/03/24 12:04'
 * @example formatDateTime('2024-03-05T15:04:00') // '05/03/24 15:04'
 */
export function formatDateTime(value: DateInput): string {
  const instant = toInstant(value);
  return instant ? formatIn(instant, '2-digit') : '';
}

/**
 * Formats an instant as DD/MM/YYYY HH:mm in São Paulo (programmings), as formatDateTime. Empty or unparsable
 * input gives ''.
 *
 * @example formatDateTimeLong('2024-03-05T15:04:00Z') // '05/03/2024 12:04'
 */
export function formatDateTimeLong(value: DateInput): string {
  const instant = toInstant(value);
  return instant ? formatIn(instant, 'numeric') : '';
}
