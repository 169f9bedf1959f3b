/** The map area's pt-BR texts; loading and failure are spec 02 §8's. Exported so tests assert the same text. */
export const MAP_MESSAGES = {
  loading: 'Carregando mapa...',
  failed: 'Erro ao carregar mapa!',
  noKey: 'O mapa precisa de uma chave do Google Maps, que não está configurada neste portal.',
  /** Said under the error and the missing key on the geofence tab, which stays usable without a map. */
  pointsStillWork: 'A lista de pontos abaixo continua funcionando.',
  searchLabel: 'Buscar endereço',
  searchButton: 'Buscar',
  addressNotFound: 'Endereço não encontrado.',
  searchFailed: 'Não foi possível buscar o endereço. Tente de novo.',
  fitFence: 'Enquadrar cerca',
  editHint:
    'Arraste os vértices para ajustar a cerca; clique com o botão direito num vértice para removê-lo.',
  drawHint: 'Clique no mapa para marcar os cantos da cerca.',
} as const;
