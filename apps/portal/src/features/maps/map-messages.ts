/** One formatter for every count: a `toLocaleString` per cluster builds a new one each time (~10 µs each). */
export const COUNT = new Intl.NumberFormat('pt-BR');

/** The map area's pt-BR texts; loading and failure are spec 02 §8's. Exported so tests assert the same text. */
export const MAP_MESSAGES = {
  loading: 'Carregando mapa...',
  failed: 'Erro ao carregar mapa!',
  noKey: 'O mapa precisa de uma chave do Google Maps, que não está configurada neste portal.',
  /** Said under the error and the missing key on the geofence tab, which stays usable without a map. */
  pointsStillWork: 'A lista de pontos abaixo continua funcionando.',
  /** Said under the error and the missing key on the monitor, whose counter cards and list work without a map. */
  monitorStillWorks: 'Os cartões e a lista continuam funcionando.',
  searchLabel: 'Buscar endereço',
  searchButton: 'Buscar',
  addressNotFound: 'Endereço não encontrado.',
  searchFailed: 'Não foi possível buscar o endereço. Tente de novo.',
  fitFence: 'Enquadrar cerca',
  editHint:
    'Arraste os vértices para ajustar a cerca; clique com o botão direito num vértice para removê-lo.',
  drawHint: 'Clique no mapa para marcar os cantos da cerca.',
  /** A cluster's tooltip and accessible name on the tracking map. */
  clusterTitle: (count: number) => `${COUNT.format(count)} ${count === 1 ? 'veículo' : 'veículos'}`,
  /** The tracking popup's terms (spec 02 §2: plates, status, origin, destination, address, last update). */
  popup: {
    plates: 'Placas',
    status: 'Status',
    origin: 'Origem',
    destination: 'Destino',
    address: 'Endereço',
    updatedAt: 'Última atualização',
  },
} as const;
