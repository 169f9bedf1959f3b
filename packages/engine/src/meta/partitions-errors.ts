import type { EntitySchema } from '../core/types.ts';
import type { SchemaFileError } from './schema-file-error.ts';

/**
 * The checks of `storage.partitions`: `by` is a stored date-time field, every unique entry includes it
 * (PostgreSQL keeps a partitioned table's unique indexes per partition, so each must hold the partition key),
 * and the entity has a table of its own.
 */
export function partitionsErrors(file: string, entity: EntitySchema): SchemaFileError[] {
  const partitions = entity.storage.partitions;
  if (!partitions) return [];
  const errors: SchemaFileError[] = [];
  const problem = (path: string, message: string) => errors.push({ file, path, message });
  const base = '/storage/partitions';
  if (entity.storage.accounts) problem(base, 'accounts live in the identity users table: no partitions');
  const field = entity.fields[partitions.by];
  const computed = Object.values(entity.fields).some((f) => f.relation?.nameField === partitions.by);
  if (!field)
    problem(
      `${base}/by`,
      `unknown field "${partitions.by}" (fields: ${Object.keys(entity.fields).join(', ')})`,
    );
  else if (computed || field.writeOnly)
    problem(`${base}/by`, `"${partitions.by}" is not stored (a relation's nameField or writeOnly)`);
  else if (field.format !== 'date-time')
    problem(`${base}/by`, 'the partition field needs format "date-time"');
  entity.storage.unique.forEach((name) =>
    problem(
      '/storage/unique',
      `"${name}" alone cannot be unique in a table partitioned by "${partitions.by}": list it with "${partitions.by}"`,
    ),
  );
  entity.storage.uniqueTogether.forEach((names) => {
    if (!names.includes(partitions.by))
      problem(
        '/storage/unique',
        `[${names.join(', ')}] must include "${partitions.by}", the field the table is partitioned by`,
      );
  });
  return errors;
}
