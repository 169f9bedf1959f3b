import { readData } from '@frota/engine';
import type { FormExtension } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { OneTimeSecret } from '../entities/one-time-secret.tsx';

/** The pt-BR message of a new key: shown once, with the key. */
export const keyCreatedMessage = (name: string) =>
  `Chave de integração ${name} criada com sucesso. Copie-a agora: ela não será mostrada de novo.`;

/**
 * `integration-key-create` (integration-keys.json), loaded with its create form (form-extensions.ts): the API answers the new key once; a toast that stays until
 * closed shows it with a copy button, and the dialog closes.
 */
export const integrationKeyCreateExtension: FormExtension = {
  afterCreate(answer) {
    const data = readData<{ name?: unknown; key?: unknown }>(answer);
    const name = typeof data?.name === 'string' ? data.name : '';
    if (typeof data?.key === 'string')
      notify.success(
        <OneTimeSecret
          message={keyCreatedMessage(name)}
          label="Chave"
          value={data.key}
          copyLabel="Copiar chave"
          copiedLabel="Chave copiada!"
        />,
        { duration: Number.POSITIVE_INFINITY },
      );
    return { done: true };
  },
};
