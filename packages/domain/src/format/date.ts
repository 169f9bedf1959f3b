type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

function formatLocal(date: Date, fullYear: boolean): string {
  const year = fullYear ? String(date.getFullYear()) : pad(date.getFullYear() % 100);
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${year}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Formats an instant in local time as DD/MM/YY HH:mm (list columns such as "Criado em").
 * Empty or unparsable input gives ''.
 *
 * @example formatDateTime('2024-03-05T15:04:00Z') // '05/03/24 12:04' in America/Sao_Paulo
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatLocal(date, false) : '';
}

/**
 * Formats an instant in local time as DD/MM/YYYY HH:mm (programmings).
 * Empty or unparsable input gives ''.
 *
 * @example formatDateTimeLong('2024-03-05T15:04:00Z') // '05/03/2024 12:04' in America/Sao_Paulo
 */
export function formatDateTimeLong(value: DateInput): string {
  const date = toDate(value);
  return date ? formatLocal(date, true) : '';
}
