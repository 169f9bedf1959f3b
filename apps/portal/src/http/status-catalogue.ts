/** Spec 01 §8: what the user is told for each response status. */
export const STATUS_MESSAGES = {
  badRequestDefault: '[400] Verifique os dados informados',
  notFound: 'Não encontrado.',
  unsupported: 'Recurso usado de maneira incorreta.',
  unprocessable: 'Algum campo foi preenchido incorretamente ou está vazio, tente novamente',
  serverError: 'Ops, algo deu errado! Tente novamente mais tarde.',
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
    case 500:
      return { kind: 'warn', message: STATUS_MESSAGES.serverError };
    default:
      return { kind: 'log', message: STATUS_MESSAGES.other };
  }
}
