import type { EntityRecord } from '../../core/index.ts';
import { clientFixtures } from './client-fixtures.ts';

/**
 * [unit name, description] of each of the first active clients, in client order: names differ by client. Filial
 * Cachoeiro was created without a description (optional on create, required on edit).
 */
const UNITS_BY_CLIENT = [
  [
    ['Matriz Porto Alegre', 'Sede administrativa e pátio principal'],
    ['Filial Caxias do Sul', 'Atendimento à serra gaúcha'],
    ['Filial Pelotas', 'Cargas para o porto de Rio Grande'],
  ],
  [
    ['Matriz Cascavel', 'Recebimento e escoamento de safra no oeste do Paraná'],
    ['Filial Toledo', 'Armazéns e secadores de grãos'],
  ],
  [
    ['Base Campo Grande', 'Operações no Mato Grosso do Sul'],
    ['Base Corumbá', 'Transporte de minério e travessia para a Bolívia'],
    ['Base Dourados', 'Atendimento às usinas da região'],
  ],
  [
    ['Matriz Uruguaiana', 'Fronteira e aduana com a Argentina'],
    ['Filial Foz do Iguaçu', 'Cargas para o Paraguai'],
  ],
  [
    ['CD Serra', 'Centro de distribuição da Grande Vitória'],
    ['CD Linhares', 'Distribuição no norte capixaba'],
    ['Filial Cachoeiro', null],
  ],
  [['Matriz Araçatuba', 'Transporte de gado para frigoríficos']],
  [
    ['Terminal Itajaí', 'Contêineres do porto de Itajaí'],
    ['Terminal Navegantes', 'Armazém alfandegado'],
  ],
  [['Sede Rio Verde', 'Fazendas e armazéns do sudoeste goiano']],
] as const;

/**
 * pt-BR business units as the API returns them, with their client's name computed (as the server does):
 * several per client among the first eight active clients, newest last, one inactive, one without a description.
 */
export function businessUnitFixtures(clients = clientFixtures()): EntityRecord[] {
  const owners = clients.filter((client) => client['isActive'] !== false);
  const units = UNITS_BY_CLIENT.flatMap((unitsOfClient, c) =>
    unitsOfClient.map(([name, description]) => ({ name, description, client: owners[c]! })),
  );
  return units.map(({ name, description, client }, index) => ({
    id: index + 1,
    name,
    description,
    clientId: client.id,
    clientName: client['nomeFantasia'],
    createdAt: new Date(Date.UTC(2025, 6, 1 + index * 4, 11 + (index % 7), 40)).toISOString(),
    isActive: index !== 9,
  }));
}
