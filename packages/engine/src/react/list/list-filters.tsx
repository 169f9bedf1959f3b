import { lazy, Suspense } from 'react';
import { Field, FilterPanel } from '@frota/ui';
import { useListTheme } from './use-list-theme.ts';
import { lookupKind } from '../shared/lookup.ts';
import { useListContext } from './list-context.tsx';

// Headless UI's Listbox is a large part of a list's chunk: only a list with named orders loads it.
const ListOrderSelect = lazy(() =>
  import('./list-order-select.tsx').then((m) => ({ default: m.ListOrderSelect })),
);

/**
 * The collapsible filter panel, one input per declared filter not `hidden` (a relation filter offering only the
 * options of the filter it depends on), and the named orders' select.
 */
export function ListFilters() {
  const { entity, draft, applied, sortChosen, setFilter, applyFilters, clearFilters } = useListContext();
  const theme = useListTheme();
  const filters = entity.list.filters.filter((filter) => !filter.hidden);
  if (filters.length === 0 && !entity.list.orders) return null;
  return (
    <FilterPanel
      submitLabel={entity.list.filterButton}
      onSubmit={applyFilters}
      onClear={clearFilters}
      // Open when the URL holds what the panel sets: a filter, or a named order the panel's select chose.
      defaultOpen={Object.values(applied).some(Boolean) || (entity.list.orders !== undefined && sortChosen)}
    >
      {filters.map((filter, index) => {
        const Input = lookupKind(
          theme.filterInputs,
          filter.input,
          `${entity.id}.json: /list/filters/${index}/input`,
        );
        const id = `filter-${entity.id}-${filter.param}`;
        const options = entity.fields[filter.field]?.oneOf?.map((option) => ({
          value: String(option.const),
          label: option.title,
        }));
        return (
          <Field key={filter.param} label={filter.label} htmlFor={id}>
            <Input
              id={id}
              filter={filter}
              value={draft[filter.param] ?? ''}
              onChange={(v) => setFilter(filter.param, v)}
              related={entity.fields[filter.field]?.relation?.entity}
              entity={entity}
              values={draft}
              {...(options ? { options } : {})}
            />
          </Field>
        );
      })}
      {entity.list.orders && (
        <Suspense fallback={null}>
          <ListOrderSelect />
        </Suspense>
      )}
    </FilterPanel>
  );
}
