import { sortableFields } from '../core/list-query.ts';
import { Ajv, type ErrorObject } from 'ajv';
import metaSchema from '@frota/schemas/entity.schema.json' with { type: 'json' };
import { resolveEntity } from '../core/resolve-entity.ts';
import { templateFields } from '../core/record-name.ts';
import { impliedNameField } from '../core/conventions/field-conventions.ts';
import { resolveMessages } from '../core/messages.ts';
import { type EntityFiles, tenancyProblems } from '../core/conventions/tenancy-conventions.ts';
import {
  everyForm,
  fieldRuleProblems,
  sameClientProblems,
  variantProblems,
  withinProblems,
} from './capability-checks.ts';
import { countsErrors } from './counts-errors.ts';
import { partitionsErrors } from './partitions-errors.ts';
import type { EntityFile, EntitySchema } from '../core/types.ts';
import type { SchemaFileError } from './schema-file-error.ts';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateShape = ajv.compile<EntityFile>(metaSchema);

/**
 * A union such as a column (a field name, or an object) fails in every branch; keep the errors of the branch
 * the author meant, the one that reached deeper into the value, and drop the "must be string" and "must match
 * exactly one schema" noise of the others.
 */
function withoutUnionNoise(errors: ErrorObject[]): ErrorObject[] {
  const deeper = (path: string) => errors.some((e) => e.instancePath.startsWith(`${path}/`));
  return errors.filter(
    (error) => !((error.keyword === 'oneOf' || error.keyword === 'type') && deeper(error.instancePath)),
  );
}

function shapeErrors(file: string, json: unknown): SchemaFileError[] {
  if (validateShape(json)) return [];
  return withoutUnionNoise(validateShape.errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? ` ("${String((error.params as { additionalProperty: string }).additionalProperty)}")`
        : error.keyword === 'enum'
          ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})`
          : '';
    return { file, path: error.instancePath, message: `${error.message ?? 'invalid'}${extra}` };
  });
}

/**
 * A declared `nameField` is kept as written, so the keys that shape an implied one have nothing to shape
 * beside it, and a declaration equal to the implied field only repeats the convention.
 */
function relationNameErrors(file: string, source: EntityFile): SchemaFileError[] {
  const errors: SchemaFileError[] = [];
  for (const [name, field] of Object.entries(source.fields)) {
    const relation = field.relation;
    const declared = relation?.nameField === undefined ? undefined : source.fields[relation.nameField];
    if (!relation || !declared) continue;
    for (const key of ['nameTitle', 'nameFormat'] as const)
      if (relation[key] !== undefined)
        errors.push({
          file,
          path: `/fields/${name}/relation/${key}`,
          message: `"${relation.nameField}" is declared: give it its title and format there`,
        });
    const implied = impliedNameField(field);
    const same = (a: object, b: object) =>
      Object.keys(a).length === Object.keys(b).length &&
      Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value);
    if (same(declared, implied))
      errors.push({
        file,
        path: `/fields/${relation.nameField}`,
        message: `the relation "${name}" implies this field as declared: leave it out`,
      });
  }
  return errors;
}

/** A message override that says what the generated text (or the family's) already says only repeats it. */
function messageErrors(file: string, source: EntityFile): SchemaFileError[] {
  const { family, ...overrides } = source.messages ?? {};
  const implied = resolveMessages(source.label, family ? { family } : {});
  return Object.entries(overrides)
    .filter(([key, text]) => implied[key as keyof typeof implied] === text)
    .map(([key]) => ({
      file,
      path: `/messages/${key}`,
      message: `the text it has without this override (generated${family ? ` or the "${family}" family's` : ''}): leave it out`,
    }));
}

function referenceErrors(
  file: string,
  source: EntityFile,
  entity: EntitySchema,
  knownEntities: ReadonlySet<string>,
): SchemaFileError[] {
  const errors: SchemaFileError[] = [];
  const fieldNames = Object.keys(entity.fields);
  const known = new Set(fieldNames);
  const check = (path: string, name: string | undefined) => {
    if (name !== undefined && !known.has(name)) {
      errors.push({ file, path, message: `unknown field "${name}" (fields: ${fieldNames.join(', ')})` });
    }
  };
  const problem = (path: string, message: string) => errors.push({ file, path, message });
  if (file !== `${entity.id}.json`) problem('/id', `id "${entity.id}" must match the file name`);
  if (!entity.routes.list) problem('/routes', 'declare routes.base or routes.list');
  check('/displayField', source.displayField);
  for (const name of templateFields(source.recordName ?? '')) check('/recordName', name);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.relation && !knownEntities.has(field.relation.entity))
      problem(`/fields/${name}/relation/entity`, `no schema file "${field.relation.entity}.json"`);
    check(`/fields/${name}/relation/nameField`, field.relation?.nameField);
    check(`/fields/${name}/relation/dependsOn`, field.relation?.dependsOn);
  }
  errors.push(...relationNameErrors(file, source), ...messageErrors(file, source));
  for (const name of Object.keys(source.forms?.ui ?? {})) check(`/forms/ui/${name}`, name);
  for (const variant of ['create', 'edit'] as const) {
    const form = entity.forms[variant];
    const declared = source.forms?.[variant];
    if (!form || !declared) continue;
    const base = `/forms/${variant}`;
    // Inherited parts are checked where they are written, in the create variant.
    declared.fields?.forEach((name, i) => {
      check(`${base}/fields/${i}`, name);
      if (entity.fields[name]?.readOnly)
        problem(`${base}/fields/${i}`, `"${name}" is readOnly and cannot be in a form`);
    });
    declared.required?.forEach((name, i) => {
      if (!form.fields.includes(name))
        problem(`${base}/required/${i}`, `"${name}" is required but not among the form's fields`);
    });
    for (const name of Object.keys(declared.ui ?? {})) check(`${base}/ui/${name}`, name);
    for (const [name, other] of Object.entries(declared.sameAs ?? {})) {
      check(`${base}/sameAs/${name}`, name);
      check(`${base}/sameAs/${name}`, other);
    }
    for (const [name, ui] of Object.entries(form.ui)) {
      if (ui.widget === 'masked' && !ui.mask)
        problem(`${base}/ui/${name}/mask`, 'a masked widget needs a mask (cpf, cnpj, phone, plate)');
    }
  }
  const needs: Array<[keyof EntitySchema['api']['actions'], string | undefined, string]> = [
    ['create', entity.forms.create && 'ok', 'a create call needs /forms/create'],
    ['update', entity.forms.edit && 'ok', 'an update call needs /forms/edit'],
  ];
  for (const [action, present, message] of needs)
    if (entity.api.actions[action] && !present) problem(`/api/actions/${action}`, message);
  entity.list.columns.forEach((column, i) =>
    check(`/list/columns/${i}${typeof source.list?.columns?.[i] === 'string' ? '' : '/field'}`, column.field),
  );
  entity.list.filters.forEach((filter, i) => check(`/list/filters/${i}/field`, filter.field));
  entity.list.columns.forEach((column, i) => {
    column.join.forEach((name, j) => check(`/list/columns/${i}/join/${j}`, name));
    if (column.join.length > 0 && column.format !== 'text')
      problem(`/list/columns/${i}/format`, 'a column with join shows text: leave the format out');
  });
  entity.list.filters.forEach((filter, i) => {
    filter.join.forEach((name, j) => check(`/list/filters/${i}/join/${j}`, name));
    if (filter.join.length > 0 && filter.match !== 'contains')
      problem(`/list/filters/${i}/match`, 'a filter with join matches words: only "contains"');
    const ranged = filter.match === 'gte' || filter.match === 'lte';
    if (ranged !== (filter.input === 'date'))
      problem(
        `/list/filters/${i}`,
        'a date filter goes with match "gte" or "lte", and they only with input "date"',
      );
    if (filter.input === 'date' && entity.fields[filter.field]?.format !== 'date-time')
      problem(`/list/filters/${i}/field`, 'a date filter needs a field with format "date-time"');
    if (filter.multiple) {
      const options = entity.fields[filter.field]?.oneOf;
      if (!options || filter.match !== 'equals' || filter.input !== 'select')
        problem(
          `/list/filters/${i}/multiple`,
          'a filter of several values needs a field with oneOf, match "equals" and input "select"',
        );
      else if (options.some((option) => String(option.const).includes(',')))
        problem(
          `/list/filters/${i}/multiple`,
          'a filter of several values holds them comma-separated: no option of its field may hold a comma',
        );
    }
  });
  for (const field of Object.keys(entity.api.sortParams.fieldValues)) {
    check(`/api/sortParams/fieldValues/${field}`, field);
    if (!sortableFields(entity).includes(field))
      problem(
        `/api/sortParams/fieldValues/${field}`,
        'only a sortable column or the default order can be sorted by',
      );
  }
  check('/list/defaultSort/field', entity.list.defaultSort.field);
  entity.list.orders?.options.forEach((option, i) => check(`/list/orders/options/${i}/field`, option.field));
  const orderValues = (entity.list.orders?.options ?? []).map((option) => option.value);
  if (new Set(orderValues).size !== orderValues.length)
    problem('/list/orders/options', 'each named order needs a value of its own');
  entity.displayJoin.forEach((name, i) => check(`/displayJoin/${i}`, name));
  for (const [name, field] of Object.entries(entity.fields)) {
    check(`/fields/${name}/options/dependsOn`, field.options?.dependsOn);
    if (field.type === 'array' && !field.options)
      problem(`/fields/${name}`, 'a list of values needs options (where its choices come from)');
  }
  for (const [name, join] of Object.entries(entity.storage.joins)) {
    check(`/storage/joins/${name}`, name);
    if ('from' in join && !entity.fields[join.from]?.relation)
      problem(`/storage/joins/${name}/from`, `"${join.from}" is not a relation field`);
    if ('link' in join && !knownEntities.has(join.link))
      problem(`/storage/joins/${name}/link`, `no schema file "${join.link}.json"`);
    if (!entity.fields[name]?.readOnly) problem(`/fields/${name}`, 'a joined field is readOnly');
  }
  for (const name of Object.keys(entity.storage.secrets)) {
    check(`/storage/secrets/${name}`, name);
    if (!entity.fields[name]?.writeOnly) problem(`/fields/${name}`, 'a secret is writeOnly');
  }
  const association = entity.association;
  if (association) {
    if (!entity.list.parent) problem('/association', 'an association needs list.parent');
    check('/association/child/field', association.child.field);
    if (entity.fields[association.child.field]?.relation?.entity !== association.child.entity)
      problem(
        '/association/child/field',
        `the child's field needs a relation to "${association.child.entity}"`,
      );
    if (!entity.api.actions.link || !entity.api.actions.unlink)
      problem('/api/actions', 'an association needs the link and unlink calls');
    // The link dialog offers the child's short list, narrowed only by `candidates` and `sameClient`.
    for (const end of [association.child.field, entity.list.parent?.field]) {
      const relation = end === undefined ? undefined : entity.fields[end]?.relation;
      for (const key of ['within', 'dependsOn'] as const)
        if (relation?.[key])
          problem(
            `/fields/${end}/relation/${key}`,
            `the link dialog does not read ${key} on an association's ends: use association.sameClient to offer the parent's client's children`,
          );
    }
  }
  const parent = entity.list.parent;
  if (parent) {
    check('/list/parent/field', parent.field);
    if (entity.fields[parent.field]?.relation?.entity !== parent.entity)
      problem('/list/parent/field', `the parent's field needs a relation to "${parent.entity}"`);
  }
  entity.list.rowActions.forEach((action, i) => {
    const path = `/list/rowActions/${i}`;
    if (action.kind === 'link' && (!action.to || !action.label))
      problem(path, 'a link action needs "to" and "label"');
    if (action.kind === 'edit' && !entity.routes.edit && entity.forms.mode !== 'modal')
      problem(path, 'an edit action needs an edit route (routes.base or routes.edit) or forms.mode "modal"');
    if (action.kind === 'unlink' && !entity.api.actions.unlink)
      problem(path, 'an unlink action needs the unlink call (an association)');
    if (action.kind === 'toggle' && !(entity.api.actions.activate && entity.api.actions.inactivate))
      problem(path, 'a toggle action needs the activate and inactivate calls (api.toggle)');
    if (action.kind === 'view' && !(entity.forms.component && entity.api.actions.get))
      problem(
        path,
        'a view action needs forms.component (the generic read-only view is not built) and the get call',
      );
  });
  if (entity.forms.component && entity.forms.mode !== 'modal')
    problem('/forms/component', 'a bespoke form component opens in a dialog: set forms.mode "modal"');
  if (entity.api.details && !entity.api.actions.get)
    problem('/api/details', 'a details extension answers with the record: it needs the get call');
  if (entity.api.details && entity.forms.create?.extension)
    problem('/api/details', 'a create extension answers its own results: it cannot write nested parts too');
  entity.storage.unique.forEach((name, i) => check(`/storage/unique/${i}`, name));
  entity.storage.uniqueTogether.forEach((names) => names.forEach((name) => check('/storage/unique', name)));
  entity.storage.indexes.forEach((index, i) =>
    typeof index === 'string'
      ? check(`/storage/indexes/${i}`, index)
      : index.forEach((name, j) => check(`/storage/indexes/${i}/${j}`, name)),
  );
  for (const name of Object.keys(entity.storage.columns)) check(`/storage/columns/${name}`, name);
  if (source.storage?.accounts && source.storage.table)
    problem('/storage/table', 'accounts are stored in the identity users table: leave table out');
  for (const found of [...fieldRuleProblems(entity), ...variantProblems(source, entity)])
    problem(found.path, found.message);
  errors.push(...countsErrors(file, entity));
  errors.push(...partitionsErrors(file, entity));
  return errors;
}

/**
 * Checks between entities, once every file is resolved: a relation shown as a select (a form's relation widget
 * or a select filter) needs the related entity's short list.
 */
export function crossEntityErrors(entities: readonly EntitySchema[]): SchemaFileError[] {
  const errors: SchemaFileError[] = [];
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  for (const entity of entities) {
    const selects = new Set<string>();
    for (const { form } of everyForm(entity))
      for (const [name, ui] of Object.entries(form.ui)) if (ui.widget === 'relation') selects.add(name);
    // A select filter may also offer the field's own options (oneOf); a form's relation widget may not.
    for (const filter of [entity.list, ...(entity.variants?.items ?? [])].flatMap((list) => list.filters))
      if (filter.input === 'select' && !entity.fields[filter.field]?.oneOf) selects.add(filter.field);
    for (const name of selects) {
      const relation = entity.fields[name]?.relation;
      const related = relation ? byId.get(relation.entity) : undefined;
      if (!relation)
        errors.push({
          file: `${entity.id}.json`,
          path: `/fields/${name}`,
          message: 'a select needs a relation field or a field with oneOf',
        });
      else if (related && !related.api.actions.all)
        errors.push({
          file: `${entity.id}.json`,
          path: `/fields/${name}/relation/entity`,
          message: `"${related.id}" has no short list (api.shortList) to feed the select`,
        });
    }
    for (const found of [...withinProblems(entity, byId), ...sameClientProblems(entity, byId)])
      errors.push({ file: `${entity.id}.json`, ...found });
  }
  return errors;
}

/**
 * Validates one schema file: its shape against the meta-schema, then resolves its conventions and checks the
 * references between its parts (fields named by forms, columns, filters; related entities among
 * `knownEntities`), and its tenancy among the other schema `files` (a wrong or ambiguous `tenant`).
 *
 * @example validateEntityFile('clients.json', json, new Set(['clients'])) // { entity, errors: [] } when valid
 */
export function validateEntityFile(
  file: string,
  json: unknown,
  knownEntities: ReadonlySet<string>,
  files: EntityFiles = new Map(),
): { entity?: EntitySchema; errors: SchemaFileError[] } {
  const errors = shapeErrors(file, json);
  if (errors.length > 0) return { errors };
  const source = json as EntityFile; // the meta-schema has just accepted it
  const entity = resolveEntity(source, files);
  const found = [
    ...referenceErrors(file, source, entity, knownEntities),
    // Tenancy follows relations into other files: checked when they are given (generate gives them all).
    ...(files.size === 0 ? [] : tenancyProblems(source, new Map([...files, [source.id, source]]))).map(
      (problem) => ({ file, ...problem }),
    ),
  ];
  return found.length > 0 ? { errors: found } : { entity, errors: [] };
}
