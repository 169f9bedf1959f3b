import { lazy, Suspense, type ComponentType } from 'react';
import { DigitsInput, TextInput } from '@frota/ui';
import type { FilterInputKind, FilterInputProps } from '../shared/theme-types.ts';

const RelationFilter = lazy(() =>
  import('./relation-filter.tsx').then((m) => ({ default: m.RelationFilter })),
);
const OptionsFilter = lazy(() => import('./relation-filter.tsx').then((m) => ({ default: m.OptionsFilter })));
const MultiOptionsFilter = lazy(() =>
  import('./multi-options-filter.tsx').then((m) => ({ default: m.MultiOptionsFilter })),
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

function DigitsFilter({ id, filter, value, onChange }: FilterInputProps) {
  return <DigitsInput id={id} value={value} placeholder={filter.placeholder} onValueChange={onChange} />;
}

/**
 * One end of a date range, typed dd/mm/aaaa or chosen in the calendar, sending YYYY-MM-DD; in a chunk of its
 * own, which only the lists with a date filter load.
 */
const DateInput = lazy(() => import('./date-filter.tsx').then((m) => ({ default: m.DateInput })));

function DateFilter({ id, value, onChange }: FilterInputProps) {
  return (
    // Until its chunk arrives, an inert input of the same size holds its place.
    <Suspense fallback={<TextInput id={id} disabled placeholder="dd/mm/aaaa" />}>
      <DateInput id={id} value={value} onValueChange={onChange} />
    </Suspense>
  );
}

/**
 * A select filter: of the related entity's short list for a relation (its value the chosen id), else of the
 * field's own options (`oneOf`), several of them for a `multiple` filter.
 */
function SelectFilter({ id, filter, value, onChange, related, entity, values, options }: FilterInputProps) {
  if (!related && !options)
    throw new Error(
      `Filter "${filter.param}": a select filter needs a relation field or a field with oneOf.`,
    );
  return (
    // Until the select's chunk arrives, an inert input of the same size holds its place.
    <Suspense fallback={<TextInput id={id} disabled placeholder="Todos" />}>
      {related ? (
        <RelationFilter
          id={id}
          filter={filter}
          value={value}
          onChange={onChange}
          related={related}
          {...(entity ? { entity } : {})}
          {...(values ? { values } : {})}
        />
      ) : filter.multiple ? (
        <MultiOptionsFilter
          id={id}
          filter={filter}
          value={value}
          onChange={onChange}
          options={options ?? []}
        />
      ) : (
        <OptionsFilter id={id} value={value} onChange={onChange} options={options ?? []} />
      )}
    </Suspense>
  );
}

/** The default input of every filter kind. */
export const defaultFilterInputs = {
  text: TextFilter,
  digits: DigitsFilter,
  select: SelectFilter,
  date: DateFilter,
} satisfies Record<FilterInputKind, ComponentType<FilterInputProps>>;
