import { formatCnpj, formatCpf, formatPlate } from '@frota/domain/format';
import { displayFormatOf, recordDisplayName } from '../../core/index.ts';
import type { DisplayFormat, EntitySchema } from '../../core/index.ts';

const DISPLAY_FORMATS: Record<DisplayFormat, (name: string) => string> = {
  plate: formatPlate,
  cpf: formatCpf,
  cnpj: formatCnpj,
};

/**
 * A record's name written as the lists show it (PLG-3692, not PLG3692; a CPF or CNPJ with its punctuation);
 * plain text as it is.
 */
export function formatDisplayName(format: DisplayFormat | undefined, name: string): string {
  return format ? DISPLAY_FORMATS[format](name) || name : name;
}

/**
 * How a person reads a record's name in a prompt or a button's accessible name: its display field, written as
 * the list shows it ("Apagar PLG-3692", not "PLG3692"; a CPF or CNPJ with its punctuation).
 *
 * @example recordLabel(vehiclePlates, { id: 3, plate: 'PLG3692' }) // 'PLG-3692'
 */
export function recordLabel(entity: EntitySchema, record: Record<string, unknown>): string {
  return formatDisplayName(displayFormatOf(entity), recordDisplayName(entity, record));
}
