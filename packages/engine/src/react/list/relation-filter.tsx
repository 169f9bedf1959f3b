import { Select } from '@frota/ui';
import { entitySummary } from '../shared/entity-summary.ts';
import { useOptions } from '../shared/use-options.ts';
import type { FilterInputProps } from '../shared/theme-types.ts';

/**
 * A relation filter: a select of the related entity's short list; its value is the chosen id. Its own chunk
 * (Headless UI's listbox and its positioning), loaded only by lists that have one.
 */
export function RelationFilter({ id, value, onChange, related }: FilterInputProps & { related: string }) {
  const { options, isLoading } = useOptions(entitySummary(related), undefined);
  const selected = value === '' ? null : (options?.find((o) => String(o.value) === value)?.value ?? null);
  return (
    <Select
      id={id}
      options={options ?? []}
      loading={isLoading}
      clearable
      placeholder="Todos"
      value={selected}
      onChange={(next) => onChange(next === null ? '' : String(next))}
    />
  );
}
