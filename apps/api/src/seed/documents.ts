/** Brazilian document numbers with valid check digits, for demo and benchmark data. */

function mod11Digit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * A valid CNPJ (14 digits) from its 8-digit company number and 4-digit branch.
 *
 * @example cnpjFrom(11222333, 1) // "11222333000181"
 */
export function cnpjFrom(company: number, branch = 1): string {
  const base = `${String(company).padStart(8, '0')}${String(branch).padStart(4, '0')}`;
  const first = mod11Digit(base, CNPJ_WEIGHTS_1);
  const second = mod11Digit(`${base}${first}`, CNPJ_WEIGHTS_2);
  return `${base}${first}${second}`;
}

/** A valid CPF (11 digits) from its 9-digit base. */
export function cpfFrom(base: number): string {
  const digits = String(base).padStart(9, '0');
  const weights = (length: number) => Array.from({ length }, (_, index) => length + 1 - index);
  const first = mod11Digit(digits, weights(9));
  const second = mod11Digit(`${digits}${first}`, weights(10));
  return `${digits}${first}${second}`;
}
