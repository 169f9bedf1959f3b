import type { EntitySchema, FormVariantName } from './types.ts';
import { formVariant } from './form-schema.ts';

/** What both validators report about one failed keyword (ajv's and RJSF's errors reduce to this). */
export interface ValidationIssue {
  keyword: string;
  field: string;
  params: Record<string, unknown>;
}

const GENERIC: Record<string, (title: string, params: Record<string, unknown>) => string> = {
  required: (title) => `${title} é obrigatório.`,
  minLength: (title, p) =>
    p['limit'] === 1
      ? `${title} é obrigatório.`
      : `${title} deve ter ao menos ${String(p['limit'])} caracteres.`,
  maxLength: (title, p) => `${title} deve ter no máximo ${String(p['limit'])} caracteres.`,
  pattern: (title) => `${title} está em um formato inválido.`,
  minimum: (title, p) => `${title} deve ser maior ou igual a ${String(p['limit'])}.`,
  maximum: (title, p) => `${title} deve ser menor ou igual a ${String(p['limit'])}.`,
  multipleOf: (title, p) => `${title} deve ser múltiplo de ${String(p['multipleOf'])}.`,
  type: (title) => `${title} tem um valor inválido.`,
  oneOf: (title) => `${title}: escolha uma das opções.`,
  const: (title) => `${title}: escolha uma das opções.`,
};

/**
 * The pt-BR message for one validation issue: the field's own override from the form's ui hints, else a
 * generic text naming the field.
 *
 * @example validationMessage(clients, 'create', { keyword: 'pattern', field: 'cnpj', params: {} })
 *   // "Informe os 14 dígitos do CNPJ."
 */
export function validationMessage(
  entity: EntitySchema,
  variant: FormVariantName,
  issue: ValidationIssue,
): string {
  const override = formVariant(entity, variant).ui?.[issue.field]?.errorMessages?.[issue.keyword];
  if (override) return override;
  const title = entity.fields[issue.field]?.title ?? issue.field;
  const generic = GENERIC[issue.keyword];
  return generic ? generic(title, issue.params) : `${title} é inválido.`;
}
