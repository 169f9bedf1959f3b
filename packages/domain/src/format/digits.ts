/**
 * Keeps only the digits 0-9 of a value; anything that is not a string or number gives ''.
 *
 * @example onlyDigits('123.456.789-09') // '12345678909'
 */
export function onlyDigits(value: string | number | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.trunc(Math.abs(value))) : '';
  if (typeof value !== 'string') return '';
  return value.replace(/\D/g, '');
}
