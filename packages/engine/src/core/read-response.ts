type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Reads `data` of our envelope (or the body itself when the server sends no envelope). */
export function readData<T>(body: unknown): T {
  if (isObject(body) && 'data' in body) return body['data'] as T;
  return body as T;
}

/** The messages of an error body `{ errors: [...] }`, or an empty list. */
export function readErrors(body: unknown): string[] {
  if (!isObject(body)) return [];
  const errors = body['errors'];
  if (Array.isArray(errors)) return errors.filter((e): e is string => typeof e === 'string');
  if (isObject(errors))
    return Object.values(errors)
      .flat()
      .filter((e): e is string => typeof e === 'string');
  return [];
}

/**
 * The messages an error body attributes to fields, `{ fieldErrors: { cnpj: "..." } }` on our API, or the
 * original back end's `{ errors: { Cnpj: ["..."] } }` (first message, field name with a lower-case initial).
 */
export function readFieldErrors(body: unknown): Record<string, string> {
  if (!isObject(body)) return {};
  const source = isObject(body['fieldErrors'])
    ? body['fieldErrors']
    : isObject(body['errors'])
      ? body['errors']
      : {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(source)) {
    const message = Array.isArray(value) ? value.find((m) => typeof m === 'string') : value;
    if (typeof message === 'string') result[field.replace(/^./, (c) => c.toLowerCase())] = message;
  }
  return result;
}
