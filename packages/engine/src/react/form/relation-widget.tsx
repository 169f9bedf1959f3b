import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { AsyncCombobox, filterOptions } from '@frota/ui';
import type { Relation } from '../../core/index.ts';
import { entitySummary } from '../shared/entity-summary.ts';
import { useOptions } from '../shared/use-options.ts';
import { dependentFilter } from './dependent-filter.ts';
import { useRecordField } from '../shared/use-record-field.ts';
import { useOwnClient } from '../shared/use-own-client.ts';
import type { FormContext } from './form-context.ts';

/** What the ui schema hands a relation input (see ui-schema.ts). */
export interface RelationOptions {
  relation: Relation;
  /** Title of the field this one depends on, for the reason it is disabled. */
  dependsOnTitle?: string;
  /** The entity the `relation.within.of` field points at (the operation of a plate's `within`). */
  withinEntity?: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A relation field: a searchable select of the related entity's short list. A dependent one (relation.dependsOn)
 * stays disabled, saying why, until its parent has a value, and then offers only the options of that parent
 * (the form controller clears it when the parent changes). One `within` another record's parent (a plate of the
 * operation's client) reads that parent from the record first, then offers only its options. An edit form's
 * saved choice shows its name at once, from the record, even when it is no longer among the active options.
 * A client select of a profile confined to its client (a Manager) is that client, chosen and locked.
 */
export function RelationWidget(props: WidgetProps) {
  const { relation, dependsOnTitle, withinEntity } = props.options as unknown as RelationOptions;
  const context = (props.registry.formContext ?? {}) as FormContext;
  const related = entitySummary(relation.entity);
  const within = relation.within;
  // The parent this record shares with the one `within.of` names (the operation's client), once loaded.
  const shared = useRecordField(withinEntity, within && context.formData?.[within.of], within?.field);
  const dependent = dependentFilter(context, relation.dependsOn, relation.filterParam);
  const withinWaiting = !relation.dependsOn && Boolean(within) && isEmpty(shared);
  const waiting = dependent.waiting || withinWaiting;
  const filter =
    relation.dependsOn || !within
      ? dependent.filter
      : withinWaiting
        ? null
        : { [within.field]: shared as string | number };
  const own = useOwnClient(relation.entity);
  // A list that cannot load says so in the combobox's panel ("Erro ao carregar opções."), so its read is
  // quiet. A confined client's select stays shut and says nothing: the HTTP client's toast is the word then.
  const { options, ensure } = useOptions(related, filter, { quiet: !own.confined });
  const { onChange } = props;
  useEffect(() => {
    if (own.confined && own.clientId !== null && props.value !== own.clientId) onChange(own.clientId);
  }, [own.confined, own.clientId, props.value, onChange]);
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
      disabled={props.disabled || props.readonly || waiting || own.confined}
      disabledReason={waiting && dependsOnTitle ? `Selecione primeiro o campo ${dependsOnTitle}.` : undefined}
      invalid={invalid}
      aria-describedby={invalid ? `${props.id}-error` : undefined}
    />
  );
}
