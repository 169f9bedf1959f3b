import { useEffect } from 'react';
import { notify, Select } from '@frota/ui';
import { filterDependency } from '../../core/index.ts';
import { entitySummary } from '../shared/entity-summary.ts';
import { useOptions } from '../shared/use-options.ts';
import { useOwnClient } from '../shared/use-own-client.ts';
import type { FilterInputProps } from '../shared/theme-types.ts';

/**
 * A relation filter: a select of the related entity's short list (of the chosen parent's records when it
 * depends on another filter); its value is the chosen id. Its own chunk (Headless UI's listbox and its
 * positioning), loaded only by lists that have one. A client filter of a profile confined to its client (a
 * Manager) shows that client, locked: the server lists nothing else to them. A short list that cannot load
 * says so once, in the related entity's words ("Falha ao buscar clientes"): its read is quiet, so the HTTP
 * client's toast does not say it as well.
 */
export function RelationFilter({
  id,
  value,
  onChange,
  related,
  filter,
  entity,
  values,
}: FilterInputProps & { related: string }) {
  const summary = entitySummary(related);
  // In this lazy chunk, not in every list's: only a relation filter depends on another.
  const dependency = entity && values ? filterDependency(entity, filter, values) : undefined;
  const { options, isLoading, error } = useOptions(summary, dependency, { quiet: true });
  useEffect(() => {
    if (error) notify.error(summary.messages.shortListFailed);
  }, [error, summary]);
  const own = useOwnClient(related, { quiet: true });
  const chosen = own.confined ? String(own.clientId ?? '') : value;
  const selected = chosen === '' ? null : (options?.find((o) => String(o.value) === chosen)?.value ?? null);
  return (
    <Select
      id={id}
      options={options ?? []}
      loading={isLoading}
      invalid={Boolean(error)}
      clearable={!own.confined}
      disabled={own.confined}
      placeholder="Todos"
      value={selected}
      onChange={(next) => onChange(next === null ? '' : String(next))}
    />
  );
}

/** A select filter of a field's own options (`oneOf`: a status, a travel type); its value is the option's. */
export function OptionsFilter({
  id,
  value,
  onChange,
  options,
}: Pick<FilterInputProps, 'id' | 'value' | 'onChange'> & {
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <Select
      id={id}
      options={options}
      clearable
      placeholder="Todos"
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
