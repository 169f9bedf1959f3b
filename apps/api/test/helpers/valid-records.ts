import {
  type EntityRecord,
  type EntitySchema,
  type Field,
  type FormVariantName,
  type Profile,
  PROFILES,
  can,
  ownClientField,
  ruleFields,
  serverRoute,
  variantFor,
  variantViews,
} from '@frota/engine';
import { and, eq, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DetailsExtension } from '../../src/crud/details.ts';
import { DEFAULT_CATALOG, entityStore } from '../../src/crud/entity-store.ts';
import { tenantCondition } from '../../src/crud/tenant-scope.ts';
import { API_EXTENSIONS } from '../../src/modules/extensions.ts';
import { cnpjFrom, cpfFrom } from '../../src/seed/documents.ts';
import { body, type TestApp } from './test-app.ts';

/**
 * Valid payloads and fresh records of any entity, read from its schema only, so the guard tests cover each
 * new schema file without an edit. A field whose valid value cannot be derived fails with what to add here.
 */

let serial = 0;
const next = () => (serial += 1);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number, length: number) =>
  Array.from({ length }, (_, i) => LETTERS[Math.floor(n / 26 ** i) % 26]).join('');

/**
 * Three letters of a test plate that no demo plate has: the seed's plates (seed/registers.ts plateFrom) step
 * 11 letters from each to the next, so a triple that does gets its first letter moved.
 */
function plateLetters(n: number): string {
  const [a, b, c] = [...letters(n, 3)].map((letter) => LETTERS.indexOf(letter)) as [number, number, number];
  const seedLike = (b - a + 26) % 26 === 11 && (c - b + 26) % 26 === 11;
  return `${LETTERS[seedLike ? (a + 1) % 26 : a]}${LETTERS[b]}${LETTERS[c]}`;
}

/** Candidates for a pattern no other rule covers; the first that matches (and fits) is used. */
function patternCandidates(n: number): string[] {
  const digits = String(n).padStart(8, '0');
  return [
    `${plateLetters(n)}${n % 10}${letters(n + 7, 1)}${String(n % 100).padStart(2, '0')}`, // a Mercosul plate
    `${plateLetters(n)}${String(n % 10_000).padStart(4, '0')}`,
    digits,
    `Guarda ${n}`,
    `guarda-${n}`,
  ];
}

/** A valid value of a field that is not a relation (`n` makes it unique). */
export function validValue(entity: EntitySchema, name: string, field: Field, n: number): unknown {
  if (field.type === 'array')
    return [validValue(entity, name, { ...field, ...field.items, type: field.items?.type ?? 'string' }, n)];
  if (field.oneOf) return field.oneOf[0]?.const;
  if (field.type === 'boolean') return field.default ?? true;
  if (field.type === 'integer' || field.type === 'number')
    return Math.min(field.maximum ?? 1e6, field.minimum ?? 1);
  if (field.checkDigits === 'cpf') return cpfFrom(900_000_000 + n);
  if (field.checkDigits === 'cnpj') return cnpjFrom(95_000_000 + n);
  if (field.format === 'email') return `guarda.${n}@teste.com.br`;
  if (field.format === 'date-time') return new Date(Date.UTC(2031, 0, 1) + n * 60_000).toISOString();
  if (field.writeOnly) return `Frase longa de teste ${n}`;
  const fits = (value: string) =>
    value.length >= (field.minLength ?? 0) &&
    value.length <= (field.maxLength ?? Infinity) &&
    (!field.pattern || new RegExp(field.pattern, 'u').test(value));
  const found = (field.pattern ? patternCandidates(n) : [`Guarda ${n}`, String(n)]).find(fits);
  if (found === undefined)
    throw new Error(
      `${entity.id}.json /fields/${name}: no valid test value for this field: add one to test/helpers/valid-records.ts`,
    );
  return found;
}

/** A profile that may perform the permission, Admin first. */
export function profileFor(entity: EntitySchema, permission: 'create' | 'edit'): Profile | undefined {
  return PROFILES.find((profile) => can({ action: permission, entity, profile }).can);
}

/**
 * The client records are made in (`tenant`): a confined profile's own client, or another client's to show
 * that it stays out of reach. Left out, records belong to whichever client comes first.
 */
export interface InClient {
  clientId?: number;
}

/** Keeps records of the client, when one is asked and the entity belongs to clients. */
const ofClient = (entity: EntitySchema, { clientId }: InClient) =>
  clientId === undefined || !DEFAULT_CATALOG.entities.includes(entity)
    ? undefined
    : tenantCondition(entity, DEFAULT_CATALOG)(clientId);

/**
 * An active record of the entity (`where` narrows it; none of the `unlike` ids; of the client `inClient`
 * names), created when none exists.
 */
export async function someRecord(
  t: TestApp,
  entityId: string,
  where: { field: string; value: unknown } | undefined,
  entities: readonly EntitySchema[],
  unlike: number[] = [],
  inClient: InClient = {},
): Promise<Record<string, unknown>> {
  const target = entities.find((entity) => entity.id === entityId);
  if (!target) throw new Error(`no schema ${entityId}`);
  const store = entityStore(target);
  const conditions = [
    store.isActive ? eq(store.isActive, true) : undefined,
    where ? eq(store.columns[where.field] as PgColumn, where.value) : undefined,
    unlike.length > 0 ? notInArray(store.id, unlike) : undefined,
    ofClient(target, inClient),
  ];
  const [row] = await t.db
    .select(store.selection)
    .from(store.table)
    .where(and(store.scope, ...conditions))
    .limit(1);
  if (row) return row;
  const fixed = where ? { [where.field]: where.value } : {};
  return createRecord(t, target, entities, fixed, inClient);
}

/** The details extension of an entity with nested parts (`api.details`), as the API registers it. */
export const detailsOf = (entity: EntitySchema): DetailsExtension | undefined =>
  entity.api.details ? API_EXTENSIONS.details[entity.api.details] : undefined;

/** A payload of the record's fields, wrapped with valid nested parts when the entity has them. */
export function withDetails(entity: EntitySchema, values: Record<string, unknown>): Record<string, unknown> {
  return detailsOf(entity)?.examplePayload(values) ?? values;
}

/**
 * A valid payload of a form variant as `profile` sees it; relations point at existing records (created when
 * none exists), a dependent relation at a record of the parent chosen (`current` holds the stored parent a
 * profile cannot change).
 */
export async function validPayload(
  t: TestApp,
  entity: EntitySchema,
  variant: FormVariantName,
  profile: Profile,
  entities: readonly EntitySchema[],
  options: { fixed?: Record<string, unknown>; current?: EntityRecord } & InClient = {},
): Promise<Record<string, unknown>> {
  const form = variantFor(entity, variant, profile);
  const n = next();
  const inClient = { ...(options.clientId === undefined ? {} : { clientId: options.clientId }) };
  const values: Record<string, unknown> = {
    ...clientFields(entity, form.fields, inClient),
    ...options.fixed,
  };
  const relations = form.fields.filter((name) => entity.fields[name]?.relation);
  // Dependent relations first: their record decides the parent; relations `within` another's parent last.
  const order = (name: string) =>
    entity.fields[name]?.relation?.dependsOn ? 0 : entity.fields[name]?.relation?.within ? 2 : 1;
  relations.sort((a, b) => order(a) - order(b));
  // A group that may hold one range (storage.noOverlap) or one record (a composite storage.unique) is made
  // afresh, so valid payloads never collide; fresh records also differ from each other (differentFrom).
  const ownGroup = new Set([
    ...(entity.storage.noOverlap?.among ?? []),
    ...entity.storage.uniqueTogether.flat(),
  ]);
  for (const name of relations) {
    if (name in values) continue;
    const relation = entity.fields[name]!.relation!;
    if (relation.within) {
      const owner = entities.find((e) => e.id === entity.fields[relation.within!.of]?.relation?.entity);
      const ownerId = values[relation.within.of] ?? options.current?.[relation.within.of];
      const parent = owner
        ? (await someRecord(t, owner.id, { field: 'id', value: ownerId }, entities))[relation.within.field]
        : undefined;
      values[name] = (
        await someRecord(
          t,
          relation.entity,
          { field: relation.within.field, value: parent },
          entities,
          [],
          inClient,
        )
      )['id'];
      continue;
    }
    if (ownGroup.has(name)) {
      values[name] = (
        await createRecord(
          t,
          entities.find((e) => e.id === relation.entity)!,
          entities,
          {},
          inClient,
        )
      )['id'];
      continue;
    }
    const parentField = relation.dependsOn;
    const parentKey = relation.filterParam ?? parentField;
    const parent =
      parentField && !form.fields.includes(parentField)
        ? options.current?.[parentField]
        : values[parentField ?? ''];
    const where =
      parentKey && parent !== undefined && parent !== null ? { field: parentKey, value: parent } : undefined;
    const unlike = distinctFrom(entity, name, values);
    const record = await someRecord(t, relation.entity, where, entities, unlike, inClient);
    values[name] = record['id'];
    if (parentField && parentKey && form.fields.includes(parentField) && !(parentField in values))
      values[parentField] = record[parentKey];
  }
  for (const name of form.fields) {
    const field = entity.fields[name]!;
    if (name in values || field.readOnly || field.relation) continue;
    values[name] = validValue(entity, name, field, n);
  }
  for (const [name, other] of Object.entries(form.sameAs)) values[name] = values[other];
  // A date-time `after` another comes an hour after it (both were the same instant), in form order so a
  // chain of them keeps rising.
  for (const name of form.fields) {
    const other = entity.fields[name]?.after;
    const start = other === undefined ? undefined : values[other];
    if (typeof start === 'string' && !(name in (options.fixed ?? {})))
      values[name] = new Date(Date.parse(start) + 3_600_000).toISOString();
  }
  return withDetails(entity, values);
}

/** The record's own client field set to the client asked, when it is among `fields`. */
function clientFields(entity: EntitySchema, fields: readonly string[], { clientId }: InClient) {
  const field = ownClientField(entity);
  return clientId !== undefined && field && fields.includes(field) ? { [field]: clientId } : {};
}

/**
 * The ids a relation field may not take: those of the fields its `differentFrom` names, or that name it,
 * already chosen (an existing record is reused, so a trip's origin and destination would be one place).
 */
function distinctFrom(entity: EntitySchema, name: string, values: Record<string, unknown>): number[] {
  const others = Object.entries(entity.fields)
    .filter(
      ([other, field]) =>
        ruleFields(entity.fields[name]?.differentFrom).includes(other) ||
        ruleFields(field.differentFrom).includes(name),
    )
    .map(([other]) => values[other]);
  return others.filter((value): value is number => typeof value === 'number');
}

/**
 * A new record written straight to its table, for entities without a generic create call (an association's
 * links, a create replaced by an extension): every stored field gets a valid value, relations an existing
 * record (a dependent one, a record of the parent chosen).
 */
async function insertRecord(
  t: TestApp,
  entity: EntitySchema,
  entities: readonly EntitySchema[],
  fixed: Record<string, unknown>,
  inClient: InClient,
): Promise<EntityRecord> {
  const store = entityStore(entity);
  const n = next();
  const values: Record<string, unknown> = {
    ...clientFields(entity, Object.keys(store.columns), inClient),
    ...fixed,
  };
  const names = Object.keys(store.columns).filter((name) => !['id', 'createdAt', 'isActive'].includes(name));
  names.sort(
    (a, b) => Number(!entity.fields[a]?.relation?.dependsOn) - Number(!entity.fields[b]?.relation?.dependsOn),
  );
  for (const name of names) {
    if (name in values) continue;
    const field = entity.fields[name]!;
    const relation = field.relation;
    if (!relation) {
      values[name] = validValue(entity, name, { ...field, readOnly: false }, n);
      continue;
    }
    const parentKey = relation.filterParam ?? relation.dependsOn;
    // A link's child is a new record, so no two links of one parent collide.
    const record =
      entity.association?.child.field === name
        ? await createRecord(
            t,
            entities.find((e) => e.id === relation.entity)!,
            entities,
            {},
            inClient,
          )
        : await someRecord(t, relation.entity, undefined, entities, [], inClient);
    values[name] = record['id'];
    if (relation.dependsOn && parentKey && !(relation.dependsOn in values))
      values[relation.dependsOn] = record[parentKey];
  }
  // Straight to the table: a date-time column takes a Date, as the API's own writes give it.
  const row = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      store.keys[name]!,
      entity.fields[name]?.format === 'date-time' && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
  const [created] = await t.db.insert(store.table).values(row).returning({ id: store.id });
  const [record] = await t.db
    .select(store.selection)
    .from(store.table)
    .where(eq(store.id, created!.id as number));
  return record as EntityRecord;
}

/** A valid link call's body: an existing parent and child (`association`). */
export async function validLinkPayload(
  t: TestApp,
  entity: EntitySchema,
  entities: readonly EntitySchema[],
  inClient: InClient = {},
): Promise<Record<string, unknown>> {
  const association = entity.association!;
  const parentField = entity.list.parent!.field;
  const parent = await someRecord(t, entity.list.parent!.entity, undefined, entities, [], inClient);
  const child = await someRecord(t, association.child.entity, undefined, entities, [], inClient);
  return { [parentField]: parent['id'], [association.payloadField]: [child['id']] };
}

/**
 * A new record of the entity, created through its API by a profile allowed to (or inserted, see above), of
 * the client `inClient` names; a record of that client is the client itself for the tenant root.
 */
export async function createRecord(
  t: TestApp,
  entity: EntitySchema,
  entities: readonly EntitySchema[],
  fixed: Record<string, unknown> = {},
  inClient: InClient = {},
): Promise<EntityRecord> {
  if (entity.tenant.kind === 'root' && inClient.clientId !== undefined)
    return (await someRecord(
      t,
      entity.id,
      { field: 'id', value: inClient.clientId },
      entities,
    )) as EntityRecord;
  // An entity created only through its variants is created as its first variant.
  const creator = serverRoute(entity, 'create')
    ? entity
    : variantViews(entity).find((view) => serverRoute(view, 'create'));
  // Links and extension-created records (whose create answers results, not the record) are inserted directly.
  if (!creator || entity.forms.create?.extension) return insertRecord(t, entity, entities, fixed, inClient);
  const profile = profileFor(entity, 'create');
  const call = creator && serverRoute(creator, 'create');
  if (!creator || !profile || !call)
    throw new Error(`${entity.id}.json: no profile may create a record, so the guard tests cannot make one`);
  const payload = await validPayload(t, creator, 'create', profile, entities, { fixed, ...inClient });
  const response = await t.call(call.method, call.path, {
    token: await t.tokenOfProfile(profile),
    body: payload,
  });
  if (response.statusCode !== 201)
    throw new Error(
      `${entity.id}: creating ${JSON.stringify(payload)} answered ${response.statusCode} ${response.body}`,
    );
  return body(response).data as EntityRecord;
}
