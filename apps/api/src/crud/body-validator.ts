import {
  BROWSER_AJV_OPTIONS,
  type EntitySchema,
  formJsonSchema,
  formVariant,
  type FormVariantName,
  checkDigitErrors,
  sameAsErrors,
  validationMessage,
} from '@frota/engine';
import { Ajv } from 'ajv';
import { apiError } from '../http/errors.ts';

/** The server's ajv: the browser's options, so both sides accept the same payloads. */
const ajv = new Ajv({ ...BROWSER_AJV_OPTIONS });

export interface BodyValidator {
  /** The form's fields this profile may write. */
  fieldsFor(profile: string): string[];
  /** The cleaned payload, or a thrown 400 with every pt-BR message. */
  validate(payload: unknown, profile: string): Record<string, unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compiles, once, the validator of an entity's create or edit form from the same JSON Schema the browser
 * precompiles. A payload is cleaned before validation: only the form's writable fields are kept (and, for
 * fields limited by `fieldProfiles`, only for those profiles), strings are trimmed (write-only ones, i.e.
 * passwords, are kept as typed), and empty values count as absent, so a blank required field reads
 * "O campo ... é obrigatório.".
 *
 * @example compileBodyValidator(clients, 'create').validate({ nomeFantasia: ' Frota ' }, 'Admin') // throws 400
 */
export function compileBodyValidator(entity: EntitySchema, variant: FormVariantName): BodyValidator {
  const form = formVariant(entity, variant);
  // A copy: ajv annotates what it compiles, and the engine's object must stay as the browser sees it.
  const validate = ajv.compile(structuredClone(formJsonSchema(entity, variant)));
  const writable = form.fields.filter((name) => !entity.fields[name]?.readOnly);
  const fieldsFor = (profile: string) =>
    writable.filter((name) => {
      const allowed: readonly string[] | undefined = form.fieldProfiles?.[name];
      return !allowed || allowed.includes(profile);
    });

  const validateBody = (payload: unknown, profile: string) => {
    const input = isPlainObject(payload) ? payload : {};
    const clean: Record<string, unknown> = {};
    for (const name of fieldsFor(profile)) {
      let value = input[name];
      if (typeof value === 'string' && !entity.fields[name]?.writeOnly) value = value.trim();
      if (value === undefined || value === null || value === '') continue;
      clean[name] = value;
    }
    const messages: string[] = [];
    if (!validate(clean)) {
      for (const error of validate.errors ?? []) {
        const field =
          error.keyword === 'required'
            ? String(error.params['missingProperty'])
            : (error.instancePath.split('/')[1] ?? '');
        messages.push(
          validationMessage(entity, variant, { keyword: error.keyword, field, params: error.params }),
        );
      }
    }
    messages.push(...Object.values(checkDigitErrors(entity, variant, clean)));
    messages.push(...Object.values(sameAsErrors(entity, variant, clean)));
    if (messages.length > 0) throw apiError('VALIDATION', [...new Set(messages)]);
    return clean;
  };
  return { fieldsFor, validate: validateBody };
}
