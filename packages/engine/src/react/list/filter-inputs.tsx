import { lazy, Suspense, type ComponentType } from 'react';
import { DigitsInput, TextInput } from '@frota/ui';
import type { FilterInputKind, FilterInputProps } from '../shared/theme-types.ts';

const RelationFilter = lazy(() =>
  import('./relation-filter.tsx').then((m) => ({ default: m.RelationFilter })),
);

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

/** One end of a date range: the browser's date picker, sending YYYY-MM-DD. */
function DateFilter({ id, value, onChange }: FilterInputProps) {
  return <TextInput id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** A relation filter: a select of the related entity's short list; its value is the chosen id. */
function SelectFilter({ id, filter, value, onChange, related }: FilterInputProps) {
  if (!related) throw new Error(`Filter "${filter.param}": a select filter needs a relation field.`);
  return (
    // Until the select's chunk arrives, an inert input of the same size holds its place.
    <Suspense fallback={<TextInput id={id} disabled placeholder="Todos" />}>
      <RelationFilter id={id} filter={filter} value={value} onChange={onChange} related={related} />
    </Suspense>
  );
}

/** The default input of every filter kind. */
export const defaultFilterInputs = {
  text: TextFilter,
  email: EmailFilter,
  digits: DigitsFilter,
  select: SelectFilter,
  date: DateFilter,
} satisfies Record<FilterInputKind, ComponentType<FilterInputProps>>;
