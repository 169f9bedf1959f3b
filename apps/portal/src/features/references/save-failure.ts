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

/** The statuses whose messages the HTTP client leaves to the form (`showsValidation`). */
const LEFT_TO_THE_FORM = new Set([400, 422]);

/**
 * The toasts of a failed save (spec 02 §8): each error of the answer's list, else 'Erro: {title}', else the
 * generic hint. The HTTP client already toasted a call with no answer and any status but a refusal of the data
 * (400, 422) with its own message: then only a title, which it does not read, is added.
 */
export function saveFailureToasts(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [GENERIC_SAVE_HINT];
  if (error.kind !== 'status') return [];
  const title = titleOf(error.exchange?.responseBody);
  if (!LEFT_TO_THE_FORM.has(error.status)) return title ? [`Erro: ${title}`] : [];
  if (error.messages.length > 0) return error.messages;
  return [title ? `Erro: ${title}` : GENERIC_SAVE_HINT];
}
