import { Field, Select } from '@frota/ui';
import { namedOrder, optionSort } from '../../core/index.ts';
import { useListContext } from './list-context.tsx';

/**
 * The select of a list's named orders (`list.orders`): a pick reorders the list at once, from its first page,
 * and the order lives in the portal URL with the filters.
 */
export function ListOrderSelect() {
  const { entity, sort, setSort } = useListContext();
  const orders = entity.list.orders;
  if (!orders) return null;
  const current = namedOrder(entity, sort ?? entity.list.defaultSort);
  const id = `order-${entity.id}`;
  return (
    <Field label={orders.label} htmlFor={id}>
      <Select
        id={id}
        value={current?.value ?? null}
        options={orders.options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(value) => {
          const option = orders.options.find((candidate) => candidate.value === value);
          setSort(option ? optionSort(option) : undefined);
        }}
      />
    </Field>
  );
}
