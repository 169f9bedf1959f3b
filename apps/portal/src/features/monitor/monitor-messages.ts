/** The monitor's pt-BR texts (the spec gives none but the map's; these are ours). Tests assert the same text. */
export const MONITOR_MESSAGES = {
  title: 'Monitor',
  subtitle: 'Programações por etapa, a lista e a posição de cada veículo, atualizadas a cada 30 segundos.',
  listLabel: 'Programações do monitor',
  showOnMap: 'Mostrar no mapa',
  noPosition: 'Este veículo ainda não tem posição conhecida.',
  updatedAt: (time: string) => `Atualizado às ${time}`,
  loading: 'Carregando o monitor...',
  failedFirst: 'Não foi possível carregar o monitor. Tentando novamente...',
  failedKeeping: (time: string) =>
    `Não foi possível atualizar. Mostrando os dados das ${time}; tentando novamente.`,
  truncated: (count: string) =>
    `O mapa mostra as ${count} posições mais recentes; filtre para ver as demais.`,
} as const;
