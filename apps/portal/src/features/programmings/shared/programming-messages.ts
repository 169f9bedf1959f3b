/**
 * The programmings' texts the schema's messages do not hold (spec 02 §8): the status actions, the selects'
 * failures and the location refresh; the confirmations are ours.
 */
export const PROGRAMMING_MESSAGES = {
  started: 'Programação iniciada com sucesso',
  completed: 'Programação concluída com sucesso',
  cancelled: 'Programação cancelada com sucesso',
  startFailed: 'Falha ao iniciar programação',
  completeFailed: 'Falha ao concluir programação',
  cancelFailed: 'Falha ao cancelar programação',
  platesFailed: 'Falha ao buscar placas de veículos',
  clientsFailed: 'Falha ao buscar clientes',
  justificationsFailed: 'Erro ao carregar justificativas',
  refreshFailed: 'Erro interno ao atualizar localizações das programações',
  refreshDone: (updated: number, processed: number) =>
    `Atualização concluída! ${updated} de ${processed} programações foram atualizadas.`,
  refreshNothing: (processed: number) =>
    `Nenhuma atualização necessária. ${processed} programações processadas.`,
  confirmStart: (id: number) => `Tem certeza que deseja iniciar a programação #${id}?`,
  confirmComplete: (id: number) => `Tem certeza que deseja concluir a programação #${id}?`,
} as const;

/** A failure toast with the server's reason after it, when the server gave one. */
export function withReason(message: string, reason: string | undefined): string {
  return reason ? `${message}. ${reason}` : message;
}
