import { formVariant } from './form-schema.ts';
import type { EntitySchema, FormVariant, FormVariantName } from './types.ts';
import { type ValidationIssue, validationMessage } from './validation-messages.ts';

/**
 * The pt-BR errors of a rule over the form's fields, keyed by field: `issueOf` says what, if anything, is wrong
 * with one field.
 */
function formErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  issueOf: (name: string, form: FormVariant) => Omit<ValidationIssue, 'field'> | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const form = formVariant(entity, variant);
  for (const name of form.fields) {
    const issue = issueOf(name, form);
    if (issue) errors[name] = validationMessage(entity, variant, { ...issue, field: name });
  }
  return errors;
}

/**
 * Digits after the decimal point of a number, read from the shortest decimal text JavaScript writes for it
 * (the text a JSON payload carried): 150.35 → 2, 0.1 + 0.2 → 17, 1e-7 → 7. No arithmetic, so no rounding.
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * Exact decimal fields (`decimals`) given more digits after the point than they keep, as pt-BR errors keyed
 * by field: the browser and the server both run it, so a value is never rounded on its way to the database.
 *
 * @example decimalErrors(bonusConfigs, 'edit', { bonusValue: 150.355 }) // { bonusValue: 'O campo ... 2 casas decimais.' }
 */
export function decimalErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  return formErrors(entity, variant, (name) => {
    const places = entity.fields[name]?.decimals;
    const value = data[name];
    if (places === undefined || typeof value !== 'number' || decimalPlaces(value) <= places) return undefined;
    return { keyword: 'decimals', params: { limit: places } };
  });
}

/** The fields a field's rule names: `differentFrom` takes one field or a list, the other rules one field. */
export function ruleFields(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/**
 * The errors of a rule between fields of one form (`keyword` names the other field, or fields, on the field
 * that declares it): where the form holds both and `broken(value, other)` says so, a pt-BR error under the
 * declaring field naming the first such other field by its title.
 */
function pairRuleErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
  keyword: 'atMost' | 'differentFrom' | 'after',
  broken: (value: unknown, other: unknown) => boolean,
): Record<string, string> {
  return formErrors(entity, variant, (name, form) => {
    const other = ruleFields(entity.fields[name]?.[keyword]).find(
      (candidate) => form.fields.includes(candidate) && broken(data[name], data[candidate]),
    );
    if (other === undefined) return undefined;
    return { keyword, params: { other: entity.fields[other]?.title ?? other } };
  });
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Fields above the field their `atMost` names (a minimum above its maximum), as pt-BR errors under the
 * field that declares it; only where the form holds both and both are numbers.
 *
 * @example atMostErrors(bonusConfigs, 'edit', { minPerformance: 80, maxPerformance: 60 }) // { minPerformance: '...' }
 */
export function atMostErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  // Both came as decimal texts of at most 15 digits: comparing their doubles keeps the decimals' order.
  return pairRuleErrors(
    entity,
    variant,
    data,
    'atMost',
    (value, limit) => typeof value === 'number' && typeof limit === 'number' && value > limit,
  );
}

/**
 * Fields equal to a field their `differentFrom` names (a route's destination and its origin; a semi-trailer
 * and the main plate), as pt-BR errors under the field that declares it, naming the first field it equals;
 * only where the form holds both and both have a value (a select may hand an id over as text: 3 and "3" are
 * the same record).
 *
 * @example differentFromErrors(routes, 'create', { originId: 3, destinationId: 3 }) // { destinationId: '...' }
 */
export function differentFromErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  return pairRuleErrors(
    entity,
    variant,
    data,
    'differentFrom',
    (value, other) => !isEmpty(value) && !isEmpty(other) && String(value) === String(other),
  );
}

/** A date-time as its instant: a Date, or a text the browser or the validator wrote; NaN when neither. */
const instantOf = (value: unknown): number =>
  value instanceof Date ? value.getTime() : typeof value === 'string' && value ? Date.parse(value) : NaN;

/**
 * Date-times not after the field their `after` names (an arrival at or before its departure), as pt-BR
 * errors under the field that declares it; only where the form holds both and both name an instant.
 *
 * @example afterErrors(programmings, 'create', { expectedDepartureTime: '2026-01-02T10:00', expectedArrivalTime: '2026-01-02T09:00' })
 */
export function afterErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  return pairRuleErrors(entity, variant, data, 'after', (value, other) => {
    const [mine, theirs] = [instantOf(value), instantOf(other)];
    return !Number.isNaN(mine) && !Number.isNaN(theirs) && mine <= theirs;
  });
}

/**
 * Fields left empty while the boolean field their `requiredWhen` names is true (the return reference of a
 * trip that returns elsewhere), as the field's pt-BR required message.
 *
 * @example requiredWhenErrors(programmings, 'create', { isReturn: true }) // { returnDestinationReferenceId: '...' }
 */
export function requiredWhenErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  return formErrors(entity, variant, (name, form) => {
    const condition = entity.fields[name]?.requiredWhen;
    if (condition === undefined || !form.fields.includes(condition)) return undefined;
    if (data[condition] !== true || !isEmpty(data[name])) return undefined;
    return { keyword: 'required', params: {} };
  });
}

/**
 * Number fields holding text that is not a number (a number input reports it as NaN), as the field's pt-BR
 * 'type' message: the form refuses them rather than sending nothing or an older value.
 *
 * @example unreadableNumberErrors(programmings, 'create', { volume: NaN }) // { volume: 'O campo Volume deve ser um número, como 1.234,56.' }
 */
export function unreadableNumberErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  return formErrors(entity, variant, (name) => {
    const type = entity.fields[name]?.type;
    return (type === 'number' || type === 'integer') && Number.isNaN(data[name])
      ? { keyword: 'type', params: { type } }
      : undefined;
  });
}

/**
 * Fields unlike the field the form's `sameAs` pairs them with (a password's confirmation), as pt-BR errors
 * under the confirming field: its `sameAs` override, else "<title> deve ser igual a <other's title>.".
 *
 * @example sameAsErrors(managers, 'create', { password: 'a', passwordConfirmation: 'b' })
 *   // { passwordConfirmation: 'A confirmação de senha não confere.' }
 */
export function sameAsErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  return formErrors(entity, variant, (name, form) => {
    const other = form.sameAs[name];
    if (other === undefined || data[name] === data[other]) return undefined;
    return { keyword: 'sameAs', params: { other: entity.fields[other]?.title ?? other } };
  });
}
