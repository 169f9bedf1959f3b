import type { EntitySchema, Field, FormVariant, FormVariantName } from './types.ts';
import { fieldMessage } from './field-message.ts';

/** The JSON Schema of one field as both validators see it (standard keywords only). */
export interface FieldJsonSchema {
  type: Field['type'];
  title: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  default?: string | number | boolean;
  oneOf?: Array<{ const: string | number; title: string }>;
  items?: { type: 'string' | 'integer'; minLength?: number; maxLength?: number };
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

export interface FormJsonSchema {
  type: 'object';
  properties: Record<string, FieldJsonSchema>;
  required: string[];
}

/**
 * A deliberately simple e-mail pattern: formats would make the precompiled browser validator require
 * ajv-formats at run time, so e-mail is checked with a pattern on both sides instead.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Returns the declared variant, or throws naming the entity and the variant that is missing. */
export function formVariant(entity: EntitySchema, variant: FormVariantName): FormVariant {
  const form = entity.forms?.[variant];
  if (!form) throw new Error(`${entity.id}.json: /forms/${variant} is not declared.`);
  return form;
}

/**
 * A form variant as one profile sees it: a field that `fieldProfiles` limits to other profiles leaves its
 * fields, its required list, its display hints and its `sameAs` pairs, so it is neither shown nor required.
 * The server validates a payload with it and the form renders it: both read the same list.
 *
 * @example variantFor(drivers, 'edit', 'Manager').required // ['vehiclePlateId'] (clienteId is Admin only)
 */
export function variantFor(entity: EntitySchema, variant: FormVariantName, profile: string): FormVariant {
  const form = formVariant(entity, variant);
  const shown = (name: string) => {
    const allowed: readonly string[] | undefined = form.fieldProfiles[name];
    return !allowed || allowed.includes(profile);
  };
  if (form.fields.every(shown)) return form;
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => shown(name)));
  return {
    ...form,
    fields: form.fields.filter(shown),
    required: form.required.filter(shown),
    ui: keep(form.ui),
    sameAs: Object.fromEntries(
      Object.entries(form.sameAs).filter(([name, other]) => shown(name) && shown(other)),
    ),
  };
}

function fieldJsonSchema(field: Field): FieldJsonSchema {
  const { type, title, description, minLength, maxLength, pattern, minimum, maximum, multipleOf } = field;
  const out: FieldJsonSchema = { type, title };
  if (description !== undefined) out.description = description;
  if (minLength !== undefined) out.minLength = minLength;
  if (maxLength !== undefined) out.maxLength = maxLength;
  if (pattern !== undefined) out.pattern = pattern;
  else if (field.format === 'email') out.pattern = EMAIL_PATTERN;
  if (minimum !== undefined) out.minimum = minimum;
  if (maximum !== undefined) out.maximum = maximum;
  if (multipleOf !== undefined) out.multipleOf = multipleOf;
  if (field.default !== undefined) out.default = field.default;
  if (field.oneOf) out.oneOf = field.oneOf.map((option) => ({ const: option.const, title: option.title }));
  if (field.type === 'array') {
    out.items = { ...(field.items ?? { type: 'string' }) };
    if (field.minItems !== undefined) out.minItems = field.minItems;
    if (field.maxItems !== undefined) out.maxItems = field.maxItems;
    out.uniqueItems = true;
  }
  return out;
}

/**
 * The JSON Schema of a form variant: the fields it shows, in order, and its required list; with a profile,
 * as that profile sees the variant (`variantFor`). The same object is precompiled for the browser and
 * compiled by the server, so both validate alike.
 *
 * @example formJsonSchema(clients, 'create').required // ['nomeFantasia', 'razaoSocial', 'cnpj']
 */
export function formJsonSchema(
  entity: EntitySchema,
  variant: FormVariantName,
  profile?: string,
): FormJsonSchema {
  const form = profile === undefined ? formVariant(entity, variant) : variantFor(entity, variant, profile);
  const properties: Record<string, FieldJsonSchema> = {};
  for (const name of form.fields) {
    const field = entity.fields[name];
    if (!field) throw new Error(`${entity.id}.json: /forms/${variant}/fields names unknown field "${name}".`);
    properties[name] = fieldJsonSchema(field);
  }
  return { type: 'object', properties, required: [...form.required] };
}

/**
 * Required text fields holding only spaces: they pass `minLength`, but the server trims them to nothing
 * and refuses them, so the browser says so first, in the same words.
 */
export function blankRequiredErrors(
  entity: EntitySchema,
  variant: FormVariantName,
  data: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of formVariant(entity, variant).required) {
    const value = data[field];
    if (typeof value === 'string' && value.trim() === '') {
      errors[field] = fieldMessage(entity.fields[field]?.title ?? field, 'required');
    }
  }
  return errors;
}
