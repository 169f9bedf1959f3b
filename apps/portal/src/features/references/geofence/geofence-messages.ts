/** The points editor's pt-BR texts, exported so tests (and the references screen's) assert the same words. */
export const GEOFENCE_MESSAGES = {
  tableLabel: 'Pontos da cerca eletrônica',
  empty: 'Nenhum ponto definido. Desenhe no mapa ou adicione os pontos.',
  add: 'Adicionar ponto',
  paste: 'Colar lista de pontos',
  replace: 'Substituir pontos',
  cancel: 'Cancelar',
  pasteLabel: 'Lista de pontos',
  pasteHint:
    'Um ponto por linha, com a latitude e a longitude separadas por vírgula, ponto e vírgula, tabulação ou espaço ' +
    '(ex.: -23.9511, -46.3325). Também aceita uma lista JSON.',
  pasteReplaces: (count: number) =>
    count === 1 ? 'O ponto atual será substituído.' : `Os ${count} pontos atuais serão substituídos.`,
  latitude: (point: number) => `Latitude do ponto ${point}`,
  longitude: (point: number) => `Longitude do ponto ${point}`,
  moveUp: (point: number) => `Subir ponto ${point}`,
  moveDown: (point: number) => `Descer ponto ${point}`,
  remove: (point: number) => `Remover ponto ${point}`,
} as const;
