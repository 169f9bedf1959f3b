import type { WidgetProps } from '@rjsf/utils';
import { Select } from '@frota/ui';
import { inputProps } from './widget-props.ts';

/** An enum field: a select of its labelled values (its own chunk: Headless UI's listbox and positioning). */
export function SelectWidget(props: WidgetProps) {
  const { invalid, id, disabled } = inputProps(props);
  const options = (props.options.enumOptions ?? []).map((option) => ({
    value: option.value as string | number,
    label: option.label,
  }));
  return (
    <Select
      id={id}
      name={props.name}
      invalid={invalid}
      disabled={disabled}
      options={options}
      value={(props.value as string | number | undefined) ?? null}
      onChange={(value) => props.onChange(value ?? undefined)}
    />
  );
}
