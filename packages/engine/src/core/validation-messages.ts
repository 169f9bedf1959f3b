import type { EntitySchema, FormVariantName } from './types.ts';
import { formVariant } from './form-schema.ts';
import { fieldMessage } from './field-message.ts';

/** What both validators report about one failed keyword (ajv's and RJSF's errors reduce to this). */
export interface ValidationIssue {
  keyword: string;
  field: string;
  params: Record<string, unknown>;
}

/**
 * The pt-BR message for one validation issue of an entity form: the field's own override from the form's
 * ui hints, else the generic text naming the field.
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
  return fieldMessage(entity.fields[issue.field]?.title ?? issue.field, issue.keyword, issue.params);
}

/**
 * The field an ajv error is about, from its keyword, its path and its params: a missing property names
 * itself; any other error sits at the field's path (`/cnpj` in ajv, `.cnpj` in RJSF).
 *
 * @example errorField('required', '', { missingProperty: 'cnpj' }) // 'cnpj'
 * @example errorField('pattern', '/cnpj', {}) // 'cnpj'
 */
export function errorField(
  keyword: string,
  path: string,
  params: Record<string, unknown> | undefined,
): string {
  if (keyword === 'required') return String(params?.['missingProperty'] ?? '');
  return path.replace(/^[./]/, '').split(/[./]/)[0] ?? '';
}
