/**
 * How a call failed: the server answered with an error `status`, it could not be reached ('network'),
 * it took longer than the request time-out ('timeout'), or the call was cancelled ('aborted': by the
 * caller's signal or by the page's own navigation) and nobody needs to be told.
 */
export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'aborted';

/** A failed call's request and answer, as a diagnosis shows them. */
export interface HttpExchange {
  method: string;
  url: string;
  sent?: unknown;
  responseBody: unknown;
  responseHeaders: Record<string, string>;
}

/** A failed call: the status (0 when no response arrived), the server's messages, if any, and its kind. */
export class HttpError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly kind: HttpErrorKind;
  /** The messages the server attributed to fields (`fieldErrors`), keyed by field name. */
  readonly fieldErrors: Record<string, string>;
  /** What was asked and answered, for a form that shows a failure's diagnosis (the references' save). */
  exchange?: HttpExchange;

  constructor(
    status: number,
    messages: string[],
    fallback: string,
    kind: HttpErrorKind = 'status',
    fieldErrors: Record<string, string> = {},
  ) {
    super(messages[0] ?? fallback);
    this.name = 'HttpError';
    this.status = status;
    this.messages = messages;
    this.kind = kind;
    this.fieldErrors = fieldErrors;
  }
}

/** A cancelled call (ours or a DOMException AbortError): callers drop it without telling the user. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof HttpError) return error.kind === 'aborted';
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
