import type { ChangeEvent } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { MaskedInput, TextInput, cn } from '@frota/ui';
import type { Mask, Widget } from '../../core/index.ts';

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
        value={(props.value as string | undefined) ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(emptyToUndefined(e.target.value))}
      />
    );
  };
}

function TextareaWidget(props: WidgetProps) {
  const { invalid, ...rest } = inputProps(props);
  return (
    <textarea
      {...rest}
      aria-invalid={invalid}
      rows={4}
      className={cn(
        'w-full rounded-md border border-ink-300 px-3 py-2 text-sm',
        invalid && 'border-danger-500',
      )}
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

function NumberWidget(props: WidgetProps) {
  const step = typeof props.options['step'] === 'number' ? props.options['step'] : 'any';
  return (
    <TextInput
      {...inputProps(props)}
      type="number"
      step={step}
      inputMode="decimal"
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
    />
  );
}

function CheckboxWidget(props: WidgetProps) {
  return (
    <input
      id={props.id}
      name={props.name}
      type="checkbox"
      className="size-4 accent-brand-600"
      checked={props.value === true}
      disabled={props.disabled || props.readonly}
      onChange={(e) => props.onChange(e.target.checked)}
    />
  );
}

function SelectWidget(props: WidgetProps) {
  const { invalid, ...rest } = inputProps(props);
  const options = props.options.enumOptions ?? [];
  return (
    <select
      {...rest}
      aria-invalid={invalid}
      className={cn(
        'w-full rounded-md border border-ink-300 px-3 py-2 text-sm',
        invalid && 'border-danger-500',
      )}
      value={props.value === undefined ? '' : String(props.value)}
      onChange={(e) => {
        const option = options.find((o) => String(o.value) === e.target.value);
        props.onChange(option?.value);
      }}
    >
      <option value="">Selecione</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function RelationWidget(props: WidgetProps): never {
  throw new Error(`Field "${props.name}": relation selects are not yet provided by the engine.`);
}

/** The default widget of every widget kind of the schema format. */
export const defaultWidgets = {
  text: inputWidget('text'),
  email: inputWidget('email'),
  password: inputWidget('password'),
  datetime: inputWidget('datetime-local'),
  textarea: TextareaWidget,
  masked: MaskedWidget,
  number: NumberWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  relation: RelationWidget,
} satisfies Record<Widget, RegistryWidgetsType[string]>;
