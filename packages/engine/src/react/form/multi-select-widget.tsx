import type { WidgetProps } from '@rjsf/utils';
import { MultiSelect } from '@frota/ui';
import type { EntityApi, Field } from '../../core/index.ts';
import { useOptions } from '../shared/use-options.ts';
import { dependentFilter } from './dependent-filter.ts';
import type { FormContext } from './form-context.ts';
import { inputProps } from './widget-props.ts';

/** What the ui schema hands a list-of-values input (see ui-schema.ts). */
export interface MultiSelectOptions {
  /** Where the values come from (`field.options`). */
  source?: NonNullable<Field['options']>;
  /** Title of the field the options need, for the reason the input is disabled. */
  dependsOnTitle?: string;
}

/** An options endpoint as the short-list machinery reads an entity: one GET at that path. */
const sourceApi = (path: string): EntityApi => ({
  id: `options:${path}`,
  api: { basePath: path, actions: { all: { method: 'GET', path: '' } } },
});

/**
 * A list of values (`type: "array"`): a searchable multi-select of the options its `options` endpoint answers.
 * When the options need another field (`options.dependsOn`, the client whose trackers reported the names),
 * it stays disabled, saying why, until that field has a value (the form clears it when the field changes).
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { source, dependsOnTitle } = props.options as unknown as MultiSelectOptions;
  const context = (props.registry.formContext ?? {}) as FormContext;
  const { waiting, filter } = dependentFilter(context, source?.dependsOn, source?.param);
  const { options, isLoading } = useOptions(sourceApi(source?.path ?? ''), source ? filter : null);
  const { invalid, id, disabled } = inputProps(props);
  const value = Array.isArray(props.value) ? (props.value as Array<string | number>) : [];
  return (
    <MultiSelect
      id={id}
      searchable
      value={value}
      onChange={(next) => props.onChange(next.length > 0 ? next : undefined)}
      options={options ?? []}
      loading={!waiting && isLoading}
      placeholder={props.placeholder || 'Selecione'}
      emptyMessage="Nenhuma opção encontrada."
      disabled={disabled || waiting}
      disabledReason={waiting && dependsOnTitle ? `Selecione primeiro o campo ${dependsOnTitle}.` : undefined}
      invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
    />
  );
}
