export { validateEntityFile, formatSchemaError, crossEntityErrors } from './validate-entity-file.ts';
export type { SchemaFileError } from './validate-entity-file.ts';
