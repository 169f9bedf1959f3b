/**
 * The server's messages carried by an error thrown from the data provider. The portal's HTTP client throws
 * errors with a `messages: string[]` property (the body's `errors`); anything else gives none.
 */
export function errorMessages(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'messages' in error) {
    const { messages } = error as { messages: unknown };
    if (Array.isArray(messages)) return messages.filter((m): m is string => typeof m === 'string');
  }
  return [];
}
