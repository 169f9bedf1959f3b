import { byPattern, onlyDigits } from './digits.ts';

// Ours, not @brazilian-utils' formatters: that module's top-level tables (states, company suffixes, service
// numbers) cost every list route about 1.5 KB gzipped; its check-digit validators are imported by the engine's
// check-digits.ts alone (a formatter re-exporting them took the tables with it onto every list route).

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
export const PHONE_LENGTH = 11;

/** Numbers lose their leading zeros; strings are kept as typed. */
function documentDigits(value: string | number | null | undefined, length: number): string {
  const digits = onlyDigits(value);
  return typeof value === 'number' && digits ? digits.padStart(length, '0') : digits;
}

/**
 * Formats a CPF as 999.999.999-99; partial values are formatted as far as they go.
 *
 * @example formatCpf('12345678909') // '123.456.789-09'
 */
export function formatCpf(value: string | number | null | undefined): string {
  const digits = documentDigits(value, CPF_LENGTH);
  return digits ? byPattern(digits.slice(0, CPF_LENGTH), '000.000.000-00') : '';
}

/**
 * Formats a CNPJ as 00.000.000/0000-00; partial values are formatted as far as they go.
 *
 * @example formatCnpj('11222333000181') // '11.222.333/0001-81'
 */
export function formatCnpj(value: string | number | null | undefined): string {
  const digits = documentDigits(value, CNPJ_LENGTH);
  return digits ? byPattern(digits.slice(0, CNPJ_LENGTH), '00.000.000/0000-00') : '';
}

/**
 * Formats a phone with area code: (99) 99999-9999 for mobiles, (99) 9999-9999 for landlines.
 *
 * @example formatPhone('11987654321') // '(11) 98765-4321'
 */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = onlyDigits(value).slice(0, PHONE_LENGTH);
  return digits ? byPattern(digits, digits.length === 10 ? '(00) 0000-0000' : '(00) 00000-0000') : '';
}
