import type { EntityRecord } from '../../core/index.ts';
import { clientFixtures } from './client-fixtures.ts';

const DRIVERS = [
  ['João Carlos da Silva', '12345678087'],
  ['Luciana Ferreira Gomes', '56781234004'],
  ['Rogério Alves Costa', '45678123045'],
] as const;
const PLATES = ['QOA4B21', 'RTM7315', 'BRA2E19'];
const LAST_READING = Date.UTC(2026, 10, 21, 19, 46);

/**
 * Tracker readings as the API returns them: three vehicles of the first active clients, one reading every two
 * minutes over the last three days (newest first), with the engine load and accelerator of a trip on the road
 * and the odometer in metres.
 */
export function trackingLogFixtures(count = 60, clients = clientFixtures()): EntityRecord[] {
  const owners = clients.filter((client) => client['isActive'] !== false).slice(0, 3);
  return Array.from({ length: count }, (_, i) => {
    const vehicle = i % 3;
    const client = owners[vehicle]!;
    const [name, cpf] = DRIVERS[vehicle]!;
    const coasting = i % 5 === 0;
    return {
      id: count - i,
      placa: PLATES[vehicle]!,
      motoristaNome: name,
      motoristaCpf: cpf,
      engineLoad: coasting ? 8.4 : 48 + ((i * 7) % 40) + 0.5,
      posicaoAcelerador: coasting ? 0 : 20 + ((i * 11) % 60),
      odometro: 150_000_000 + vehicle * 12_345_000 + (count - i) * 2_300,
      velocidade: coasting ? 72 : 60 + ((i * 3) % 25),
      latitude: -23.1857,
      longitude: -46.8978,
      clientId: client['id'] as number,
      clienteNome: client['nomeFantasia'] as string,
      // Three days of readings: a day apart every twenty readings.
      savedAt: new Date(LAST_READING - Math.floor(i / 20) * 86_400_000 - (i % 20) * 120_000).toISOString(),
    };
  });
}
