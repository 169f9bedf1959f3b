import {
  afterErrors,
  atMostErrors,
  requiredWhenErrors,
  differentFromErrors,
  BROWSER_AJV_OPTIONS,
  checkDigitErrors,
  decimalErrors,
  errorField,
  type EntitySchema,
  formJsonSchema,
  type FormVariantName,
  PROFILES,
  sameAsErrors,
  validationMessage,
  variantFor,
  normalizeInput,
} from '@frota/engine';
import { Ajv, type ValidateFunction } from 'ajv';
import { fieldError } from '../http/errors.ts';

/** The server's ajv: the browser's options, so both sides accept the same payloads. */
const ajv = new Ajv({ ...BROWSER_AJV_OPTIONS });

/**
 * A check beyond the schema's keywords (an account's password rules), run on the cleaned payload of the
 * fields that passed the schema: pt-BR messages keyed by field.
 */
export type FieldRule = (values: Record<string, unknown>) => Record<string, string[]>;

export interface BodyValidator {
  /** The form's fields this profile may write (`variantFor`). */
  fieldsFor(profile: string): string[];
  /** The cleaned payload, or a thrown 400 with every pt-BR message and each field's first in `fieldErrors`. */
  validate(payload: unknown, profile: string): Record<string, unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compiles the validator of an entity's create or edit form from the same JSON Schema the browser
 * precompiles, once per profile (a field `fieldProfiles` hides from a profile is neither accepted nor required
 * for it). A payload is cleaned before validation: only the writable fields the profile sees are kept,
 * strings are trimmed and put in their stored form (normalizeInput: a plate in capitals without its hyphen;
 * write-only ones, i.e. passwords, are kept as typed), and empty values count as
 * absent, so a blank required field reads "O campo ... é obrigatório.". Beyond the schema's keywords it checks
 * check digits, `sameAs` pairs, exact decimals (no more digits than `decimals`), `atMost` pairs, date-time
 * instants and the lifecycle's rules.
 *
 * @example compileBodyValidator(clients, 'create').validate({ nomeFantasia: ' Frota ' }, 'Admin') // throws 400
 */
export function compileBodyValidator(
  entity: EntitySchema,
  variant: FormVariantName,
  rules: readonly FieldRule[] = [],
): BodyValidator {
  // Compiled now, so a schema ajv refuses stops the start-up; a copy, as ajv annotates what it compiles and
  // the engine's object must stay as the browser sees it.
  const compiled = new Map<string, ValidateFunction>(
    PROFILES.map((profile) => [
      profile,
      ajv.compile(structuredClone(formJsonSchema(entity, variant, profile))),
    ]),
  );
  const validatorFor = (profile: string) => {
    const validate = compiled.get(profile);
    if (!validate)
      throw new Error(`no validator of ${entity.id}.json /forms/${variant} for profile ${profile}`);
    return validate;
  };
  const fieldsFor = (profile: string) =>
    variantFor(entity, variant, profile).fields.filter((name) => !entity.fields[name]?.readOnly);

  const validateBody = (payload: unknown, profile: string) => {
    const input = isPlainObject(payload) ? payload : {};
    const clean: Record<string, unknown> = {};
    for (const name of fieldsFor(profile)) {
      let value = input[name];
      if (typeof value === 'string' && !entity.fields[name]?.writeOnly)
        value = normalizeInput(entity.fields[name], value.trim());
      if (value === undefined || value === null || value === '') continue;
      clean[name] = value;
    }
    const byField: Record<string, string[]> = {};
    const add = (field: string, message: string) => (byField[field] ??= []).push(message);
    const validate = validatorFor(profile);
    if (!validate(clean)) {
      for (const error of validate.errors ?? []) {
        const field = errorField(error.keyword, error.instancePath, error.params);
        add(
          field,
          validationMessage(entity, variant, { keyword: error.keyword, field, params: error.params }),
        );
      }
    }
    for (const [field, message] of Object.entries(checkDigitErrors(entity, variant, clean)))
      add(field, message);
    for (const [field, message] of Object.entries(sameAsErrors(entity, variant, clean))) add(field, message);
    for (const [field, message] of Object.entries(decimalErrors(entity, variant, clean))) add(field, message);
    // A date-time the pattern let through may still name no instant ("2024-13-45T99:99"): the database is
    // not the first to say so. Valid ones leave as Date, the type of their column.
    for (const [name, value] of Object.entries(clean)) {
      if (entity.fields[name]?.format !== 'date-time' || typeof value !== 'string' || byField[name]) continue;
      const date = new Date(value);
      if (Number.isNaN(date.getTime()))
        add(name, validationMessage(entity, variant, { keyword: 'pattern', field: name, params: {} }));
      else clean[name] = date;
    }
    const passed = Object.fromEntries(Object.entries(clean).filter(([name]) => !byField[name]));
    // A minimum above its maximum, once both are numbers the schema accepted.
    for (const [field, message] of Object.entries(atMostErrors(entity, variant, passed))) add(field, message);
    for (const [field, message] of Object.entries(differentFromErrors(entity, variant, passed)))
      add(field, message);
    for (const [field, message] of Object.entries(afterErrors(entity, variant, passed))) add(field, message);
    for (const [field, message] of Object.entries(requiredWhenErrors(entity, variant, passed)))
      add(field, message);
    for (const rule of rules)
      for (const [field, messages] of Object.entries(rule(passed))) for (const m of messages) add(field, m);
    if (Object.keys(byField).length > 0) throw fieldError('VALIDATION', byField);
    return clean;
  };
  return { fieldsFor, validate: validateBody };
}
