/**
 * What each of the 7 characters of a Brazilian plate may be: three letters, a digit, a letter
 * (Mercosul, AAA9A99) or a digit (old pattern, AAA9999), then two digits.
 */
const PLATE_SLOTS = [/[A-Z]/, /[A-Z]/, /[A-Z]/, /\d/, /[A-Z\d]/, /\d/, /\d/] as const;

export const PLATE_LENGTH = PLATE_SLOTS.length;

/**
 * Uppercases a plate and keeps, left to right, only the characters that fit the next slot, so
 * separators and stray characters are dropped while typing.
 *
 * @example normalizePlate('abc-1d23') // 'ABC1D23'
 */
export function normalizePlate(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  let plate = '';
  for (const char of value.toUpperCase()) {
    const slot = PLATE_SLOTS[plate.length];
    if (!slot) break;
    if (slot.test(char)) plate += char;
  }
  return plate;
}

/**
 * Shows a plate as AAA-9A99 (Mercosul) or AAA-9999 (old pattern); partial plates are formatted
 * as far as they go. Values that cannot start a plate give ''.
 *
 * @example formatPlate('abc1d23') // 'ABC-1D23'
 */
export function formatPlate(value: string | null | undefined): string {
  const plate = normalizePlate(value);
  return plate.length > 3 ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}
