import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { EntityFile, EntitySchema } from '../core/types.ts';
import { formatSchemaError } from './schema-file-error.ts';
import { validateEntityFile } from './validate-entity-file.ts';

/** The repository's schemas/, found up from the working directory (a test runs in its package's). */
function schemasDir(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'schemas', 'entity.schema.json'))) return join(dir, 'schemas');
    if (dirname(dir) === dir) throw new Error(`No schemas/ above ${process.cwd()}.`);
  }
}

/**
 * For tests: the entity as the generator would resolve it after `edit` changed its schema file in
 * `schemas/` (a column removed, a field no longer required), validated like any file. Shows that an edit of
 * the file alone changes the screens and the API that read the entity.
 *
 * @example editedEntity('programmings', (file) => { file.forms!.create!.required = ['clientId'] })
 */
export function editedEntity(id: string, edit: (file: EntityFile) => void): EntitySchema {
  const dir = schemasDir();
  const names = readdirSync(dir).filter(
    (name) => name.endsWith('.json') && name !== 'entity.schema.json' && name !== 'package.json',
  );
  const files = new Map<string, EntityFile>(
    names.map((name) => {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as EntityFile;
      return [file.id, file];
    }),
  );
  const file = files.get(id);
  if (!file) throw new Error(`No schema "${id}.json" in ${dir}.`);
  edit(file);
  const { entity, errors } = validateEntityFile(`${id}.json`, file, new Set(files.keys()), files);
  if (!entity) throw new Error(errors.map(formatSchemaError).join('\n'));
  return entity;
}
