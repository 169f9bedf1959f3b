/** The rewards screens' texts (spec 02 §3, §5, §6), exact. */
export const REWARDS_MESSAGES = {
  dashboardTitle: 'Dashboard do Cliente',
  reportTitle: 'Relatório geral de premiação',
  fillFilters: 'Preencha os filtros para continuar.',
  empty: 'Nenhum dado encontrado para o cliente/período selecionado.',
  excelFileName: 'relatorio-excel.xlsx',
  // Beyond the spec's texts: labels and states the screens need.
  client: 'Cliente',
  month: 'Mês',
  year: 'Ano',
  intervalStart: 'Início do intervalo',
  intervalEnd: 'Fim do intervalo',
  inertia: 'Inércia',
  motorLoad: 'Carga no Motor',
  topByInertia: 'Top motoristas por Inércia',
  topByMotorLoad: 'Top motoristas por Carga no Motor',
  noEligible: 'Nenhum motorista elegível no mês.',
  loadFailed: 'Não foi possível carregar os dados. Tente novamente.',
  clientsFailed: 'Não foi possível carregar os clientes.',
  notEligible: 'Não elegível',
  notEligibleHint: 'Rodou menos que a distância mínima do programa no período: sem premiação.',
  noOperation: 'Sem operação',
  noOperationHint: 'Motorista sem operação vinculada no cliente: sem faixas de premiação.',
  intervalOrder: 'O início do intervalo deve ser anterior ou igual ao fim.',
  exportExcel: 'Exportar Excel',
} as const;

export { MONTH_NAMES } from '@frota/domain';

/** The years the Year filter offers: this year and the five before, newest first. */
export function yearOptions(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 6 }, (_, index) => current - index);
}
