import { useEffect } from 'react';
import { PROGRAMMING_STATUS_TABLE, TRAVEL_TYPES } from '@frota/domain';
import type { ListOrders } from '@frota/engine';
import { useOptions, useOwnClient } from '@frota/engine/react';
import { Field, notify, Select, type SelectOption } from '@frota/ui';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';
import { plateOptions } from '../shared/plate-options.ts';
import { RELATED } from '../shared/related-entities.ts';
import type { ListFilters } from './list-query.ts';

const STATUS_OPTIONS: SelectOption<string>[] = PROGRAMMING_STATUS_TABLE.map((status, code) => ({
  value: String(code),
  label: status.label,
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

export interface ProgrammingFilterFieldsProps {
  draft: ListFilters;
  orderBy: string;
  orders: ListOrders | undefined;
  onFilter: (param: keyof ListFilters, value: string | null) => void;
  onOrder: (orderBy: string) => void;
}

/**
 * The panel's selects: client, main plate (of the chosen client), status, travel type and order. Their own
 * chunk (Headless UI's Listbox), loaded when the panel is first shown.
 */
export function ProgrammingFilterFields({
  draft,
  orderBy,
  orders,
  onFilter,
  onOrder,
}: ProgrammingFilterFieldsProps) {
  const clients = useOptions(RELATED.clients, {});
  // A Manager's list is their client's: the filter shows it, locked (the server lists nothing else to them).
  const ownClient = useOwnClient(RELATED.clients.id);
  const plates = useOptions(RELATED.plates, draft.clientId ? { clientId: draft.clientId } : {});
  useFailureToast(clients.error, PROGRAMMING_MESSAGES.clientsFailed);
  useFailureToast(plates.error, PROGRAMMING_MESSAGES.platesFailed);
  const orderOptions = (orders?.options ?? []).map((option) => ({
    value: option.value,
    label: option.label,
  }));
  const selects: Array<{
    param: keyof ListFilters;
    label: string;
    options: SelectOption<string>[];
    loading?: boolean;
    locked?: string;
  }> = [
    {
      param: 'clientId',
      label: 'Cliente',
      options: asText(clients.options),
      loading: clients.isLoading,
      ...(ownClient.confined ? { locked: String(ownClient.clientId ?? '') } : {}),
    },
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
    <>
      {selects.map(({ param, label, options, loading, locked }) => (
        <Field key={param} label={label} htmlFor={`programming-filter-${param}`}>
          <Select
            id={`programming-filter-${param}`}
            value={(locked ?? draft[param]) || null}
            onChange={(value) => onFilter(param, value)}
            options={options}
            loading={loading}
            placeholder="Todos"
            clearable={locked === undefined}
            disabled={locked !== undefined}
          />
        </Field>
      ))}
      <Field label={orders?.label ?? 'Ordenar por'} htmlFor="programming-filter-orderBy">
        <Select
          id="programming-filter-orderBy"
          value={orderBy || null}
          onChange={(value) => onOrder(value ?? '')}
          options={orderOptions}
          placeholder={orderOptions[0]?.label ?? 'Padrão'}
          clearable
        />
      </Field>
    </>
  );
}
