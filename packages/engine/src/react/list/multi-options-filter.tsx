import { MultiSelect } from '@frota/ui';
import { filterValues } from '../../core/index.ts';
import type { FilterInputProps } from '../shared/theme-types.ts';

/**
 * A select filter of several of a field's options (`multiple`: the monitor's statuses of a card), each a chip;
 * the list holds them comma-separated. Its own chunk, loaded only by a list that has one.
 */
export function MultiOptionsFilter({
  id,
  filter,
  value,
  onChange,
  options,
}: Pick<FilterInputProps, 'id' | 'filter' | 'value' | 'onChange'> & {
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <MultiSelect
      id={id}
      options={options}
      placeholder="Todos"
      value={filterValues(filter, value)}
      onChange={(values) => onChange(values.join())}
    />
  );
}
