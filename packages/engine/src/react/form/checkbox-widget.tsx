import type { WidgetProps } from '@rjsf/utils';
import { Checkbox } from '@frota/ui';

/**
 * A boolean field: the checkbox carries its own label (the field template draws none for booleans). Its own
 * chunk: Headless UI's checkbox.
 */
export function CheckboxWidget(props: WidgetProps) {
  return (
    <Checkbox
      name={props.name}
      label={props.label}
      checked={props.value === true}
      disabled={props.disabled || props.readonly}
      invalid={(props.rawErrors?.length ?? 0) > 0}
      onChange={(checked) => props.onChange(checked)}
    />
  );
}
