export { validateEntityFile, crossEntityErrors } from './validate-entity-file.ts';
export { formatSchemaError, type SchemaFileError } from './schema-file-error.ts';
