import type { WidgetProps } from '@rjsf/utils';
import { AsyncCombobox, filterOptions } from '@frota/ui';
import type { Relation } from '../../core/index.ts';
import { entitySummary } from '../shared/entity-summary.ts';
import { useOptions } from '../shared/use-options.ts';
import { dependentFilter } from './dependent-filter.ts';
import type { FormContext } from './form-context.ts';

/** What the ui schema hands a relation input (see ui-schema.ts). */
export interface RelationOptions {
  relation: Relation;
  /** Title of the field this one depends on, for the reason it is disabled. */
  dependsOnTitle?: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A relation field: a searchable select of the related entity's short list. A dependent one (relation.dependsOn)
 * stays disabled, saying why, until its parent has a value, and then offers only the options of that parent
 * (the form controller clears it when the parent changes). An edit form's saved choice shows its name at once,
 * from the record, even when it is no longer among the active options.
 */
export function RelationWidget(props: WidgetProps) {
  const { relation, dependsOnTitle } = props.options as unknown as RelationOptions;
  const context = (props.registry.formContext ?? {}) as FormContext;
  const related = entitySummary(relation.entity);
  const { waiting, filter } = dependentFilter(context, relation.dependsOn, relation.filterParam);
  const { options, ensure } = useOptions(related, filter);
  const value = isEmpty(props.value) ? null : (props.value as number | string);
  const savedName = relation.nameField ? context.record?.[relation.nameField] : undefined;
  const selectedLabel =
    options?.find((option) => option.value === value)?.label ??
    (typeof savedName === 'string' ? savedName : undefined);
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return (
    <AsyncCombobox
      // A new parent is a new list: the combobox keeps its loaded options per query, so it starts afresh.
      key={JSON.stringify(filter ?? null)}
      id={props.id}
      value={value}
      onChange={(next) => props.onChange(next ?? undefined)}
      loadOptions={async (query) => filterOptions(await ensure(), query)}
      debounceMs={0}
      openOnFocus
      selectedLabel={selectedLabel}
      placeholder={props.placeholder || 'Selecione ou digite para buscar'}
      disabled={props.disabled || props.readonly || waiting}
      disabledReason={waiting && dependsOnTitle ? `Selecione primeiro o campo ${dependsOnTitle}.` : undefined}
      invalid={invalid}
      aria-describedby={invalid ? `${props.id}-error` : undefined}
    />
  );
}
