import type { EntityRecord } from '../../core/index.ts';
import { clientFixtures } from './client-fixtures.ts';

type IntegrationKey = readonly [
  name: string,
  client: string | null,
  keyPrefix: string,
  expiresAt: string | null,
  lastUsedAt: string | null,
  active: boolean,
];

/**
 * [name, client's trade name (none: every client's plates), first characters of the key, expiry, last use,
 * active] of the keys the trackers' gateways send plate readings with.
 */
const KEYS: readonly IntegrationKey[] = [
  ['Gateway Omnilink', null, 'frota_Xq7mP2', null, '2026-04-14T09:32:00Z', true],
  [
    'Sascar – Rodovia Sul',
    'Rodovia Sul Transportes',
    'frota_b4KdT9',
    '2026-12-31T23:59:00Z',
    '2026-04-14T09:30:00Z',
    true,
  ],
  ['Autotrac – Grãos do Oeste', 'Grãos do Oeste', 'frota_Lw2sQe', null, '2026-04-13T22:05:00Z', true],
  [
    'Onixsat – Pantanal Cargas',
    'Pantanal Cargas',
    'frota_9RfhVc',
    '2026-03-31T23:59:00Z',
    '2026-03-31T18:47:00Z',
    false,
  ],
  ['ERP Fertisul', 'Fertisul', 'frota_nZ3uYa', null, null, true],
  ['Homologação do gateway', null, 'frota_T0pkGm', '2026-02-28T23:59:00Z', '2026-02-20T15:12:00Z', false],
];

/**
 * Integration keys as the API lists them, newest last, with their client's name (as the server computes it):
 * never the key itself, only its first characters. Two inactive, one never used.
 */
export function integrationKeyFixtures(clients = clientFixtures()): EntityRecord[] {
  return KEYS.map(([name, clientName, keyPrefix, expiresAt, lastUsedAt, active], index) => {
    const client = clientName ? clients.find((candidate) => candidate['nomeFantasia'] === clientName)! : null;
    return {
      id: index + 1,
      name,
      clientId: client?.id ?? null,
      clientName: client ? client['nomeFantasia'] : null,
      keyPrefix,
      expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
      lastUsedAt: lastUsedAt ? new Date(lastUsedAt).toISOString() : null,
      createdAt: new Date(Date.UTC(2025, 11, 1 + index * 9, 14, 10)).toISOString(),
      isActive: active,
    };
  });
}
