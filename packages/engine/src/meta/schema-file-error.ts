/** A mistake in a schema file, where it is and what is wrong. */
export interface SchemaFileError {
  file: string;
  /** JSON pointer of the mistake inside the file: /list/columns/2/field */
  path: string;
  message: string;
}

export function formatSchemaError(error: SchemaFileError): string {
  return `${error.file}: ${error.path || '/'}: ${error.message}`;
}
