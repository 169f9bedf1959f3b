import type { EntitySchema } from '../core/types.ts';
import type { SchemaFileError } from './schema-file-error.ts';

/**
 * The checks of `storage.counts`: `time` is a stored date-time field, `by` are stored fields (a relation's
 * computed nameField or a write-only field has no column to count), and the entity has a table of its own.
 */
export function countsErrors(file: string, entity: EntitySchema): SchemaFileError[] {
  const counts = entity.storage.counts;
  if (!counts) return [];
  const errors: SchemaFileError[] = [];
  const problem = (path: string, message: string) => errors.push({ file, path, message });
  const base = '/storage/counts';
  if (entity.storage.accounts) problem(base, 'accounts live in the identity users table: no counts');
  const computed = new Set(Object.values(entity.fields).flatMap((field) => field.relation?.nameField ?? []));
  const stored = (path: string, name: string) => {
    const field = entity.fields[name];
    if (!field) problem(path, `unknown field "${name}" (fields: ${Object.keys(entity.fields).join(', ')})`);
    else if (computed.has(name) || field.writeOnly)
      problem(path, `"${name}" is not stored (a relation's nameField or writeOnly): nothing to count`);
    return field;
  };
  const time = stored(`${base}/time`, counts.time);
  if (time && time.format !== 'date-time') problem(`${base}/time`, 'the time field needs format "date-time"');
  counts.by.forEach((name, i) => {
    stored(`${base}/by/${i}`, name);
    if (name === counts.time) problem(`${base}/by/${i}`, `"${name}" is the time field, counted already`);
  });
  return errors;
}
