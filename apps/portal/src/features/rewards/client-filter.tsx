import { useEffect, useId } from 'react';
import { Field, Select } from '@frota/ui';
import { REWARDS_MESSAGES } from './rewards-messages.ts';
import { useRewardsClients } from './use-rewards-clients.ts';

export interface ClientFilterProps {
  value: number | null;
  onChange: (clientId: number | null) => void;
}

/**
 * The Cliente filter of the rewards screens: the clients the user may see. When there is only one (a Manager's
 * own client) it is chosen at once, so a Manager goes straight to the month.
 */
export function ClientFilter({ value, onChange }: ClientFilterProps) {
  const id = useId();
  const { clients, isLoading, failed } = useRewardsClients();
  const only = clients.length === 1 ? clients[0] : undefined;
  useEffect(() => {
    if (only && value === null) onChange(only.id);
  }, [only, value, onChange]);
  return (
    <Field
      label={REWARDS_MESSAGES.client}
      htmlFor={id}
      required
      {...(failed ? { error: REWARDS_MESSAGES.clientsFailed } : {})}
    >
      <Select
        id={id}
        value={value}
        onChange={onChange}
        options={clients.map((client) => ({ value: client.id, label: client.name }))}
        placeholder="Selecione o cliente"
        loading={isLoading}
        invalid={failed}
        emptyMessage="Nenhum cliente disponível."
      />
    </Field>
  );
}
