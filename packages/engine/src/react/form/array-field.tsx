import { useCallback } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';

/**
 * RJSF's field for a list of values (`type: "array"`): one widget for the whole list (the multi-select the
 * resolver picked), in place of RJSF's item-by-item ArrayField with its add, move and remove buttons.
 */
export function ArrayField(props: FieldProps) {
  const { schema, name, uiSchema, fieldPathId, formData, required, disabled, readonly, onChange } = props;
  const { widget = 'multiselect', placeholder = '', title: uiTitle, ...options } = getUiOptions(uiSchema);
  const Widget = props.registry.widgets[String(widget)];
  if (!Widget) throw new Error(`No widget "${String(widget)}" for the list field ${name}.`);
  const onWidgetChange = useCallback(
    (value: unknown) => onChange(value, fieldPathId.path),
    [onChange, fieldPathId],
  );
  return (
    <Widget
      options={options}
      schema={schema}
      uiSchema={uiSchema}
      id={fieldPathId.$id}
      name={name}
      label={uiTitle ?? props.title ?? schema.title ?? name}
      value={formData}
      onChange={onWidgetChange}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={props.autofocus}
      registry={props.registry}
      placeholder={placeholder}
      rawErrors={props.rawErrors}
      hideError={props.hideError}
      htmlName={fieldPathId.name}
    />
  );
}
