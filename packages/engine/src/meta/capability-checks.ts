import type { EntityFile, EntitySchema, FormVariant } from '../core/types.ts';
import { ruleFields } from '../core/field-rules.ts';

/** A problem found in one schema file, at a JSON path (the shape validate-entity-file.ts reports). */
export interface FileProblem {
  path: string;
  message: string;
}

/** The digits a numeric(12, n) column holds: its values stay within ±(10^(12-n) - 10^-n). */
const NUMERIC_PRECISION = 12;

/** Every form of an entity with its JSON path: create, edit and each variant's create. */
export function everyForm(entity: EntitySchema): Array<{ path: string; form: FormVariant }> {
  const own = (['create', 'edit'] as const).flatMap((name) => {
    const form = entity.forms[name];
    return form ? [{ path: `/forms/${name}`, form }] : [];
  });
  const variants = (entity.variants?.items ?? []).flatMap((item, i) =>
    item.forms.create ? [{ path: `/variants/items/${i}/forms/create`, form: item.forms.create }] : [],
  );
  return [...own, ...variants];
}

/** Reports names that are not fields of the entity, listing those that are. */
function fieldChecker(entity: EntitySchema, problems: FileProblem[]) {
  const names = Object.keys(entity.fields);
  return (path: string, name: string | undefined) => {
    if (name !== undefined && !(name in entity.fields))
      problems.push({ path, message: `unknown field "${name}" (fields: ${names.join(', ')})` });
    return name !== undefined && name in entity.fields;
  };
}

/**
 * The checks of the field rules and storage capabilities: exact decimals (`decimals` on a number within its
 * column's range), `atMost` between two numbers, `differentFrom` another field, `after` between two
 * date-times, `requiredWhen` a boolean, a relation `within` another record's parent, the `hidden`
 * widget (only the list's parent, which the page fills), and `storage.noOverlap` on stored fields.
 */
export function fieldRuleProblems(entity: EntitySchema): FileProblem[] {
  const problems: FileProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });
  const check = fieldChecker(entity, problems);
  const numeric = (name: string) => ['number', 'integer'].includes(entity.fields[name]?.type ?? '');
  for (const [name, field] of Object.entries(entity.fields)) {
    const path = `/fields/${name}`;
    if (field.decimals !== undefined) {
      const limit = 10 ** (NUMERIC_PRECISION - field.decimals) - Number(`1e-${field.decimals}`);
      if (field.type !== 'number') problem(`${path}/decimals`, 'decimals go with type "number"');
      if (field.minimum === undefined || field.maximum === undefined)
        problem(`${path}/decimals`, 'an exact decimal needs minimum and maximum (its column has 12 digits)');
      else if (field.minimum < -limit || field.maximum > limit)
        problem(`${path}/decimals`, `minimum and maximum must stay within ±${limit} (numeric(12, n))`);
    }
    if (field.atMost !== undefined && check(`${path}/atMost`, field.atMost)) {
      if (field.atMost === name || !numeric(name) || !numeric(field.atMost))
        problem(`${path}/atMost`, 'atMost compares this number with another number field');
    }
    ruleFields(field.differentFrom).forEach((other, index) => {
      const where = typeof field.differentFrom === 'string' ? '' : `/${index}`;
      if (check(`${path}/differentFrom${where}`, other) && other === name)
        problem(`${path}/differentFrom${where}`, 'differentFrom names other fields');
    });
    if (field.after !== undefined && check(`${path}/after`, field.after)) {
      const dateTime = (other: string) => entity.fields[other]?.format === 'date-time';
      if (field.after === name || !dateTime(name) || !dateTime(field.after))
        problem(`${path}/after`, 'after compares this date-time with another date-time field');
    }
    if (field.requiredWhen !== undefined && check(`${path}/requiredWhen`, field.requiredWhen)) {
      if (entity.fields[field.requiredWhen]?.type !== 'boolean')
        problem(`${path}/requiredWhen`, 'requiredWhen names a boolean field');
      for (const { path: formPath, form } of everyForm(entity))
        if (form.required.includes(name))
          problem(`${formPath}/required`, `"${name}" is required only when "${field.requiredWhen}" is true`);
    }
    const within = field.relation?.within;
    if (within) {
      if (field.relation?.dependsOn)
        problem(`${path}/relation/within`, 'a relation is narrowed by dependsOn or by within, not both');
      if (check(`${path}/relation/within/of`, within.of) && !entity.fields[within.of]?.relation)
        problem(`${path}/relation/within/of`, `"${within.of}" must be a relation field`);
    }
  }
  for (const { path, form } of everyForm(entity))
    for (const [name, ui] of Object.entries(form.ui))
      if (ui.widget === 'hidden' && name !== entity.list.parent?.field)
        problem(
          `${path}/ui/${name}/widget`,
          "only the list's parent field is hidden (the page fills it from the URL)",
        );
  const overlap = entity.storage.noOverlap;
  if (overlap) {
    for (const end of ['from', 'to'] as const)
      if (check(`/storage/noOverlap/${end}`, overlap[end]) && !numeric(overlap[end]))
        problem(`/storage/noOverlap/${end}`, 'a range end is a number field');
    overlap.among.forEach((name, i) => check(`/storage/noOverlap/among/${i}`, name));
  }
  return problems;
}

/**
 * The checks of `variants`: a read-only discriminator with `oneOf` whose values the variants take, one each,
 * with distinct keys; each variant's create route, call and form declared together, its form on writable
 * fields, its columns and filters on existing fields.
 */
export function variantProblems(source: EntityFile, entity: EntitySchema): FileProblem[] {
  const variants = entity.variants;
  if (!variants) return [];
  const problems: FileProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });
  const check = fieldChecker(entity, problems);
  const discriminator = entity.fields[variants.field];
  if (check('/variants/field', variants.field) && (!discriminator?.readOnly || !discriminator.oneOf))
    problem('/variants/field', 'the discriminator is a readOnly field with oneOf (set by each variant)');
  if (variants.urlParam === entity.list.parent?.urlParam)
    problem('/variants/urlParam', "the tab's URL parameter must differ from the parent's");
  const seen = { keys: new Set<string>(), values: new Set<string | number>() };
  variants.items.forEach((item, i) => {
    const path = `/variants/items/${i}`;
    const declared = source.variants?.items[i];
    if (discriminator?.oneOf && !discriminator.oneOf.some((option) => option.const === item.value))
      problem(`${path}/value`, `"${item.value}" is not among the oneOf of "${variants.field}"`);
    if (seen.keys.has(item.key)) problem(`${path}/key`, `the key "${item.key}" is used twice`);
    if (seen.values.has(item.value)) problem(`${path}/value`, `the value "${item.value}" is used twice`);
    seen.keys.add(item.key);
    seen.values.add(item.value);
    const create = item.forms.create;
    if (Boolean(item.api.create) !== Boolean(create))
      problem(path, 'a variant declares its create call (api.create) and its form (forms.create) together');
    if (item.routes.create && !create) problem(`${path}/routes/create`, 'a create route needs forms.create');
    if (create && create.fields.length === 0)
      problem(`${path}/forms/create`, "a variant's create form needs fields (its own or forms.create's)");
    create?.fields.forEach((name, j) => {
      if (check(`${path}/forms/create/fields/${j}`, name) && entity.fields[name]?.readOnly)
        problem(`${path}/forms/create/fields/${j}`, `"${name}" is readOnly and cannot be in a form`);
    });
    create?.required.forEach((name, j) => {
      if (!create.fields.includes(name))
        problem(
          `${path}/forms/create/required/${j}`,
          `"${name}" is required but not among the form's fields`,
        );
    });
    for (const name of Object.keys(declared?.forms?.create?.ui ?? {}))
      check(`${path}/forms/create/ui/${name}`, name);
    // Columns and filters left out are the list's, checked there.
    if (declared?.columns) item.columns.forEach((column, j) => check(`${path}/columns/${j}`, column.field));
    if (declared?.filters)
      item.filters.forEach((filter, j) => check(`${path}/filters/${j}/field`, filter.field));
  });
  return problems;
}

/**
 * Checks between entities for a relation `within` another record's parent: the related entity and the one
 * `of` points at both have `field`, and the latter a get call (the select reads the parent from its record).
 */
export function withinProblems(entity: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    const within = field.relation?.within;
    if (!within || !field.relation) continue;
    const path = `/fields/${name}/relation/within`;
    const related = byId.get(field.relation.entity);
    const owner = byId.get(entity.fields[within.of]?.relation?.entity ?? '');
    for (const other of [related, owner])
      if (other && !(within.field in other.fields))
        problems.push({ path: `${path}/field`, message: `"${other.id}" has no field "${within.field}"` });
    if (owner && !owner.api.actions.get)
      problems.push({
        path: `${path}/of`,
        message: `"${owner.id}" has no get call to read "${within.field}" from`,
      });
  }
  return problems;
}

/**
 * Checks between entities for an association's `sameClient`: its parent and its child both belong to clients
 * (their resolved `tenant`), so the parent's client can be told and the child's compared with it.
 */
export function sameClientProblems(
  entity: EntitySchema,
  byId: ReadonlyMap<string, EntitySchema>,
): FileProblem[] {
  const association = entity.association;
  if (!association?.sameClient) return [];
  const ends = [entity.list.parent?.entity, association.child.entity];
  return ends.flatMap((id) => {
    const end = id === undefined ? undefined : byId.get(id);
    return end && end.tenant.kind === 'shared'
      ? [
          {
            path: '/association/sameClient',
            message: `"${end.id}" belongs to no client (its tenant is shared)`,
          },
        ]
      : [];
  });
}
