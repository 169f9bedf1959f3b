import {
  EMAIL_PATTERN,
  type EntitySchema,
  type Field,
  type FormVariantName,
  normalizeInput,
  type Profile,
  ruleFields,
  variantFor,
} from '@frota/engine';
import { detailsOf } from './valid-records.ts';

/** A payload every rule of the schema must refuse; `raw` is sent as it is, as JSON text. */
export interface InvalidPayload {
  label: string;
  body: unknown;
  raw?: string;
}

/** One change to one field that makes a valid payload invalid on its own. */
interface Mutation {
  field: string;
  label: string;
  /** `undefined` removes the field. */
  value: unknown;
}

const SQL_PROBES = [
  "' OR '1'='1",
  "Robert'); DROP TABLE users;--",
  '1; DELETE FROM clients',
  "' UNION SELECT password_hash FROM users --",
];
const HTML_PROBES = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const WRONG_TYPES: Record<Field['type'], unknown[]> = {
  string: [12345, -1, 0.5, true, false, [], ['texto'], {}, { $ne: '' }],
  integer: ['abc', '12', '1 OR 1=1', 1.5, true, [], [1], {}, { $gt: 0 }],
  number: ['abc', '1,5', true, [], {}],
  boolean: ['sim', 'true', 1, 0, [], {}],
  array: ['texto', 12, true, {}, [12], [{}], [null], [true]],
};
/** Ids no record has: beyond the serial, zero, negative, past PostgreSQL's integer. */
const MISSING_IDS = [999_999_999, 2_147_483_647, 2_147_483_648, 0, -1, -2_147_483_649];

/**
 * Values the field's pattern refuses once the server has put them in their stored form (trimmed, and a plate
 * in capitals without its hyphen: normalizeInput), and that stay non-empty.
 */
function patternBreakers(pattern: string, valid: unknown, field: Field): string[] {
  const regex = new RegExp(pattern, 'u');
  const near =
    typeof valid === 'string' ? [`${valid}0`, `x${valid}`, valid.slice(1), valid.toLowerCase()] : [];
  return [
    'abc',
    '123',
    'x y',
    '%',
    '_',
    '\\',
    '１２３',
    'ação',
    ...near,
    ...SQL_PROBES,
    ...HTML_PROBES,
  ].filter((value) => {
    const stored = normalizeInput(field, value.trim());
    return stored !== '' && !regex.test(stored);
  });
}

/** CPFs and CNPJs of the right shape whose check digits are wrong. */
function wrongCheckDigits(valid: unknown): string[] {
  if (typeof valid !== 'string') return [];
  const body = valid.slice(0, -2);
  const [a, b] = [Number(valid.at(-2)), Number(valid.at(-1))];
  const swapped = [1, 2, 3, 4, 5].map((d) => `${body}${(a + d) % 10}${b}`);
  const lastOnly = [1, 2, 3].map((d) => `${body}${a}${(b + d) % 10}`);
  const same = ['0', '1', '9'].map((d) => d.repeat(valid.length));
  return [...swapped, ...lastOnly, ...same];
}

function mutationsOf(
  entity: EntitySchema,
  name: string,
  field: Field,
  required: boolean,
  valid: unknown,
): Mutation[] {
  const out: Mutation[] = [];
  const add = (label: string, value: unknown) => out.push({ field: name, label: `${name}: ${label}`, value });
  for (const value of WRONG_TYPES[field.type]) add(`type ${JSON.stringify(value)}`, value);
  if (required) {
    add('missing', undefined);
    add('null', null);
    if (field.type === 'string') {
      add('empty', '');
      if (!field.writeOnly || field.minLength) add('blank', '   ');
    }
  }
  if (field.type === 'string') {
    add('NUL', `a\u0000b`);
    add('only NUL', '\u0000');
    if (field.maxLength !== undefined) {
      add('maxLength + 1', 'x'.repeat(field.maxLength + 1));
      add('maxLength + 1, accented', 'ã'.repeat(field.maxLength + 1));
      add('4 × maxLength', 'x'.repeat(field.maxLength * 4 + 7));
      add('100 000 characters', 'x'.repeat(100_000));
    }
    if (field.minLength !== undefined && field.minLength > 1)
      add('minLength - 1', 'x'.repeat(field.minLength - 1));
    const pattern = field.pattern ?? (field.format === 'email' ? EMAIL_PATTERN : undefined);
    if (pattern) {
      for (const value of patternBreakers(pattern, valid, field))
        add(`pattern ${JSON.stringify(value)}`, value);
      add('pattern, 100 000 characters', '9'.repeat(100_000));
    }
    if (field.checkDigits) for (const value of wrongCheckDigits(valid)) add(`check digits ${value}`, value);
  }
  if (field.oneOf) for (const value of ['NaoExiste', 999, '']) add(`oneOf ${JSON.stringify(value)}`, value);
  if (field.relation) for (const id of MISSING_IDS) add(`missing record ${id}`, id);
  if (field.type === 'integer' && field.relation) add('string with SQL', SQL_PROBES[0]);
  if (field.minimum !== undefined) add('below minimum', field.minimum - 1);
  if (field.maximum !== undefined) add('above maximum', field.maximum + 1);
  if (field.decimals !== undefined && typeof valid === 'number')
    add(
      `${field.decimals + 1} decimals`,
      Number((valid + Number(`1e-${field.decimals + 1}`)).toFixed(field.decimals + 1)),
    );
  void entity;
  return out.filter((m) => !(required === false && (m.value === '' || m.value === null)));
}

/**
 * At least `minimum` payloads that the variant must refuse, generated from the schema and a valid payload:
 * wrong types, missing and blank required fields, over-long strings, broken patterns and check digits,
 * oneOf values outside the list, relations to missing records, NUL characters, SQL and HTML probes (in
 * fields whose pattern refuses them, and in free text beside another invalid field), unknown and read-only
 * fields beside an invalid one, bodies that are no object and malformed JSON; then pairs of mutations.
 */
export function invalidPayloads(
  entity: EntitySchema,
  variant: FormVariantName,
  profile: Profile,
  valid: Record<string, unknown>,
  minimum = 220,
): InvalidPayload[] {
  // With nested parts (`api.details`) the record's fields are mutated inside a payload of valid parts, and
  // the extension adds payloads whose parts are wrong.
  const details = detailsOf(entity);
  if (!details) return recordPayloads(entity, variant, profile, valid, minimum);
  const values = details.split(valid).values as Record<string, unknown>;
  const wrap = (payload: InvalidPayload): InvalidPayload =>
    payload.raw === undefined && isPlainObject(payload.body)
      ? { ...payload, body: details.examplePayload(payload.body) }
      : payload;
  return [
    ...recordPayloads(entity, variant, profile, values, minimum).map(wrap),
    ...details.invalidPayloads(values).map(({ name, body }) => ({ label: `details: ${name}`, body })),
  ];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function recordPayloads(
  entity: EntitySchema,
  variant: FormVariantName,
  profile: Profile,
  valid: Record<string, unknown>,
  minimum: number,
): InvalidPayload[] {
  const form = variantFor(entity, variant, profile);
  const writable = form.fields.filter((name) => !entity.fields[name]?.readOnly);
  const mutations = writable.flatMap((name) =>
    mutationsOf(entity, name, entity.fields[name]!, form.required.includes(name), valid[name]),
  );
  // A field above the one its atMost names (a minimum above its maximum), where the form has both.
  for (const name of writable) {
    const other = entity.fields[name]?.atMost;
    const limit = other === undefined ? undefined : valid[other];
    const above = typeof limit === 'number' ? limit + 1 : undefined;
    if (
      other &&
      form.fields.includes(other) &&
      above !== undefined &&
      above <= (entity.fields[name]?.maximum ?? above)
    )
      mutations.push({ field: name, label: `${name}: above ${other}`, value: above });
    // A field equal to one its differentFrom names (a route's destination as its origin).
    for (const distinct of ruleFields(entity.fields[name]?.differentFrom))
      if (form.fields.includes(distinct) && valid[distinct] !== undefined)
        mutations.push({ field: name, label: `${name}: equal to ${distinct}`, value: valid[distinct] });
    // A date-time not after the one its after names (an arrival at or before its departure).
    const start = entity.fields[name]?.after;
    const instant = start === undefined ? undefined : valid[start];
    if (start && form.fields.includes(start) && typeof instant === 'string') {
      mutations.push({ field: name, label: `${name}: equal to ${start}`, value: instant });
      const before = new Date(Date.parse(instant) - 60_000).toISOString();
      mutations.push({ field: name, label: `${name}: before ${start}`, value: before });
    }
  }
  const apply = (...changes: Mutation[]) => {
    const payload: Record<string, unknown> = { ...valid };
    for (const change of changes) {
      if (change.value === undefined) delete payload[change.field];
      else payload[change.field] = change.value;
    }
    // A sameAs pair follows its source, so the mutation alone decides (a confirmation copies the password).
    for (const [name, other] of Object.entries(form.sameAs))
      if (changes.some((c) => c.field === other) && !changes.some((c) => c.field === name))
        payload[name] = payload[other];
    return payload;
  };
  const payloads: InvalidPayload[] = mutations.map((m) => ({ label: m.label, body: apply(m) }));
  // A field left empty while the boolean its requiredWhen names is true (a return without its place).
  for (const name of writable) {
    const condition = entity.fields[name]?.requiredWhen;
    if (!condition || !writable.includes(condition)) continue;
    const on = { field: condition, label: '', value: true };
    for (const empty of [undefined, null])
      payloads.push({
        label: `${name}: ${String(empty)} while ${condition} is true`,
        body: apply(on, { field: name, label: '', value: empty }),
      });
  }

  const firstRequired = form.required[0];
  if (firstRequired) {
    const missing = { field: firstRequired, label: `${firstRequired}: missing`, value: undefined };
    const freeText = writable.filter((name) => {
      const field = entity.fields[name]!;
      return (
        field.type === 'string' && !field.pattern && !field.format && !field.oneOf && name !== firstRequired
      );
    });
    for (const name of freeText)
      for (const probe of [...SQL_PROBES, ...HTML_PROBES])
        payloads.push({
          label: `${name}: probe ${probe} beside ${missing.label}`,
          body: apply(missing, { field: name, label: '', value: probe }),
        });
    const readOnly = Object.keys(entity.fields).filter((name) => entity.fields[name]?.readOnly);
    payloads.push(
      {
        label: `unknown fields beside ${missing.label}`,
        body: { ...apply(missing), hack: 'x', role: 'Admin' },
      },
      {
        label: `read-only fields beside ${missing.label}`,
        body: {
          ...apply(missing),
          ...Object.fromEntries(readOnly.map((name) => [name, name === 'id' ? 1 : 'x'])),
        },
      },
      {
        label: 'profile and password hash beside a missing field',
        body: { ...apply(missing), profile: 'Admin', passwordHash: 'scrypt$1$1$1$a$b' },
      },
      { label: 'an empty object', body: {} },
      { label: 'an array', body: undefined, raw: JSON.stringify([valid]) },
      { label: 'a string', body: undefined, raw: '"texto"' },
      { label: 'a number', body: undefined, raw: '42' },
      { label: 'null', body: undefined, raw: 'null' },
    );
  }
  const json = JSON.stringify(valid);
  payloads.push(
    { label: 'malformed JSON', body: undefined, raw: json.slice(0, -1) },
    { label: 'JSON with a trailing comma', body: undefined, raw: `${json.slice(0, -1)},}` },
    { label: 'a __proto__ key', body: undefined, raw: `{"__proto__":{"isAdmin":true},${json.slice(1)}` },
    {
      label: 'a constructor.prototype key',
      body: undefined,
      raw: `{"constructor":{"prototype":{"x":1}},${json.slice(1)}`,
    },
    { label: 'an escaped NUL', body: undefined, raw: `{"x":"\\u0000",${json.slice(1)}` },
  );
  // Pairs of mutations on two fields, in a fixed order, until there are enough.
  for (let i = 0; payloads.length < minimum && i < mutations.length; i += 1)
    for (let j = i + 1; payloads.length < minimum && j < mutations.length; j += 1) {
      const [a, b] = [mutations[i]!, mutations[j]!];
      if (a.field !== b.field) payloads.push({ label: `${a.label} + ${b.label}`, body: apply(a, b) });
    }
  return payloads;
}
