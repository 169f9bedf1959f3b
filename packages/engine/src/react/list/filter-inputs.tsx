import { DigitsInput, TextInput } from '@frota/ui';
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

function SelectFilter({ filter }: FilterInputProps): never {
  throw new Error(
    `Filter "${filter.param}": select filters need relation options, not yet provided by the engine.`,
  );
}

/** The default input of every filter kind. */
export const defaultFilterInputs = {
  text: TextFilter,
  email: EmailFilter,
  digits: DigitsFilter,
  select: SelectFilter,
} satisfies Record<FilterInputKind, ComponentType<FilterInputProps>>;
