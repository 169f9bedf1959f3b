import { ID_FIELD } from '../field-names.ts';
import type { ColumnFormat, Field, FieldUi, FilterInput, Widget } from '../types.ts';

/** What a CPF or CNPJ field implies: its digits pattern, its mask and its messages. */
const DOCUMENTS = {
  cpf: {
    pattern: '^[0-9]{11}$',
    ui: {
      widget: 'masked',
      mask: 'cpf',
      placeholder: '999.999.999-99',
      errorMessages: {
        pattern: 'Informe os 11 dígitos do CPF.',
        checkDigits: 'CPF inválido: confira os números digitados.',
      },
    },
  },
  cnpj: {
    pattern: '^[0-9]{14}$',
    ui: {
      widget: 'masked',
      mask: 'cnpj',
      placeholder: '00.000.000/0000-00',
      errorMessages: {
        pattern: 'Informe os 14 dígitos do CNPJ.',
        checkDigits: 'CNPJ inválido: confira os números digitados.',
      },
    },
  },
} as const satisfies Record<NonNullable<Field['checkDigits']>, { pattern: string; ui: FieldUi }>;

/** What a plate field implies: one normal form for both plate models, the plate mask and its message. */
export const PLATE = {
  pattern: '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$',
  ui: {
    widget: 'masked',
    mask: 'plate',
    placeholder: 'ABC-1D23',
    errorMessages: { pattern: 'Informe a placa no formato ABC-1234 ou ABC-1D23.' },
  },
} as const satisfies { pattern: string; ui: FieldUi };

/**
 * What a `date-time` field a form shows implies: the form's JSON Schema drops `format` (a datetime input
 * holds "2025-11-21T08:36"), so a pattern asks for a complete date and time, with its message.
 */
export const DATE_TIME = {
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}',
  ui: { errorMessages: { pattern: 'Informe a data e a hora completas.' } },
} as const satisfies { pattern: string; ui: FieldUi };

/**
 * The read-only field a relation's `nameField` implies when the file does not declare it: a string titled
 * `nameTitle`, else the relation's own title, with `nameFormat` if given.
 *
 * @example impliedNameField({ type: 'integer', title: 'Cliente', relation: { entity: 'clients', nameField: 'clientName' } })
 *   // { type: 'string', title: 'Cliente', readOnly: true }
 */
export function impliedNameField(relationField: Field): Field {
  const relation = relationField.relation;
  return {
    type: 'string',
    title: relation?.nameTitle ?? relationField.title,
    ...(relation?.nameFormat ? { format: relation.nameFormat } : {}),
    readOnly: true,
  };
}

/**
 * The fields with each relation's name field in place: a `nameField` the file leaves out of `fields` is
 * implied (`impliedNameField`) right after its relation, so the record's properties keep the order they had
 * when it was written out; a declared one is kept as declared. `nameTitle` and `nameFormat` only shape the
 * implied field: the resolved relation leaves them out.
 */
export function withRelationNames(fields: Record<string, Field>): Record<string, Field> {
  const resolved: Record<string, Field> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (!field.relation) {
      resolved[name] = field;
      continue;
    }
    const { nameTitle, nameFormat, ...relation } = field.relation;
    resolved[name] = nameTitle === undefined && nameFormat === undefined ? field : { ...field, relation };
    const nameField = field.relation.nameField;
    if (nameField !== undefined && !(nameField in fields)) resolved[nameField] = impliedNameField(field);
  }
  return resolved;
}

/**
 * A field with what its other keywords imply filled in: a CPF's pattern; a complete date and time for a
 * `date-time` field some form shows (`inForm`); a dependent relation's filter parameter (the parent field's
 * name, as our API's short lists take it).
 */
export function resolveField(field: Field, inForm = false): Field {
  let resolved = field;
  if (inForm && field.format === 'date-time' && !field.readOnly && field.pattern === undefined)
    resolved = { ...resolved, pattern: DATE_TIME.pattern };
  if (field.checkDigits && field.pattern === undefined)
    resolved = { ...resolved, pattern: DOCUMENTS[field.checkDigits].pattern };
  if (field.format === 'plate' && field.pattern === undefined)
    resolved = { ...resolved, pattern: PLATE.pattern };
  if (field.relation?.dependsOn && !field.relation.filterParam)
    resolved = { ...resolved, relation: { ...field.relation, filterParam: field.relation.dependsOn } };
  return resolved;
}

/** The widget a field gets when its `ui` names none, in this order. */
export function defaultWidget(field: Field): Widget {
  if (field.checkDigits || field.format === 'plate') return 'masked';
  if (field.type === 'array') return 'multiselect';
  if (field.oneOf) return 'select';
  if (field.relation) return 'relation';
  if (field.type === 'boolean') return 'checkbox';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.format === 'email') return 'email';
  if (field.format === 'date-time') return 'datetime';
  if (field.writeOnly) return 'password';
  return 'text';
}

/** A field's display hints: what its keywords imply, under what the schema file says. */
export function resolveFieldUi(
  field: Field,
  ...declared: Array<FieldUi | undefined>
): FieldUi & { widget: Widget } {
  const implied: FieldUi = field.checkDigits
    ? DOCUMENTS[field.checkDigits].ui
    : field.format === 'plate'
      ? PLATE.ui
      : field.format === 'date-time' && field.pattern === DATE_TIME.pattern
        ? DATE_TIME.ui
        : {};
  // An exact decimal steps by its last digit (2 decimals: 0.01).
  let ui: FieldUi = field.decimals ? { ...implied, step: Number(`1e-${field.decimals}`) } : { ...implied };
  for (const layer of declared) {
    if (!layer) continue;
    ui = { ...ui, ...layer, errorMessages: { ...ui.errorMessages, ...layer.errorMessages } };
  }
  if (ui.errorMessages && Object.keys(ui.errorMessages).length === 0) delete ui.errorMessages;
  return { ...ui, widget: ui.widget ?? defaultWidget(field) };
}

/** The column format a field implies (an id is shown as it is, without a thousands separator). */
export function defaultColumnFormat(name: string, field: Field): ColumnFormat {
  if (name === ID_FIELD) return 'text';
  if (field.checkDigits) return field.checkDigits;
  if (field.format === 'plate') return 'plate';
  if (field.oneOf) return 'enum';
  if (field.type === 'boolean') return 'yesNo';
  if (field.format === 'date-time') return 'datetime';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  return 'text';
}

/**
 * The filter input a field implies: digits for documents, a select for relations and for a field's options,
 * else text (an e-mail too, so part of an address, "beatriz" or "demo.com", finds it).
 */
export function defaultFilterInput(field: Field): FilterInput {
  if (field.checkDigits) return 'digits';
  if (field.relation || field.oneOf) return 'select';
  return 'text';
}
