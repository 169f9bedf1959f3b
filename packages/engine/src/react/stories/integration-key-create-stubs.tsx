import { CopyButton, notify } from '@frota/ui';
import { readData } from '../../core/index.ts';
import type { FormExtension } from '../shared/form-extension.ts';
import type { InMemoryCreateFlow } from './in-memory-api.ts';

/** A made-up key of the API's shape (`frota_` and 43 base64url characters), the same for the same id. */
const storyKey = (id: number) => `frota_${`St0ryK3y${id}`.padEnd(43, 'x')}`;

/**
 * The API's `integration-key-create` flow in memory, after apps/api/src/modules/telemetry/integration-keys.ts:
 * the key is made here and answered once with the record; the table keeps only its first 12 characters.
 */
export const integrationKeyCreateFlow: InMemoryCreateFlow = (payload, tables) => {
  const nextId = Math.max(0, ...tables.records('integration-keys').map((record) => record.id)) + 1;
  const key = storyKey(nextId);
  const record = tables.insert('integration-keys', {
    name: payload['name'],
    clientId: payload['clientId'] ?? null,
    expiresAt: payload['expiresAt'] ?? null,
    keyPrefix: key.slice(0, 12),
    lastUsedAt: null,
  });
  return { ...record, key };
};

/**
 * The portal's `integration-key-create` form extension, mimicked here: the engine may not import apps/portal
 * (docs: /work/shared/ARCHITECTURE.md, "arrows point one way only"), so this copies the shape of
 * apps/portal/src/features/integration-keys/integration-key-create-extension.tsx: a toast that stays until closed
 * shows the new key once, with Copiar chave, and the dialog closes.
 */
export const storyIntegrationKeyCreateExtension: FormExtension = {
  afterCreate(answer) {
    const data = readData<{ name?: unknown; key?: unknown }>(answer);
    const name = typeof data?.name === 'string' ? data.name : '';
    if (typeof data?.key === 'string')
      notify.success(
        <div className="space-y-2">
          <p>Chave de integração {name} criada com sucesso. Copie-a agora: ela não será mostrada de novo.</p>
          <p className="flex flex-wrap items-center gap-2">
            <code className="rounded bg-surface-muted px-1 font-mono break-all">{data.key}</code>
            <CopyButton text={data.key} label="Copiar chave" copiedLabel="Chave copiada!" />
          </p>
        </div>,
        { duration: Number.POSITIVE_INFINITY },
      );
    return { done: true };
  },
};
