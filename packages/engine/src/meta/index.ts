export { validateEntityFile, crossEntityErrors } from './validate-entity-file.ts';
export { formatSchemaError, type SchemaFileError } from './schema-file-error.ts';
export { editedEntity } from './edited-entity.ts';
