/**
 * Spec 01 §8: what the user is told for each response status. Beyond the spec: 429 (the API rate-limits
 * identity calls; a locked-out user must be told, not only the console) and the request time-out, which no
 * longer ends the session (a slow server is not an expired session).
 */
export const STATUS_MESSAGES = {
  badRequestDefault: '[400] Verifique os dados informados',
  notFound: 'Não encontrado.',
  unsupported: 'Recurso usado de maneira incorreta.',
  unprocessable: 'Algum campo foi preenchido incorretamente ou está vazio, tente novamente',
  serverError: 'Ops, algo deu errado! Tente novamente mais tarde.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  sessionEnded: 'Sessão expirada, favor fazer login novamente.',
  sessionExpiredBeforeRequest: 'Sua sessão expirou, faça login para continuar',
  other: 'Erro no serviço, tente novamente mais tarde.',
  offline: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
} as const;

export type StatusOutcome =
  | { kind: 'warn'; message: string }
  | { kind: 'endSession'; message: string }
  | { kind: 'log'; message: string };

/** The outcome of a failed response: a warning toast, the end of the session, or only a console line. */
export function statusOutcome(status: number, errors: string[]): StatusOutcome {
  switch (status) {
    case 400:
      return { kind: 'warn', message: errors[0] ?? STATUS_MESSAGES.badRequestDefault };
    case 401:
    case 403:
      return { kind: 'endSession', message: STATUS_MESSAGES.sessionEnded };
    case 404:
      return { kind: 'warn', message: STATUS_MESSAGES.notFound };
    case 415:
      return { kind: 'warn', message: STATUS_MESSAGES.unsupported };
    case 422:
      return { kind: 'warn', message: STATUS_MESSAGES.unprocessable };
    case 429:
      return { kind: 'warn', message: errors[0] ?? STATUS_MESSAGES.tooManyRequests };
    case 500:
      return { kind: 'warn', message: STATUS_MESSAGES.serverError };
    default:
      return { kind: 'log', message: STATUS_MESSAGES.other };
  }
}
