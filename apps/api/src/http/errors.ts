/**
 * Every error the API answers, with its HTTP status and default pt-BR message (the shape of Fastify's own
 * error table). Handlers throw `apiError(code)`; the error handler turns it into the envelope.
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: { status: 401, message: 'Sessão expirada, favor fazer login novamente.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para esta ação.' },
  NOT_FOUND: { status: 404, message: 'Não encontrado.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Rota não encontrada.' },
  VALIDATION: { status: 400, message: 'Verifique os dados informados.' },
  CONFLICT: { status: 400, message: 'Já existe um registro com estes dados.' },
  STATE_CONFLICT: { status: 409, message: 'A situação atual do registro não permite esta ação.' },
  REFERENCED: { status: 400, message: 'Não é possível excluir: existem registros vinculados.' },
  ACCOUNT_PROTECTED: { status: 400, message: 'Esta conta não pode ser excluída nem desativada.' },
  INVALID_CREDENTIALS: { status: 400, message: 'E-mail ou senha inválidos.' },
  INVALID_RESET_TOKEN: { status: 400, message: 'Link de redefinição inválido ou expirado.' },
  INVALID_JSON: { status: 400, message: 'O corpo da requisição não é um JSON válido.' },
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  INVALID_CHARACTERS: { status: 400, message: 'A requisição contém caracteres inválidos.' },
  INVALID_PAGE: { status: 400, message: 'Página inválida: informe um número inteiro de 1 a 1000000.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'O corpo da requisição é grande demais.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Muitas tentativas sem sucesso. Aguarde e tente novamente.' },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.',
  },
  UNSUPPORTED_MEDIA: { status: 415, message: 'Tipo de conteúdo não suportado: envie application/json.' },
  INTERNAL: { status: 500, message: 'Ops, algo deu errado! Tente novamente mais tarde.' },
  UNAVAILABLE: {
    status: 503,
    message: 'O sistema está temporariamente indisponível. Tente novamente em alguns segundos.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The message of each refused field, keyed by the payload's field name: `{ cnpj: "CNPJ inválido: ..." }`. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * An error the client should see: a code of the table, one or more pt-BR messages, and, when the refusal is
 * about payload fields, the message of each field (sent as `fieldErrors`).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  /** Sent as `Retry-After` (429 and 503 answers). */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly messages: readonly string[] = [ERROR_CODES[code].message],
    readonly fieldErrors: FieldErrors | undefined = undefined,
  ) {
    super(messages.join(' '));
    this.name = 'ApiError';
    this.statusCode = ERROR_CODES[code].status;
  }
}

/**
 * Builds the error to throw from a handler.
 *
 * @example throw apiError('VALIDATION', ['O campo Nome Fantasia é obrigatório.'])
 */
export function apiError(code: ErrorCode, messages?: readonly string[]): ApiError {
  return new ApiError(code, messages && messages.length > 0 ? messages : undefined);
}

/**
 * A refusal of payload fields: every message in `errors` (the spec's toast shows the first), and the
 * first message of each field in `fieldErrors`, so a form can show it under its input.
 *
 * @example throw fieldError('CONFLICT', { cnpj: 'Já existe um cliente com este CNPJ.' })
 */
export function fieldError(
  code: ErrorCode,
  byField: Readonly<Record<string, string | readonly string[]>>,
): ApiError {
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(byField)) {
    const list = typeof value === 'string' ? [value] : value;
    if (list[0] === undefined) continue;
    fields[field] = list[0];
    messages.push(...list);
  }
  return new ApiError(code, messages.length > 0 ? [...new Set(messages)] : undefined, fields);
}

/**
 * A 429 that says how long to wait.
 *
 * @example throw tooManyAttempts('Muitas tentativas de login sem sucesso. Aguarde 1 minuto e tente novamente.', 60_000)
 */
export function tooManyAttempts(message: string, retryAfterMs: number): ApiError {
  const error = apiError('TOO_MANY_ATTEMPTS', [message]);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/**
 * A 503 for a server that has more of some work than it can take right now, with `Retry-After`.
 *
 * @example throw overloaded('Muitos lotes de leituras em processamento: aguarde 1 segundo e envie de novo.', 1)
 */
export function overloaded(message: string, retryAfterSeconds: number): ApiError {
  const error = apiError('UNAVAILABLE', [message]);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

/** Fastify's own error codes, mapped to ours so they leave in the envelope and in pt-BR. */
export const FASTIFY_ERROR_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
};
