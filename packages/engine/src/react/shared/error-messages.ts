/**
 * The server's messages carried by an error thrown from the data provider. The portal's HTTP client throws
 * errors with `messages: string[]` (the body's `errors`) and `fieldErrors` (the messages the server attributes
 * to fields); anything else gives none.
 */
export function errorMessages(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'messages' in error) {
    const { messages } = error as { messages: unknown };
    if (Array.isArray(messages)) return messages.filter((m): m is string => typeof m === 'string');
  }
  return [];
}

/** The messages of an error that the server attributed to fields, keyed by field name. */
export function errorFieldMessages(error: unknown): Record<string, string> {
  if (typeof error === 'object' && error !== null && 'fieldErrors' in error) {
    const { fieldErrors } = error as { fieldErrors: unknown };
    if (typeof fieldErrors === 'object' && fieldErrors !== null)
      return Object.fromEntries(
        Object.entries(fieldErrors).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
  }
  return {};
}
