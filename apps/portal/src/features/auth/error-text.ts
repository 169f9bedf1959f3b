import { HttpError } from '../../http/http-error.ts';

/** The server's first message for a failed call, else the screen's own fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.messages[0] ? error.messages[0] : fallback;
}
