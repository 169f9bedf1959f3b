import {
  type EntitySchema,
  type Field,
  type Filter,
  formJsonSchema,
  type FormVariantName,
  pageParam,
  sortableFields,
} from '@frota/engine';
import { requiredOnCreate } from '../db/required-on-create.ts';
import { DEFAULT_PER_PAGE, type JsonSchema, MAX_PER_PAGE, pageSchema } from '../http/envelope.ts';

/** The OpenAPI / serialization schema of one field of a returned record. */
function fieldSchema(field: Field, nullable: boolean): JsonSchema {
  const schema: JsonSchema = { type: nullable ? [field.type, 'null'] : field.type, title: field.title };
  if (field.description) schema['description'] = field.description;
  if (field.format === 'date-time') schema['format'] = 'date-time';
  if (field.oneOf)
    schema['description'] = field.oneOf.map((option) => `${option.const}: ${option.title}`).join('; ');
  return schema;
}

/**
 * A record as the API returns it: every field of the schema except write-only ones. It also serializes
 * the answer, so a field not declared here can never leak.
 */
export function recordSchema(entity: EntitySchema): JsonSchema {
  const computed = new Set(Object.values(entity.fields).map((field) => field.relation?.nameField));
  // Columns the generated table declares NOT NULL: the server-set ones and those every profile fills on create.
  const notNull = new Set(['id', 'createdAt', 'isActive', ...requiredOnCreate(entity)]);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.writeOnly) continue;
    const always = notNull.has(name) && !computed.has(name);
    properties[name] = fieldSchema(field, !always);
    if (always) required.push(name);
  }
  return { type: 'object', title: entity.label.singular, properties, required };
}

/** The documented payload of a form variant: the very JSON Schema both validators compile. */
export function bodySchema(entity: EntitySchema, variant: FormVariantName): JsonSchema {
  return { ...structuredClone(formJsonSchema(entity, variant)), additionalProperties: true };
}

export function listQuerySchema(entity: EntitySchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    [pageParam(entity)]: { type: 'integer', minimum: 1, default: 1, description: 'Página, a partir de 1.' },
    perPage: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PER_PAGE,
      default: DEFAULT_PER_PAGE,
      description: `Itens por página (padrão ${DEFAULT_PER_PAGE}, máximo ${MAX_PER_PAGE}).`,
    },
  };
  const { sortParams } = entity.api;
  const sortable = sortableFields(entity);
  if (sortParams.sendDefault || entity.list.columns.some((column) => column.sortable)) {
    properties[sortParams.field] = {
      type: 'string',
      enum: sortable.map((field) => sortParams.fieldValues[field] ?? field),
      description: `Campo pelo qual ordenar (com ${sortParams.direction}); sem ele, a ordem padrão da lista.`,
    };
    properties[sortParams.direction] = {
      type: 'string',
      enum: [sortParams.directionValues.asc, sortParams.directionValues.desc],
      description: 'Sentido da ordem.',
    };
  }
  const orders = entity.list.orders;
  if (orders)
    properties[orders.param] = {
      type: 'string',
      enum: orders.options.map((option) => option.value),
      description: `Ordem nomeada (${orders.options.map((o) => `${o.value}: ${o.label}`).join('; ')}); outro valor ou nenhum: ${orders.options[0]?.value ?? 'a padrão'}.`,
    };
  // A variant's list (its discriminator in the query) reads that variant's filters.
  const filters = [entity.list, ...(entity.variants?.items ?? [])].flatMap((list) => list.filters);
  for (const filter of filters) {
    const how = {
      contains: 'contém, sem diferenciar maiúsculas',
      prefix: 'começa com',
      equals: 'igual a',
      gte: 'a partir deste dia (AAAA-MM-DD, horário de Brasília)',
      lte: 'até o fim deste dia (AAAA-MM-DD, horário de Brasília)',
    }[filter.match];
    const digits = filter.input === 'digits' ? '; somente os dígitos são considerados' : '';
    properties[filter.param] = filter.multiple
      ? severalOptions(entity, filter)
      : { type: 'string', description: `${filter.label}: ${how}${digits}.` };
  }
  const variants = entity.variants;
  if (variants && !properties[variants.field])
    properties[variants.field] = {
      type: 'string',
      enum: variants.items.map((item) => String(item.value)),
      description: `Somente os de ${entity.fields[variants.field]?.title ?? variants.field} igual a este.`,
    };
  const parent = entity.list.parent;
  if (parent && !properties[parent.field])
    properties[parent.field] = {
      type: 'integer',
      description: `Somente os de ${entity.fields[parent.field]?.title ?? parent.field} igual a este id.`,
    };
  return { type: 'object', properties };
}

/**
 * A `multiple` filter's parameter: one of the field's options, or several with the parameter repeated. Its
 * items are left as strings so that a wrong one is refused by the list's reading, in pt-BR.
 */
function severalOptions(entity: EntitySchema, filter: Filter): JsonSchema {
  const options = (entity.fields[filter.field]?.oneOf ?? []).map((o) => `${o.const}: ${o.title}`);
  return {
    type: 'array',
    items: { type: 'string' },
    description:
      `${filter.label}: igual a um destes valores; para vários, repita o parâmetro ` +
      `(${filter.param}=2&${filter.param}=3). ${options.join('; ')}.`,
  };
}

/**
 * Query of the short list: each relation field may narrow it (business units of one client), and each
 * enumerated field (justifications of one type).
 */
export function shortListQuerySchema(entity: EntitySchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.relation)
      properties[name] = { type: 'integer', description: `Somente os de ${field.title} igual a este id.` };
    else if (field.oneOf)
      properties[name] = {
        enum: field.oneOf.map((option) => option.const),
        description: `Somente os de ${field.title} igual a este valor.`,
      };
  }
  return { type: 'object', properties };
}

export const idParamsSchema: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, description: 'Id do registro.' } },
  required: ['id'],
};

/** The short list's items: by record id, or, for `api.shortListValues`, by the value itself. */
export function shortListSchema(entity: EntitySchema): JsonSchema {
  const key = entity.api.shortListValues ? { type: 'string' } : { type: 'integer' };
  return {
    type: 'array',
    items: {
      type: 'object',
      properties: { key, value: key, text: { type: 'string' } },
      required: ['key', 'value', 'text'],
    },
  };
}

export { pageSchema };
