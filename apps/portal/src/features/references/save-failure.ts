import { HttpError } from '../../http/http-error.ts';

/** What the diagnosis under the form shows of a failed save (spec 02 §8). */
export interface SaveDiagnosis {
  status: number;
  message: string;
  responseData?: unknown;
  headers?: Record<string, string>;
  url?: string;
  method?: string;
  sentData?: unknown;
}

/** The hint when the answer has neither a list of errors nor a title. */
export const GENERIC_SAVE_HINT = 'Erro ao processar a referência. Confira os dados e tente novamente.';

/** The diagnosis of a failed save, from the portal's HTTP error (or any other thrown value). */
export function diagnose(error: unknown, sent: unknown): SaveDiagnosis {
  if (error instanceof HttpError)
    return {
      status: error.status,
      message: error.message,
      responseData: error.exchange?.responseBody,
      headers: error.exchange?.responseHeaders,
      url: error.exchange?.url,
      method: error.exchange?.method,
      sentData: error.exchange?.sent ?? sent,
    };
  return { status: 0, message: error instanceof Error ? error.message : String(error), sentData: sent };
}

const titleOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'title' in body && typeof body.title === 'string'
    ? body.title
    : undefined;

/**
 * The toasts of a failed save (spec 02 §8): each error of the answer's list, else 'Erro: {title}', else the
 * generic hint. A call that got no answer was already told by the HTTP client: nothing more.
 */
export function saveFailureToasts(error: unknown): string[] {
  if (error instanceof HttpError && error.kind !== 'status') return [];
  const errors = error instanceof HttpError ? error.messages : [];
  if (errors.length > 0) return errors;
  const title = error instanceof HttpError ? titleOf(error.exchange?.responseBody) : undefined;
  return [title ? `Erro: ${title}` : GENERIC_SAVE_HINT];
}
