import type { EntityRecord } from '../../core/index.ts';

/** [type, minimum %, maximum %, bonus in BRL, active] of one operation's ranges. */
const RANGES = [
  ['EngineLoad', 0, 60, 0, true],
  ['EngineLoad', 60, 80, 150, true],
  ['EngineLoad', 80, 100, 300, true],
  ['EngineLoad', 90, 100, 500, false],
  ['Inertia', 0, 50, 0, true],
  ['Inertia', 50, 75, 120.5, true],
  ['Inertia', 75, 100, 250, true],
  ['EngineLoadException', 0, 70, 0, true],
  ['EngineLoadException', 70, 100, 180.75, true],
] as const;

/**
 * pt-BR bonus ranges as the API returns them, for each of the given operations (fleets): engine load and
 * inertia ranges that touch without overlapping, one retired engine-load range, and two exception ranges for a
 * plate of the operation's client, with the operation's and the plate's names computed (as the server does).
 * The values of the second operation are R$ 10,00 higher, so two operations' lists tell apart.
 */
export function bonusConfigFixtures(operations: EntityRecord[], plates: EntityRecord[]): EntityRecord[] {
  return operations.flatMap((operation, o) => {
    const plate = plates.find((candidate) => candidate['clientId'] === operation['clientId']);
    return RANGES.filter(([type]) => type !== 'EngineLoadException' || plate).map(
      ([type, minPerformance, maxPerformance, value, isActive], r) => {
        const exception = type === 'EngineLoadException';
        return {
          id: o * RANGES.length + r + 1,
          type,
          fleetId: operation.id,
          fleetName: operation['operationName'],
          vehiclePlateId: exception ? plate!.id : null,
          vehiclePlate: exception ? plate!['plate'] : null,
          minPerformance,
          maxPerformance,
          bonusValue: value === 0 ? 0 : value + o * 10,
          createdAt: new Date(Date.UTC(2025, 11, 1 + r, 9 + o, 15)).toISOString(),
          isActive,
        };
      },
    );
  });
}
