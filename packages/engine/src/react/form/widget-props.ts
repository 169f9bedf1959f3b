import type { WidgetProps } from '@rjsf/utils';

/** Props every input shares: id, name, state and the link to the field's error text. */
export function inputProps(props: WidgetProps) {
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return {
    id: props.id,
    name: props.htmlName ?? props.name,
    required: props.required,
    disabled: props.disabled || props.readonly,
    autoFocus: props.autofocus,
    placeholder: props.placeholder || undefined,
    invalid,
    'aria-describedby': invalid ? `${props.id}-error` : undefined,
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
}
