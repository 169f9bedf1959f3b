import { type SelectOption } from '@frota/ui';
import { formatPlate } from '@frota/domain/format';

/** Plates as the lists show them (ABC-1D23), not as the short list stores them (ABC1D23). */
export function plateOptions<V extends string | number>(
  options: SelectOption<V>[] | undefined,
): SelectOption<V>[] | undefined {
  return options?.map((option) => ({ ...option, label: formatPlate(option.label) }));
}
