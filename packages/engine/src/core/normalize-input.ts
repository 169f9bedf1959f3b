import type { Field } from './types.ts';

/**
 * A typed value in the one form a field stores: a plate without its hyphen, in capitals ("abc-1d23" →
 * "ABC1D23"), so both plate models and any way of typing them compare equal. Other fields are kept as given.
 * The server cleans payloads and list filters with it; the browser's plate mask already sends this form.
 *
 * @example normalizeInput({ type: 'string', title: 'Placa', format: 'plate' }, 'abc-1234') // 'ABC1234'
 */
export function normalizeInput(field: Field | undefined, value: string): string {
  if (field?.format === 'plate') return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return value;
}
