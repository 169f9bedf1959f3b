import { lazy, Suspense, useState } from 'react';
import type { EntitySchema } from '@frota/engine';
import { FilterPanel } from '@frota/ui';
import { FILTER_PARAMS, type ListFilters, type ListView } from './list-query.ts';

const ProgrammingFilterFields = lazy(() =>
  import('./programming-filter-fields.tsx').then((m) => ({ default: m.ProgrammingFilterFields })),
);

interface ProgrammingFiltersProps {
  entity: EntitySchema;
  view: ListView;
  onApply: (view: ListView) => void;
}

/**
 * The filter panel (spec 02 §2): client, main plate (of the chosen client), status, travel type and order.
 * The choices apply with Filtrar, from the first page, and go to the URL. A link, Back or Limpar that changes
 * the view starts a fresh draft from it, while the panel stays as the user left it (open after Limpar, as in
 * every other list).
 */
export function ProgrammingFilters({ entity, view, onApply }: ProgrammingFiltersProps) {
  const [draft, setDraft] = useState<ListFilters>(view.filters);
  const [orderBy, setOrderBy] = useState(view.orderBy);
  const viewKey = JSON.stringify([view.filters, view.orderBy]);
  const [draftOf, setDraftOf] = useState(viewKey);
  if (draftOf !== viewKey) {
    setDraftOf(viewKey);
    setDraft(view.filters);
    setOrderBy(view.orderBy);
  }
  const set = (param: keyof ListFilters, value: string | null) =>
    setDraft((current) => ({
      ...current,
      [param]: value ?? '',
      // Another client's plate would filter to nothing.
      ...(param === 'clientId' ? { mainVehiclePlateId: '' } : {}),
    }));
  const applied = Object.values(view.filters).some(Boolean) || Boolean(view.orderBy);
  // The selects (and their short lists) load when the panel is first shown.
  const [shown, setShown] = useState(applied);
  return (
    <FilterPanel
      onSubmit={() => onApply({ page: 1, filters: draft, orderBy })}
      onClear={() =>
        onApply({
          page: 1,
          filters: Object.fromEntries(FILTER_PARAMS.map((p) => [p, ''])) as ListFilters,
          orderBy: '',
        })
      }
      defaultOpen={applied}
      onOpenChange={(open) => open && setShown(true)}
    >
      {shown && (
        <Suspense fallback={<p className="text-sm text-ink-500">Carregando filtros...</p>}>
          <ProgrammingFilterFields
            draft={draft}
            orderBy={orderBy}
            orders={entity.list.orders}
            onFilter={set}
            onOrder={setOrderBy}
          />
        </Suspense>
      )}
    </FilterPanel>
  );
}
