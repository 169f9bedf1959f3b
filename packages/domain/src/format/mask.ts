import { onlyDigits } from './digits.ts';
import { CNPJ_LENGTH, CPF_LENGTH, PHONE_LENGTH, formatCnpj, formatCpf, formatPhone } from './documents.ts';
import { formatMomentDigits, momentDigits, type MomentKind } from './moment-entry.ts';
import { formatPlate, normalizePlate } from './plate.ts';

export type MaskKind = 'cpf' | 'cnpj' | 'phone' | 'plate' | MomentKind;

interface MaskSpec {
  /** Length of the formatted value, for the input's maxLength. */
  maxLength: number;
  /** Reduces typed or pasted text to the raw value (digits, or plate characters uppercased). */
  strip: (display: string) => string;
  /** Formats a raw value, partial values included. */
  format: (raw: string) => string;
}

const digitsUpTo = (length: number) => (display: string) => onlyDigits(display).slice(0, length);

/** A moment typed in pt-BR (dd/mm/aaaa, hh:mm): its digits, shown with their separators. */
const moment = (kind: MomentKind, maxLength: number): MaskSpec => ({
  maxLength,
  strip: (display) => momentDigits(kind, display),
  format: (raw) => formatMomentDigits(kind, raw),
});

/** Every mask MaskedInput knows, keyed by kind. */
export const masks = {
  cpf: { maxLength: 14, strip: digitsUpTo(CPF_LENGTH), format: formatCpf },
  cnpj: { maxLength: 18, strip: digitsUpTo(CNPJ_LENGTH), format: formatCnpj },
  phone: { maxLength: 15, strip: digitsUpTo(PHONE_LENGTH), format: formatPhone },
  plate: { maxLength: 8, strip: normalizePlate, format: formatPlate },
  date: moment('date', 10),
  dateTime: moment('dateTime', 16),
  time: moment('time', 5),
} as const satisfies Record<MaskKind, MaskSpec>;

/**
 * Formats a raw value progressively, as shown while typing.
 *
 * @example applyMask('cnpj', '11222333') // '11.222.333'
 */
export function applyMask(mask: MaskKind, raw: string): string {
  return masks[mask].format(masks[mask].strip(raw));
}

/**
 * Removes the mask characters, giving the raw value sent to the API.
 *
 * @example stripMask('plate', 'abc-1d23') // 'ABC1D23'
 */
export function stripMask(mask: MaskKind, display: string): string {
  return masks[mask].strip(display);
}
