import { DigitsInput, Select, TextInput } from '@frota/ui';
import { entitySummary } from '../shared/entity-summary.ts';
import { useOptions } from '../shared/use-options.ts';
import type { FilterInputKind, FilterInputProps } from '../shared/theme-types.ts';
import type { ComponentType } from 'react';

function TextFilter({ id, filter, value, onChange }: FilterInputProps) {
  return (
    <TextInput
      id={id}
      value={value}
      placeholder={filter.placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function EmailFilter({ id, filter, value, onChange }: FilterInputProps) {
  return (
    <TextInput
      id={id}
      type="email"
      value={value}
      placeholder={filter.placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function DigitsFilter({ id, filter, value, onChange }: FilterInputProps) {
  return <DigitsInput id={id} value={value} placeholder={filter.placeholder} onValueChange={onChange} />;
}

/** A relation filter: a select of the related entity's short list; its value is the chosen id. */
function SelectFilter({ id, filter, value, onChange, related }: FilterInputProps) {
  if (!related) throw new Error(`Filter "${filter.param}": a select filter needs a relation field.`);
  return <RelationFilter id={id} filter={filter} value={value} onChange={onChange} related={related} />;
}

function RelationFilter({ id, value, onChange, related }: FilterInputProps & { related: string }) {
  const { options, isLoading } = useOptions(entitySummary(related), undefined);
  const selected = value === '' ? null : (options?.find((o) => String(o.value) === value)?.value ?? null);
  return (
    <Select
      id={id}
      options={options ?? []}
      loading={isLoading}
      clearable
      placeholder="Todos"
      value={selected}
      onChange={(next) => onChange(next === null ? '' : String(next))}
    />
  );
}

/** The default input of every filter kind. */
export const defaultFilterInputs = {
  text: TextFilter,
  email: EmailFilter,
  digits: DigitsFilter,
  select: SelectFilter,
} satisfies Record<FilterInputKind, ComponentType<FilterInputProps>>;
