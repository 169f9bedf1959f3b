import { formatCnpj, formatCpf, formatPlate } from '@frota/domain/format';
import { displayFormatOf, fillTemplate, recordDisplayName } from '../../core/index.ts';
import type { DisplayFormat, EntitySchema } from '../../core/index.ts';

const DISPLAY_FORMATS: Record<DisplayFormat, (name: string) => string> = {
  plate: formatPlate,
  cpf: formatCpf,
  cnpj: formatCnpj,
};

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

/**
 * A record's name written as the lists show it (PLG-3692, not PLG3692; a CPF or CNPJ with its punctuation);
 * plain text as it is.
 */
export function formatDisplayName(format: DisplayFormat | undefined, name: string): string {
  return format ? DISPLAY_FORMATS[format](name) || name : name;
}

/** One field's value as a person reads it inside a record's name: an option's title, a pt-BR number, a plate. */
function fieldText(entity: EntitySchema, name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const field = entity.fields[name];
  const option = field?.oneOf?.find((choice) => choice.const === value);
  if (option) return option.title;
  if (typeof value === 'number') return NUMBER.format(value);
  const format = field?.format === 'plate' ? 'plate' : field?.checkDigits;
  return formatDisplayName(format, String(value));
}

/**
 * How a person reads a record's name in a prompt or a button's accessible name: the entity's `recordName`
 * template filled with the record's values ("faixa de 0% a 70,5%"), else its display field, written as the list
 * shows it ("Apagar PLG-3692", not "PLG3692"; a CPF or CNPJ with its punctuation).
 *
 * @example recordLabel(vehiclePlates, { id: 3, plate: 'PLG3692' }) // 'PLG-3692'
 */
export function recordLabel(entity: EntitySchema, record: Record<string, unknown>): string {
  const template = entity.recordName;
  if (template) return fillTemplate(template, (name) => fieldText(entity, name, record[name]));
  return formatDisplayName(displayFormatOf(entity), recordDisplayName(entity, record));
}
