import type { EntityRecord } from '../../core/index.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';
import { clientFixtures } from './client-fixtures.ts';
import { fleetFixtures } from './fleet-fixtures.ts';
import { cpfOf } from './person-fixtures.ts';
import { vehiclePlateFixtures } from './vehicle-plate-fixtures.ts';

/** [first name, last name] of truck drivers. */
const DRIVERS = [
  ['Antônio', 'Pereira da Silva'],
  ['José Carlos', 'Moura'],
  ['Sebastião', 'Ribeiro Lima'],
  ['Francisco', 'das Chagas Sousa'],
  ['Valdir', 'Schneider'],
  ['Edson', 'Barbosa'],
  ['Cláudio', 'Rodrigues Nunes'],
  ['Maria Aparecida', 'Santos'],
  ['Raimundo', 'Nonato Costa'],
  ['Gilberto', 'Fagundes'],
  ['Ademir', 'Koch'],
  ['Luiz Fernando', 'Tavares'],
  ['Joselito', 'Bezerra'],
  ['Rosângela', 'Vieira'],
  ['Marcelo', 'Brandão'],
  ['Paulo Roberto', 'Menezes'],
  ['Everaldo', 'Gonçalves'],
  ['Cícero', 'Araújo Neto'],
  ['Osmar', 'Pires'],
  ['Vanderlei', 'Zanella'],
  ['Reginaldo', 'Campos'],
  ['Dirceu', 'Bortolini'],
  ['Elaine', 'Cristina Prado'],
  ['Genésio', 'Lopes'],
  ['Wellington', 'Matos'],
  ['Jair', 'Fontana'],
] as const;

/** Names the trackers of the first clients reported that are not drivers yet, with their CPF's first nine digits. */
const NEW_NAMES = [
  ['Adriano Lemos Furtado', '527194306'],
  ['Bruna Carvalho Dias', '640318275'],
  ['Nelson Quintana', '781025934'],
  ['Otávio Raposo', '093847162'],
] as const;

/** A driver's full name, as the server names the driver (`displayField` and `displayJoin`). */
export const driverName = (driver: EntityRecord) => `${driver['firstName']} ${driver['lastName']}`;

const active = (record: EntityRecord) => record['isActive'] !== false;

/**
 * pt-BR drivers as the API returns them: of the first four active clients in turn, each with a plate of their
 * client and, four in five, an operation of their client (its name the latest link's, as the server joins it),
 * valid CPFs, newest last, one in eight inactive. The client, plate and operation names are computed (as the
 * server does).
 */
export function driverFixtures(
  clients = clientFixtures(),
  plates = vehiclePlateFixtures(30, clients),
  fleets = fleetFixtures(businessUnitFixtures(clients)),
): EntityRecord[] {
  const owners = clients.filter(active).slice(0, 4);
  return DRIVERS.map(([firstName, lastName], index) => {
    const client = owners[index % owners.length]!;
    const round = Math.floor(index / owners.length);
    const platesOfClient = plates.filter((plate) => plate['clientId'] === client.id && active(plate));
    const fleetsOfClient = fleets.filter((fleet) => fleet['clientId'] === client.id && active(fleet));
    const plate = platesOfClient[round % platesOfClient.length]!;
    const fleet = index % 5 === 3 ? undefined : fleetsOfClient[round % fleetsOfClient.length];
    return {
      id: index + 1,
      firstName,
      lastName,
      cpf: cpfOf(String(318_204_657 + index * 2_718_281).slice(0, 9)),
      clienteId: client.id,
      clienteNome: client['nomeFantasia'],
      vehiclePlateId: plate.id,
      currentVehiclePlate: plate['plate'],
      activeFleetName: fleet?.['operationName'] ?? null,
      createdAt: new Date(Date.UTC(2025, 7, 4 + index * 3, 11 + (index % 8), 25)).toISOString(),
      isActive: index % 8 !== 5,
    };
  });
}

/** The links of drivers to their client (client-drivers), with the names and joined fields the server computes. */
export function clientDriverFixtures(drivers = driverFixtures()): EntityRecord[] {
  return drivers.map((driver, index) => ({
    id: index + 1,
    clientId: driver['clienteId'],
    clientName: driver['clienteNome'],
    driverId: driver.id,
    driverName: driverName(driver),
    driverCpf: driver['cpf'],
    fleetName: driver['activeFleetName'],
    createdAt: driver['createdAt'],
    isActive: true,
  }));
}

/**
 * The links of drivers to the operation they work in now (fleet-drivers): one per driver that has one, with the
 * names and joined fields the server computes.
 */
export function fleetDriverFixtures(
  drivers = driverFixtures(),
  fleets = fleetFixtures(businessUnitFixtures()),
): EntityRecord[] {
  return drivers
    .flatMap((driver) => {
      const fleet = fleets.find(
        (candidate) =>
          candidate['clientId'] === driver['clienteId'] &&
          candidate['operationName'] === driver['activeFleetName'],
      );
      if (!fleet) return [];
      return [
        {
          fleetId: fleet.id,
          fleetName: fleet['operationName'],
          driverId: driver.id,
          driverName: driverName(driver),
          driverCpf: driver['cpf'],
          createdAt: new Date(Date.parse(String(driver['createdAt'])) + 3_600_000).toISOString(),
          isActive: true,
        },
      ];
    })
    .map((link, index) => ({ id: index + 1, ...link }));
}

/**
 * Tracker readings (tracking-logs) naming drivers, from which the create form offers a client's driver names
 * (`GET /v1/backoffice/logs/all?clientId=`) and the create flow takes each name's CPF: for each of the first two
 * active clients, two of their drivers and two names that are not drivers yet.
 */
export function driverNameReadings(
  clients = clientFixtures(),
  drivers = driverFixtures(clients),
): EntityRecord[] {
  const owners = clients.filter(active).slice(0, 2);
  const readings = owners.flatMap((client, c) =>
    [
      ...drivers
        .filter((driver) => driver['clienteId'] === client.id)
        .slice(0, 2)
        .map((driver) => ({ name: driverName(driver), cpf: String(driver['cpf']) })),
      ...NEW_NAMES.slice(c * 2, c * 2 + 2).map(([name, base]) => ({ name, cpf: cpfOf(base) })),
    ].map((reading) => ({ ...reading, client })),
  );
  return readings.map(({ name, cpf, client }, index) => ({
    id: index + 1,
    placa: 'QOA4B21',
    motoristaNome: name,
    motoristaCpf: cpf,
    clientId: client.id,
    clienteNome: client['nomeFantasia'],
    savedAt: new Date(Date.UTC(2026, 10, 21, 12, index * 2)).toISOString(),
  }));
}
