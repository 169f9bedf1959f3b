import type { ChangeEvent } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { DateTimeInput, MaskedInput, NumberInput, TextInput, Textarea } from '@frota/ui';
import type { Mask, Widget } from '../../core/index.ts';
import { lazyWidget } from './lazy-widget.tsx';
import { inputProps } from './widget-props.ts';

const maxLengthOf = (props: WidgetProps) =>
  typeof props.options['maxLength'] === 'number' ? props.options['maxLength'] : undefined;

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

const textOption = (props: WidgetProps, name: string) =>
  typeof props.options[name] === 'string' ? props.options[name] : undefined;

/** The form's value of a number field as the input shows it: text that is not a number stands as NaN. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Number.NaN : undefined;
}

/**
 * pt-BR decimals ("1.234,56") with the schema's step (0.01, 0.001), and its unit around them (R$, %). Text that
 * is not a number goes into the form as the text itself, so validation refuses it under the field ('type') and
 * the form never saves an older value in its place.
 */
function NumberWidget(props: WidgetProps) {
  const step = typeof props.options['step'] === 'number' ? props.options['step'] : undefined;
  return (
    <NumberInput
      {...inputProps(props)}
      step={step}
      prefix={textOption(props, 'prefix')}
      suffix={textOption(props, 'suffix')}
      value={numberOf(props.value)}
      onValueChange={(value, text) =>
        props.onChange(value !== undefined && Number.isNaN(value) ? text : value)
      }
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
 * What the form holds for a date and time typed only in part ("15/12"): a text the date-time pattern of every
 * form refuses, so the form says "Informe a data e a hora completas." under the field and saves nothing.
 */
export const INCOMPLETE_DATE_TIME = 'incompleta';

/**
 * A date and time typed in the user's local time, stored as the instant it means (ISO 8601 in UTC), so the
 * server and every other time zone read the same moment. An input filled in part is `INCOMPLETE_DATE_TIME`,
 * never no value: the form refuses it under the field rather than saving the record without the date.
 */
function DateTimeWidget(props: WidgetProps) {
  return (
    <DateTimeInput
      {...inputProps(props)}
      value={toLocalInput(props.value)}
      onValueChange={(value, { incomplete }) => {
        const next = incomplete
          ? INCOMPLETE_DATE_TIME
          : value === ''
            ? undefined
            : new Date(value).toISOString();
        if (next !== props.value) props.onChange(next);
      }}
    />
  );
}

/** A value the page sets and nobody types (a list's parent, from the URL): kept in the form, not shown. */
function HiddenWidget(props: WidgetProps) {
  const value = props.value as string | number | undefined;
  return <input type="hidden" id={props.id} name={props.name} value={value ?? ''} />;
}

// Built on Headless UI: each in its own chunk, loaded by the forms that use it.
const CheckboxWidget = lazyWidget(() => import('./checkbox-widget.tsx').then((m) => m.CheckboxWidget));
const SelectWidget = lazyWidget(() => import('./select-widget.tsx').then((m) => m.SelectWidget));
const RelationWidget = lazyWidget(() => import('./relation-widget.tsx').then((m) => m.RelationWidget));
const MultiSelectWidget = lazyWidget(() =>
  import('./multi-select-widget.tsx').then((m) => m.MultiSelectWidget),
);

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
  multiselect: MultiSelectWidget,
  hidden: HiddenWidget,
} satisfies Record<Widget, RegistryWidgetsType[string]>;
