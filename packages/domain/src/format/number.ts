type NumberInput = number | string | null | undefined;

/** Accepts numbers and numeric strings (as decimals often arrive from the API); anything else is null. */
function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The decimals of each number format, read by the screen and the API's spreadsheets alike: a percentage shows
 * at most `percent` (a reading, 87,5%) unless its field declares exact decimals; a decimal shows `decimal`
 * unless asked otherwise; a distance in km always shows `km`.
 */
export const FORMAT_DECIMALS = { percent: 1, decimal: 2, km: 1 } as const;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percents = new Map<number, Intl.NumberFormat>();
const km = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: FORMAT_DECIMALS.km,
  maximumFractionDigits: FORMAT_DECIMALS.km,
});
const decimals = new Map<number, Intl.NumberFormat>();

/**
 * Formats an amount in reais. Invalid input gives ''.
 *
 * @example formatBrl(1234.5) // 'R$ 1.234,50' (with a no-break space)
 */
export function formatBrl(value: NumberInput): string {
  const n = toNumber(value);
  return n === null ? '' : brl.format(n);
}

/**
 * Formats a value already in percent units (0 to 100), with at most one decimal (FORMAT_DECIMALS.percent), or
 * as many as asked (an exact 2-decimal percentage shows both).
 *
 * @example formatPercent(87.5) // '87,5%'
 * @example formatPercent(62.25, 2) // '62,25%'
 */
export function formatPercent(
  value: NumberInput,
  maxFractionDigits: number = FORMAT_DECIMALS.percent,
): string {
  const n = toNumber(value);
  if (n === null) return '';
  let format = percents.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: maxFractionDigits });
    percents.set(maxFractionDigits, format);
  }
  return format.format(n / 100);
}

/**
 * Formats a distance given in metres as kilometres with one decimal.
 *
 * @example formatKmFromMetres(12345) // '12,3 km'
 */
export function formatKmFromMetres(value: NumberInput): string {
  const n = toNumber(value);
  return n === null ? '' : `${km.format(n / 1000)} km`;
}

/**
 * Formats a number in the Brazilian style with a fixed number of decimals (default 2).
 *
 * @example formatDecimal(1234.5, 2) // '1.234,50'
 */
export function formatDecimal(value: NumberInput, fractionDigits: number = FORMAT_DECIMALS.decimal): string {
  const n = toNumber(value);
  if (n === null) return '';
  const digits = Number.isFinite(fractionDigits)
    ? Math.min(Math.max(Math.trunc(fractionDigits), 0), 20)
    : FORMAT_DECIMALS.decimal;
  let format = decimals.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimals.set(digits, format);
  }
  return format.format(n);
}
