import type { EntityRecord } from '../../core/index.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';

const KINDS = ['Distribuição', 'Transferência', 'Coleta', 'Abastecimento', 'Exportação', 'Safra'] as const;

/** The place of a unit: its name without the first word ("Filial Caxias do Sul" → "Caxias do Sul"). */
const placeOf = (unit: EntityRecord) => String(unit['name']).split(' ').slice(1).join(' ');

/**
 * pt-BR operations (fleets) as the API returns them: one or two per business unit, each with the unit's
 * client, both names computed (as the server does), newest last, one in nine inactive.
 */
export function fleetFixtures(units = businessUnitFixtures()): EntityRecord[] {
  const pairs = units.flatMap((unit, u) =>
    Array.from({ length: 1 + (u % 2) }, (_, o) => ({
      unit,
      operationName: `${KINDS[(u + o * 2) % KINDS.length]} ${placeOf(unit)}`,
    })),
  );
  return pairs.map(({ unit, operationName }, index) => ({
    id: index + 1,
    operationName,
    clientId: unit['clientId'],
    clientName: unit['clientName'],
    businessUnitId: unit.id,
    businessUnitName: unit['name'],
    createdAt: new Date(Date.UTC(2025, 9, 1 + index * 2, 10 + (index % 8), 5)).toISOString(),
    isActive: index % 9 !== 4,
  }));
}
