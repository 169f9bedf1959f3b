import type { Transaction } from '../db/database.ts';
import {
  appMessages,
  businessUnits,
  fleetTypes,
  fleets,
  operationTypes,
  referenceGroups,
  vehiclePlates,
  vehicleTypes,
} from '../db/generated/entity-tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [code, name] of the control tower's type and group lists. */
const VEHICLE_TYPES = [
  ['CAV-MEC', 'Cavalo mecânico'],
  ['TRUCK', 'Caminhão truck'],
  ['TOCO', 'Caminhão toco'],
  ['CARRETA', 'Carreta'],
  ['BITREM', 'Bitrem'],
  ['RODOTREM', 'Rodotrem'],
  ['VUC', 'Veículo urbano de carga (VUC)'],
  ['BITRUCK', 'Caminhão bitruck'],
] as const;
const FLEET_TYPES = [
  ['PROPRIA', 'Frota própria'],
  ['AGREGADA', 'Frota agregada'],
  ['TERCEIROS', 'Terceiros'],
  ['DEDICADA', 'Frota dedicada'],
] as const;
const OPERATION_TYPES = [
  ['DIST-URB', 'Distribuição urbana'],
  ['TRANSF', 'Transferência entre unidades'],
  ['COLETA', 'Coleta'],
  ['GRAOS', 'Escoamento de grãos'],
  ['EXPORT', 'Exportação (porto)'],
  ['FRIG', 'Carga frigorificada'],
] as const;
const REFERENCE_GROUPS = [
  ['CD', 'Centros de distribuição'],
  ['PORTO', 'Portos e terminais'],
  ['USINA', 'Usinas e indústrias'],
  ['FAZENDA', 'Fazendas e armazéns'],
  ['POSTO', 'Postos de apoio'],
  ['CLIENTE', 'Pontos de clientes'],
] as const;

/** [unit name, description] per region, and the operations each unit runs. */
const UNITS = [
  ['Matriz', 'Sede administrativa e pátio principal'],
  ['Filial Campinas', 'Operações do interior paulista'],
  ['Filial Curitiba', 'Atendimento à região Sul'],
  ['Regional Centro-Oeste', 'Escoamento de safra em MT e GO'],
] as const;
const OPERATIONS = [
  'Distribuição Grande São Paulo',
  'Transferência Campinas–Santos',
  'Coleta de leite',
  'Safra de soja',
  'Exportação pelo porto de Paranaguá',
  'Abastecimento de supermercados',
] as const;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A Mercosul plate (ABC1D23) or, for every third one, an old plate (ABC1234), from a number. */
function plateFrom(n: number): string {
  const l = (i: number) => LETTERS[(n * 7 + i * 11) % 26];
  const d = (i: number) => String((n * 3 + i * 5) % 10);
  return n % 3 === 0
    ? `${l(0)}${l(1)}${l(2)}${d(0)}${d(1)}${d(2)}${d(3)}`
    : `${l(0)}${l(1)}${l(2)}${d(0)}${l(3)}${d(1)}${d(2)}`;
}

const APP_MESSAGES = [
  {
    subject: 'Nova campanha de premiação',
    message:
      'A partir deste mês, motoristas com mais de 90% de inércia recebem bônus em dobro. Confira as faixas com o seu gestor.',
    sender: 'Equipe Rota Premiada',
    canMarkAsRead: true,
  },
  {
    subject: 'Manutenção do aplicativo',
    message: 'O aplicativo ficará indisponível no domingo, das 2h às 4h, para manutenção programada.',
    sender: 'Suporte',
    canMarkAsRead: true,
  },
  {
    subject: 'Dica de condução econômica',
    message: 'Mantenha a rotação na faixa verde do conta-giros e aproveite a inércia nas descidas.',
    sender: null,
    canMarkAsRead: false,
  },
  {
    subject: 'Atualize seus dados',
    message: 'Confira se o seu CPF e a placa do veículo estão corretos no cadastro.',
    sender: 'Cadastro',
    canMarkAsRead: true,
  },
] as const;

/**
 * The demo data of the plain registers, tied to the demo clients: type and group lists, business units and
 * operations for the first active clients, plates for their vehicles, and a few app messages.
 */
export async function seedRegisters(tx: Transaction, clientIds: readonly number[], now: Date): Promise<void> {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const codes = <T extends readonly (readonly [string, string])[]>(rows: T, inactive?: number) =>
    rows.map(([code, name], i) => ({ code, name, isActive: i !== inactive }));
  const types = await tx
    .insert(vehicleTypes)
    .values(codes(VEHICLE_TYPES, 7))
    .returning({ id: vehicleTypes.id });
  const fleetKinds = await tx.insert(fleetTypes).values(codes(FLEET_TYPES)).returning({ id: fleetTypes.id });
  await tx.insert(operationTypes).values(codes(OPERATION_TYPES, 5));
  await tx.insert(referenceGroups).values(codes(REFERENCE_GROUPS));

  // Business units and operations for the first eight clients, so the dependent select has real choices.
  const owners = clientIds.slice(0, 8);
  const units = await tx
    .insert(businessUnits)
    .values(
      owners.flatMap((clientId, c) =>
        UNITS.slice(0, 1 + (c % 3)).map(([name, description], u) => ({
          name,
          description,
          clientId,
          createdAt: ago(200 - c * 12 - u, u * 3),
          isActive: !(c === 5 && u === 1),
        })),
      ),
    )
    .returning({ id: businessUnits.id, clientId: businessUnits.clientId });
  await tx.insert(fleets).values(
    units.flatMap((unit, u) =>
      OPERATIONS.slice(u % 4, (u % 4) + 1 + (u % 2)).map((operationName, o) => ({
        operationName,
        clientId: unit.clientId,
        businessUnitId: unit.id,
        createdAt: ago(150 - u * 4 - o, o),
        isActive: u % 9 !== 4,
      })),
    ),
  );
  await tx.insert(vehiclePlates).values(
    Array.from({ length: 36 }, (_, n) => ({
      plate: plateFrom(n + 1),
      tag: `FR-${String(1001 + n)}`,
      description: n % 4 === 0 ? 'Veículo com rastreador instalado em 2025' : null,
      clientId: owners[n % owners.length]!,
      typeId: types[n % 6]!.id,
      fleetTypeId: fleetKinds[n % fleetKinds.length]!.id,
      createdAt: ago(120 - n * 3, n % 5),
      isActive: n % 12 !== 11,
    })),
  );
  await tx.insert(appMessages).values(
    APP_MESSAGES.map((message, i) => ({
      ...message,
      dueDate: i % 2 === 0 ? new Date(now.getTime() + (30 + i * 15) * DAY_MS) : null,
      createdAt: ago(40 - i * 9),
    })),
  );
}
