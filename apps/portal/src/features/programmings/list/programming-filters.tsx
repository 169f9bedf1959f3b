import { useEffect, useState } from 'react';
import { PROGRAMMING_STATUS_LABELS, PROGRAMMING_STATUSES, TRAVEL_TYPES } from '@frota/domain';
import type { EntitySchema } from '@frota/engine';
import { useOptions } from '@frota/engine/react';
import { Field, FilterPanel, notify, Select, type SelectOption } from '@frota/ui';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';
import { plateOptions } from '../shared/plate-options.ts';
import { RELATED } from '../shared/related-entities.ts';
import { FILTER_PARAMS, type ListFilters, type ListView } from './list-query.ts';

const STATUS_OPTIONS: SelectOption<string>[] = PROGRAMMING_STATUSES.map((status, code) => ({
  value: String(code),
  label: PROGRAMMING_STATUS_LABELS[status],
}));
const TRAVEL_OPTIONS: SelectOption<string>[] = TRAVEL_TYPES.map((type) => ({
  value: String(type.value),
  label: type.label,
}));

/** Select options keyed by text, as the URL keeps every value. */
const asText = (options: SelectOption<number | string>[] | undefined): SelectOption<string>[] =>
  (options ?? []).map((option) => ({ ...option, value: String(option.value) }));

/** Toasts a failed short list once per failure. */
function useFailureToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) notify.error(message);
  }, [error, message]);
}

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
  const clients = useOptions(RELATED.clients, {});
  const plates = useOptions(RELATED.plates, draft.clientId ? { clientId: draft.clientId } : {});
  useFailureToast(clients.error, PROGRAMMING_MESSAGES.clientsFailed);
  useFailureToast(plates.error, PROGRAMMING_MESSAGES.platesFailed);
  const set = (param: keyof ListFilters, value: string | null) =>
    setDraft((current) => ({
      ...current,
      [param]: value ?? '',
      // Another client's plate would filter to nothing.
      ...(param === 'clientId' ? { mainVehiclePlateId: '' } : {}),
    }));
  const orders = (entity.list.orders?.options ?? []).map((option) => ({
    value: option.value,
    label: option.label,
  }));
  const selects: Array<{
    param: keyof ListFilters;
    label: string;
    options: SelectOption<string>[];
    loading?: boolean;
  }> = [
    { param: 'clientId', label: 'Cliente', options: asText(clients.options), loading: clients.isLoading },
    {
      param: 'mainVehiclePlateId',
      label: 'Placa principal',
      options: asText(plateOptions(plates.options)),
      loading: plates.isLoading,
    },
    { param: 'status', label: 'Status', options: STATUS_OPTIONS },
    { param: 'travelType', label: 'Tipo de viagem', options: TRAVEL_OPTIONS },
  ];
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
      defaultOpen={Object.values(view.filters).some(Boolean) || Boolean(view.orderBy)}
    >
      {selects.map(({ param, label, options, loading }) => (
        <Field key={param} label={label} htmlFor={`programming-filter-${param}`}>
          <Select
            id={`programming-filter-${param}`}
            value={draft[param] || null}
            onChange={(value) => set(param, value)}
            options={options}
            loading={loading}
            placeholder="Todos"
            clearable
          />
        </Field>
      ))}
      <Field label={entity.list.orders?.label ?? 'Ordenar por'} htmlFor="programming-filter-orderBy">
        <Select
          id="programming-filter-orderBy"
          value={orderBy || null}
          onChange={(value) => setOrderBy(value ?? '')}
          options={orders}
          placeholder={orders[0]?.label ?? 'Padrão'}
          clearable
        />
      </Field>
    </FilterPanel>
  );
}
