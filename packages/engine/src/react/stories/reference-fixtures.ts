import type { EntityRecord } from '../../core/index.ts';
import { typeListFixtures } from './type-list-fixtures.ts';

type Reference = readonly [
  code: string,
  name: string,
  description: string | null,
  group: string,
  visible: boolean,
  load: boolean,
  unload: boolean,
];

/**
 * [code, name, description, group code, visible, load, unload] of the places the control tower's trips start and
 * end at: ports, distribution centres, mills, farms, a customer's dock, a weighing station and a border post.
 */
const REFERENCES: readonly Reference[] = [
  [
    'SSZ-T1',
    'Terminal Porto de Santos',
    'Terminal de grãos na margem direita do porto',
    'PORTO',
    true,
    false,
    true,
  ],
  ['PNG-T2', 'Terminal Paranaguá', 'Corredor de exportação de grãos', 'PORTO', true, false, true],
  ['RIG-TECON', 'Porto de Rio Grande', 'Terminal de contêineres', 'PORTO', true, true, true],
  ['CD-CAJ', 'CD Cajamar', 'Centro de distribuição às margens da Anhanguera', 'CD', true, true, true],
  ['CD-BET', 'CD Betim', 'Distribuição para Minas Gerais', 'CD', true, true, true],
  ['CD-SJP', 'CD São José dos Pinhais', null, 'CD', true, true, true],
  ['US-SERT', 'Usina Sertãozinho', 'Açúcar e etanol, recebimento de cana', 'USINA', true, true, false],
  ['US-PIRA', 'Usina Piracicaba', null, 'USINA', false, true, false],
  ['FZ-SORR', 'Fazenda Santa Luzia', 'Armazém de soja e milho em Sorriso (MT)', 'FAZENDA', true, true, false],
  ['FZ-RV', 'Armazém Rio Verde', 'Silos graneleiros do sudoeste goiano', 'FAZENDA', true, true, false],
  ['CLI-GRU', 'Atacadista Guarulhos', 'Doca 4, agendamento obrigatório', 'CLIENTE', true, false, true],
  ['BAL-ANH95', 'Balança Anhanguera km 95', null, 'BALANCA', false, false, false],
  [
    'ADU-URU',
    'Aduana Uruguaiana',
    'Ponte internacional para Paso de los Libres',
    'ADUANA',
    true,
    false,
    false,
  ],
  ['US-CUB', 'Polo industrial de Cubatão', 'Fertilizantes e siderurgia', 'USINA', true, true, true],
];

/**
 * References as the API returns them, newest last, each with its group's name (as the server joins it); the
 * eighth one (Usina Piracicaba) inactive.
 */
export function referenceFixtures(groups = typeListFixtures('reference-groups')): EntityRecord[] {
  return REFERENCES.map(([referenceCode, name, description, groupCode, visible, load, unload], index) => {
    const group = groups.find((candidate) => candidate['code'] === groupCode)!;
    return {
      id: index + 1,
      referenceCode,
      name,
      description,
      referenceGroupId: group.id,
      referenceGroupName: group['name'],
      isReferenceVisible: visible,
      isLoad: load,
      isUnload: unload,
      createdAt: new Date(Date.UTC(2025, 8, 2 + index * 3, 12 + (index % 6), 15)).toISOString(),
      isActive: index !== 7,
    };
  });
}
