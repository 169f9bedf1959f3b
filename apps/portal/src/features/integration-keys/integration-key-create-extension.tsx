import { readData } from '@frota/engine';
import type { FormExtension } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { lazy, Suspense } from 'react';

// Loaded only when a key is created: the copy button stays off every route's chunk.
const OneTimeSecret = lazy(() =>
  import('../entities/one-time-secret.tsx').then((m) => ({ default: m.OneTimeSecret })),
);

/** The pt-BR message of a new key: shown once, with the key. */
export const keyCreatedMessage = (name: string) =>
  `Chave de integração ${name} criada com sucesso. Copie-a agora: ela não será mostrada de novo.`;

/**
 * `integration-key-create` (integration-keys.json): the API answers the new key once; a toast that stays until
 * closed shows it with a copy button, and the dialog closes.
 */
export const integrationKeyCreateExtension: FormExtension = {
  afterCreate(answer) {
    const data = readData<{ name?: unknown; key?: unknown }>(answer);
    const name = typeof data?.name === 'string' ? data.name : '';
    if (typeof data?.key === 'string')
      notify.success(
        <Suspense fallback={<p>{keyCreatedMessage(name)}</p>}>
          <OneTimeSecret
            message={keyCreatedMessage(name)}
            label="Chave"
            value={data.key}
            copyLabel="Copiar chave"
            copiedLabel="Chave copiada!"
          />
        </Suspense>,
        { duration: Number.POSITIVE_INFINITY },
      );
    return { done: true };
  },
};
