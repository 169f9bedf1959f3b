import type { EntityRecord } from '../../core/index.ts';
import { clientFixtures } from './client-fixtures.ts';
import { typeListFixtures } from './type-list-fixtures.ts';

const PREFIXES = ['IXR', 'QOA', 'RTM', 'BRA', 'MTD', 'PLG', 'ODS', 'HGF', 'FTR', 'GZX', 'AUV', 'JKP'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A plate in its stored form, without the hyphen: Mercosul (ABC1D23) and, every third one, the old pattern
 * (ABC1234).
 */
export function plateFixture(n: number): string {
  const prefix = PREFIXES[n % PREFIXES.length]!;
  const digit = (i: number) => String((n * 7 + i * 3) % 10);
  return n % 3 === 2
    ? `${prefix}${digit(0)}${digit(1)}${digit(2)}${digit(3)}`
    : `${prefix}${digit(0)}${LETTERS[(n * 5) % 26]}${digit(2)}${digit(3)}`;
}

/**
 * pt-BR vehicle plates as the API returns them: of the first nine active clients, with the names of the
 * client, vehicle type and fleet type computed (as the server does), newest last, one in twelve inactive.
 */
export function vehiclePlateFixtures(
  count = 30,
  clients = clientFixtures(),
  vehicleTypes = typeListFixtures('vehicle-types'),
  fleetTypes = typeListFixtures('fleet-types'),
): EntityRecord[] {
  const owners = clients.filter((client) => client['isActive'] !== false).slice(0, 9);
  return Array.from({ length: count }, (_, index) => {
    const client = owners[index % owners.length]!;
    const type = vehicleTypes[index % 8]!;
    const fleetType = fleetTypes[index % 4]!;
    return {
      id: index + 1,
      plate: plateFixture(index),
      tag: `FR-${1001 + index}`,
      description: index % 4 === 0 ? 'Rastreador instalado em 2025' : null,
      clientId: client.id,
      clientName: client['nomeFantasia'],
      typeId: type.id,
      typeName: type['name'],
      fleetTypeId: fleetType.id,
      fleetTypeName: fleetType['name'],
      createdAt: new Date(Date.UTC(2025, 10, 3 + index * 2, 9 + (index % 9), 20)).toISOString(),
      isActive: index % 12 !== 11,
    };
  });
}
