import type { EntityRecord } from '../../core/index.ts';

/** [code, name] of the control tower's type and group lists, by entity id. */
const TYPE_LISTS = {
  'vehicle-types': [
    ['CAV-MEC', 'Cavalo mecânico'],
    ['TRUCK', 'Caminhão truck'],
    ['TOCO', 'Caminhão toco'],
    ['BITRUCK', 'Caminhão bitruck'],
    ['CARRETA', 'Carreta'],
    ['BITREM', 'Bitrem'],
    ['RODOTREM', 'Rodotrem'],
    ['VUC', 'Veículo urbano de carga (VUC)'],
    ['3-4', 'Caminhão 3/4'],
    ['PRANCHA', 'Carreta prancha'],
    ['CEGONHA', 'Cegonha'],
    ['FURGAO', 'Furgão'],
  ],
  'fleet-types': [
    ['PROPRIA', 'Frota própria'],
    ['AGREGADA', 'Frota agregada'],
    ['TERCEIROS', 'Terceiros'],
    ['DEDICADA', 'Frota dedicada'],
    ['LOCADA', 'Frota locada'],
    ['SPOT', 'Contratação spot'],
  ],
  'operation-types': [
    ['DIST-URB', 'Distribuição urbana'],
    ['TRANSF', 'Transferência entre unidades'],
    ['COLETA', 'Coleta'],
    ['GRAOS', 'Escoamento de grãos'],
    ['EXPORT', 'Exportação (porto)'],
    ['FRIG', 'Carga frigorificada'],
    ['GRANEL-LIQ', 'Granel líquido'],
    ['MUDANCA', 'Mudanças'],
  ],
  'reference-groups': [
    ['CD', 'Centros de distribuição'],
    ['PORTO', 'Portos e terminais'],
    ['USINA', 'Usinas e indústrias'],
    ['FAZENDA', 'Fazendas e armazéns'],
    ['POSTO', 'Postos de apoio'],
    ['CLIENTE', 'Pontos de clientes'],
    ['BALANCA', 'Balanças rodoviárias'],
    ['ADUANA', 'Aduanas e fronteiras'],
  ],
} as const;

export type TypeListId = keyof typeof TYPE_LISTS;

/** A type list's rows as the API returns them (code and name, the fifth one inactive). */
export function typeListFixtures(list: TypeListId): EntityRecord[] {
  return TYPE_LISTS[list].map(([code, name], index) => ({
    id: index + 1,
    code,
    name,
    isActive: index !== 4,
  }));
}
