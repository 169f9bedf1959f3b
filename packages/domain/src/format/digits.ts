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

/**
 * Digits laid into a pattern of 0s (a digit each) and separators, as far as the digits go: a separator is
 * written only when a digit follows it.
 *
 * @example byPattern('150320', '00/00/0000') // '15/03/20'
 */
export function byPattern(digits: string, pattern: string): string {
  let formatted = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '0') formatted += digits[next++];
    else formatted += char;
  }
  return formatted;
}
