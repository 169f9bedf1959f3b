import { Select } from '@frota/ui';
import { entitySummary } from '../shared/entity-summary.ts';
import { useOptions } from '../shared/use-options.ts';
import { useOwnClient } from '../shared/use-own-client.ts';
import type { FilterInputProps } from '../shared/theme-types.ts';

/**
 * A relation filter: a select of the related entity's short list; its value is the chosen id. Its own chunk
 * (Headless UI's listbox and its positioning), loaded only by lists that have one. A client filter of a profile
 * confined to its client (a Manager) shows that client, locked: the server lists nothing else to them.
 */
export function RelationFilter({ id, value, onChange, related }: FilterInputProps & { related: string }) {
  const { options, isLoading } = useOptions(entitySummary(related), undefined);
  const own = useOwnClient(related);
  const chosen = own.confined ? String(own.clientId ?? '') : value;
  const selected = chosen === '' ? null : (options?.find((o) => String(o.value) === chosen)?.value ?? null);
  return (
    <Select
      id={id}
      options={options ?? []}
      loading={isLoading}
      clearable={!own.confined}
      disabled={own.confined}
      placeholder="Todos"
      value={selected}
      onChange={(next) => onChange(next === null ? '' : String(next))}
    />
  );
}
