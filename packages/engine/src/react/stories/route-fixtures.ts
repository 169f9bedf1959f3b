import type { EntityRecord } from '../../core/index.ts';
import { referenceFixtures } from './reference-fixtures.ts';

/** [origin, destination] of each route, by reference code: harvest to port, mill to city, port to border. */
const ROUTES = [
  ['FZ-SORR', 'SSZ-T1'],
  ['FZ-SORR', 'PNG-T2'],
  ['FZ-RV', 'SSZ-T1'],
  ['US-SERT', 'SSZ-T1'],
  ['US-CUB', 'CD-CAJ'],
  ['CD-CAJ', 'CLI-GRU'],
  ['RIG-TECON', 'CD-SJP'],
  ['CD-SJP', 'ADU-URU'],
  ['CD-BET', 'CD-CAJ'],
  ['FZ-RV', 'CD-BET'],
] as const;

/**
 * Routes as the API returns them, newest last, with their origin's and destination's names (as the server
 * computes them from the references); the seventh one inactive.
 */
export function routeFixtures(references = referenceFixtures()): EntityRecord[] {
  const byCode = (code: string) => references.find((reference) => reference['referenceCode'] === code)!;
  return ROUTES.map(([originCode, destinationCode], index) => {
    const origin = byCode(originCode);
    const destination = byCode(destinationCode);
    return {
      id: index + 1,
      originId: origin.id,
      originName: origin['name'],
      destinationId: destination.id,
      destinationName: destination['name'],
      isActive: index !== 6,
    };
  });
}
