import { HttpError } from '../../http/http-error.ts';

/** The messages the server attributed to fields of a refused save, keyed by field name. */
export function errorFieldMessages(error: unknown): Record<string, string> {
  return error instanceof HttpError ? error.fieldErrors : {};
}
