import { Ajv } from 'ajv';
import metaSchema from '@frota/schemas/entity.schema.json' with { type: 'json' };
import type { EntitySchema } from '../core/types.ts';

export interface SchemaFileError {
  file: string;
  /** JSON pointer of the mistake inside the file: /list/columns/2/field */
  path: string;
  message: string;
}

export function formatSchemaError(error: SchemaFileError): string {
  return `${error.file}: ${error.path || '/'}: ${error.message}`;
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateShape = ajv.compile<EntitySchema>(metaSchema);

function shapeErrors(file: string, json: unknown): SchemaFileError[] {
  if (validateShape(json)) return [];
  return (validateShape.errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? ` ("${String((error.params as { additionalProperty: string }).additionalProperty)}")`
        : error.keyword === 'enum'
          ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})`
          : '';
    return { file, path: error.instancePath, message: `${error.message ?? 'invalid'}${extra}` };
  });
}

function referenceErrors(
  file: string,
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
  if (file !== `${entity.id}.json`) {
    errors.push({ file, path: '/id', message: `id "${entity.id}" must match the file name` });
  }
  check('/displayField', entity.displayField);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.relation && !knownEntities.has(field.relation.entity)) {
      errors.push({
        file,
        path: `/fields/${name}/relation/entity`,
        message: `no schema file "${field.relation.entity}.json"`,
      });
    }
    check(`/fields/${name}/relation/nameField`, field.relation?.nameField);
    check(`/fields/${name}/relation/dependsOn`, field.relation?.dependsOn);
  }
  for (const variant of ['create', 'edit'] as const) {
    const form = entity.forms?.[variant];
    if (!form) continue;
    const base = `/forms/${variant}`;
    form.fields.forEach((name, i) => {
      check(`${base}/fields/${i}`, name);
      if (entity.fields[name]?.readOnly) {
        errors.push({
          file,
          path: `${base}/fields/${i}`,
          message: `"${name}" is readOnly and cannot be in a form`,
        });
      }
    });
    form.required.forEach((name, i) => {
      if (!form.fields.includes(name)) {
        errors.push({
          file,
          path: `${base}/required/${i}`,
          message: `"${name}" is required but not among the form's fields`,
        });
      }
    });
    for (const name of Object.keys(form.ui ?? {})) check(`${base}/ui/${name}`, name);
    for (const [name, other] of Object.entries(form.sameAs ?? {})) {
      check(`${base}/sameAs/${name}`, name);
      check(`${base}/sameAs/${name}`, other);
    }
    for (const [name, ui] of Object.entries(form.ui ?? {})) {
      if (ui.widget === 'masked' && !ui.mask) {
        errors.push({
          file,
          path: `${base}/ui/${name}/mask`,
          message: 'a masked widget needs a mask (cpf, cnpj, phone, plate)',
        });
      }
    }
  }
  entity.list?.columns.forEach((column, i) => check(`/list/columns/${i}/field`, column.field));
  entity.list?.filters?.forEach((filter, i) => check(`/list/filters/${i}/field`, filter.field));
  if (entity.list?.defaultSort) check('/list/defaultSort/field', entity.list.defaultSort.field);
  entity.list?.rowActions?.forEach((action, i) => {
    if (action.kind === 'link' && (!action.to || !action.label)) {
      errors.push({ file, path: `/list/rowActions/${i}`, message: 'a link action needs "to" and "label"' });
    }
    if (action.kind === 'edit' && !entity.routes.edit && entity.forms?.mode !== 'modal') {
      errors.push({
        file,
        path: `/list/rowActions/${i}`,
        message: 'an edit action needs /routes/edit or forms.mode "modal"',
      });
    }
    if (action.kind === 'toggle' && !(entity.api.actions.activate && entity.api.actions.inactivate)) {
      errors.push({
        file,
        path: `/list/rowActions/${i}`,
        message: 'a toggle action needs /api/actions/activate and inactivate',
      });
    }
  });
  entity.storage.unique?.forEach((name, i) => check(`/storage/unique/${i}`, name));
  entity.storage.indexes?.forEach((name, i) => check(`/storage/indexes/${i}`, name));
  for (const name of Object.keys(entity.storage.columns ?? {})) check(`/storage/columns/${name}`, name);
  return errors;
}

/**
 * Validates one schema file: its shape against the meta-schema, then the references between its parts
 * (fields named by forms, columns, filters; related entities among `knownEntities`).
 *
 * @example validateEntityFile('clients.json', json, new Set(['clients'])) // [] when valid
 */
export function validateEntityFile(
  file: string,
  json: unknown,
  knownEntities: ReadonlySet<string>,
): { entity?: EntitySchema; errors: SchemaFileError[] } {
  const errors = shapeErrors(file, json);
  if (errors.length > 0) return { errors };
  const entity = json as EntitySchema; // the meta-schema has just accepted it
  const refErrors = referenceErrors(file, entity, knownEntities);
  return refErrors.length > 0 ? { errors: refErrors } : { entity, errors: [] };
}
