/** A failed call: the status (0 for a network failure) and the server's messages, if any. */
export class HttpError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[], fallback: string) {
    super(messages[0] ?? fallback);
    this.name = 'HttpError';
    this.status = status;
    this.messages = messages;
  }
}
