import { formatCnpj, formatCpf, formatPlate } from '@frota/domain/format';
import { recordDisplayName } from '../../core/index.ts';
import type { EntitySchema } from '../../core/index.ts';

/**
 * How a person reads a record's name in a prompt or a button's accessible name: its display field, written as
 * the list shows it ("Apagar PLG-3692", not "PLG3692"; a CPF or CNPJ with its punctuation).
 *
 * @example recordLabel(vehiclePlates, { id: 3, plate: 'PLG3692' }) // 'PLG-3692'
 */
export function recordLabel(entity: EntitySchema, record: Record<string, unknown>): string {
  const name = recordDisplayName(entity, record);
  const field = entity.fields[entity.displayField];
  if (field?.format === 'plate') return formatPlate(name);
  if (field?.checkDigits === 'cpf') return formatCpf(name);
  if (field?.checkDigits === 'cnpj') return formatCnpj(name);
  return name;
}
