import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { fieldMessage } from './field-message.ts';
import { formVariant } from './form-schema.ts';
import type { EntitySchema, FormVariantName } from './types.ts';

const VALIDATORS = { cpf: isValidCPF, cnpj: isValidCNPJ } as const;

/**
 * Whether a CPF's or CNPJ's digits check (outside a form: readings a tracker sends).
 *
 * @example hasValidCheckDigits('cpf', '52998224725') // true
 */
export function hasValidCheckDigits(kind: keyof typeof VALIDATORS, digits: string): boolean {
  return VALIDATORS[kind](digits);
}

/**
 * Fields declared with `checkDigits` whose value has the right shape (its pattern matches) but wrong CPF or
 * CNPJ check digits, as pt-BR errors keyed by field. The browser and the server both run it.
 *
 * @example checkDigitErrors(clients, 'create', { cnpj: '11222333000180' }) // { cnpj: 'CNPJ inválido: ...' }
 */
export function checkDigitErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  const form = formVariant(entity, variant);
  const errors: Record<string, string> = {};
  for (const name of form.fields) {
    const field = entity.fields[name];
    const value = data[name];
    if (!field?.checkDigits || typeof value !== 'string' || value === '') continue;
    if (field.pattern && !new RegExp(field.pattern, 'u').test(value)) continue;
    if (!VALIDATORS[field.checkDigits](value)) {
      errors[name] =
        form.ui?.[name]?.errorMessages?.['checkDigits'] ?? fieldMessage(field.title, 'checkDigits');
    }
  }
  return errors;
}
