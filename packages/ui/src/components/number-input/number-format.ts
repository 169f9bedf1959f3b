import { formatDecimal } from '@frota/domain/format';

// Optional minus, then digits grouped by dots in threes ("1.234") or not grouped at all ("1234"), then an
// optional comma and decimals.
const PT_BR_NUMBER = /^(-?)(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;
// One dot and no comma, where the dot cannot be grouping thousands ("12.5", "0.125", "1234.5"): many users type
// the decimal separator as a dot, and it is read as one. "1.234" stays one thousand two hundred and thirty-four.
const DOT_DECIMAL = /^(-?)(\d*)\.(\d+)$/;
const THOUSANDS_GROUPED = /^-?[1-9]\d{0,2}(?:\.\d{3})+$/;

/**
 * Reads a number typed in pt-BR: comma as the decimal separator, dots (optional) grouping thousands; a single
 * dot that cannot group thousands is the decimal separator. Empty text gives undefined (no value); text that
 * is not a number gives NaN.
 *
 * @example parsePtBrNumber('1.234,56') // 1234.56
 * @example parsePtBrNumber('12,5') // 12.5
 * @example parsePtBrNumber('12.5') // 12.5
 * @example parsePtBrNumber('1.234') // 1234
 * @example parsePtBrNumber('1.234.5') // NaN
 */
export function parsePtBrNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const dotted = THOUSANDS_GROUPED.test(trimmed) ? null : DOT_DECIMAL.exec(trimmed);
  if (dotted) {
    const [, sign = '', integer = '', fraction = ''] = dotted;
    return Number(`${sign}${integer || '0'}.${fraction}`) + 0;
  }
  const match = PT_BR_NUMBER.exec(trimmed);
  if (!match) return Number.NaN;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return Number.NaN;
  return Number(`${sign}${integer.replaceAll('.', '') || '0'}.${fraction || '0'}`) + 0;
}

/**
 * Formats a number in pt-BR with exactly `fractionDigits` decimals; undefined gives ''. Without grouping it
 * gives the text a user edits ("1234,5" rather than "1.234,5").
 *
 * @example formatPtBrNumber(1234.5, 2) // '1.234,50'
 * @example formatPtBrNumber(1234.5, 1, { grouping: false }) // '1234,5'
 */
export function formatPtBrNumber(
  value: number | undefined,
  fractionDigits: number,
  { grouping = true }: { grouping?: boolean } = {},
): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  const text = formatDecimal(roundToDecimals(value, fractionDigits), fractionDigits);
  return grouping ? text : text.replaceAll('.', '');
}

/**
 * How many decimals a step has, which is how many the input shows.
 *
 * @example decimalsOfStep(0.01) // 2
 * @example decimalsOfStep(0.25) // 2
 * @example decimalsOfStep(5) // 0
 */
export function decimalsOfStep(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  const [coefficient = '', exponent = '0'] = step.toExponential().split('e');
  const coefficientDecimals = coefficient.split('.')[1]?.length ?? 0;
  return Math.max(0, coefficientDecimals - Number(exponent));
}

/** Moves the decimal point through the text of the number, so 1.005 shifted by 2 is exactly 100.5. */
function shiftDecimalPoint(value: number, places: number): number {
  const [coefficient = '', exponent = '0'] = String(value).split('e');
  return Number(`${coefficient}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero to a number of decimals without binary surprises, and never gives -0.
 *
 * @example roundToDecimals(1.005, 2) // 1.01 (1.005.toFixed(2) gives '1.00')
 * @example roundToDecimals(0.1 + 0.2, 2) // 0.3
 */
export function roundToDecimals(value: number, decimals: number): number {
  const rounded = Math.sign(value) * Math.round(shiftDecimalPoint(Math.abs(value), decimals));
  return shiftDecimalPoint(rounded, -decimals) + 0;
}

/**
 * Keeps a value within optional bounds.
 *
 * @example clampToRange(150, { max: 100 }) // 100
 */
export function clampToRange(
  value: number,
  { min, max }: { min?: number | undefined; max?: number | undefined },
) {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}
