import type { ChangeEvent } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { Checkbox, DateTimeInput, MaskedInput, NumberInput, Select, TextInput, Textarea } from '@frota/ui';
import type { Mask, Widget } from '../../core/index.ts';
import { RelationWidget } from './relation-widget.tsx';

const maxLengthOf = (props: WidgetProps) =>
  typeof props.options['maxLength'] === 'number' ? props.options['maxLength'] : undefined;

/** Props every input shares: id, name, state and the link to the field's error text. */
function inputProps(props: WidgetProps) {
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

const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

function inputWidget(type: string) {
  return function InputWidget(props: WidgetProps) {
    const autoComplete =
      typeof props.options['autoComplete'] === 'string' ? props.options['autoComplete'] : undefined;
    return (
      <TextInput
        {...inputProps(props)}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLengthOf(props)}
        value={(props.value as string | undefined) ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(emptyToUndefined(e.target.value))}
      />
    );
  };
}

function TextareaWidget(props: WidgetProps) {
  return (
    <Textarea
      {...inputProps(props)}
      rows={4}
      maxLength={maxLengthOf(props)}
      value={(props.value as string | undefined) ?? ''}
      onChange={(e) => props.onChange(emptyToUndefined(e.target.value))}
    />
  );
}

function MaskedWidget(props: WidgetProps) {
  const mask = props.options['mask'] as Mask | undefined;
  if (!mask) throw new Error(`Field "${props.name}": the masked widget needs ui.mask.`);
  return (
    <MaskedInput
      {...inputProps(props)}
      mask={mask}
      value={(props.value as string | undefined) ?? ''}
      onValueChange={(raw) => props.onChange(emptyToUndefined(raw))}
    />
  );
}

/** pt-BR decimals ("1.234,56") with the schema's step (0.01, 0.001). */
function NumberWidget(props: WidgetProps) {
  const step = typeof props.options['step'] === 'number' ? props.options['step'] : undefined;
  return (
    <NumberInput
      {...inputProps(props)}
      step={step}
      value={typeof props.value === 'number' ? props.value : undefined}
      onValueChange={(value) => props.onChange(value)}
    />
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the local 'YYYY-MM-DDTHH:mm' a datetime-local input shows ('' when there is none). */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A date and time typed in the user's local time, stored as the instant it means (ISO 8601 in UTC), so the
 * server and every other time zone read the same moment. Incomplete input is no value (the input gives '').
 */
function DateTimeWidget(props: WidgetProps) {
  return (
    <DateTimeInput
      {...inputProps(props)}
      value={toLocalInput(props.value)}
      onValueChange={(value) => props.onChange(value === '' ? undefined : new Date(value).toISOString())}
    />
  );
}

/** A boolean field: the checkbox carries its own label (the field template draws none for booleans). */
function CheckboxWidget(props: WidgetProps) {
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

function SelectWidget(props: WidgetProps) {
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

/** The default widget of every widget kind of the schema format. */
export const defaultWidgets = {
  text: inputWidget('text'),
  email: inputWidget('email'),
  password: inputWidget('password'),
  datetime: DateTimeWidget,
  textarea: TextareaWidget,
  masked: MaskedWidget,
  number: NumberWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  relation: RelationWidget,
} satisfies Record<Widget, RegistryWidgetsType[string]>;
