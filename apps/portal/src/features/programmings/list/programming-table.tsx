import { TRAVEL_TYPES } from '@frota/domain';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableRow,
  TableSkeleton,
} from '@frota/ui';
import { formatDateTimeLong, formatPlate } from '@frota/domain/format';
import type { ReactNode } from 'react';
import type { ListMode } from './list-mode.ts';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';
import { ProgrammingStatusBadge } from '../shared/programming-status-badge.tsx';
import type { ProgrammingRow } from './programming-row.ts';

interface Column {
  label: string;
  cell: (row: ProgrammingRow) => ReactNode;
  /** Short values (plates, dates, badges) stay on one line. */
  nowrap?: boolean;
}

const VOLUME = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

const dash = (value: string | null | undefined) => (value ? value : '-');
const travelType = (value: unknown) => TRAVEL_TYPES.find((type) => type.value === value)?.label ?? '-';
const route = (row: ProgrammingRow) =>
  [row.originReferenceName, row.destinationReferenceName, row.returnDestinationReferenceName]
    .filter(Boolean)
    .join(' → ');

/** Spec 02 §2's columns of each mode. */
const COLUMNS: Record<ListMode, Column[]> = {
  full: [
    { label: 'Cliente', cell: (row) => dash(row.clientName) },
    { label: 'Veículo', cell: (row) => dash(formatPlate(row.mainVehiclePlateName)), nowrap: true },
    { label: 'Produto', cell: (row) => dash(row.productName) },
    {
      label: 'Volume',
      cell: (row) => (row.volume === undefined ? '-' : VOLUME.format(Number(row.volume))),
      nowrap: true,
    },
    { label: 'Origem', cell: (row) => dash(row.originReferenceName) },
    { label: 'Destino', cell: (row) => dash(row.destinationReferenceName) },
    { label: 'Retorno', cell: (row) => dash(row.returnDestinationReferenceName) },
    {
      label: 'Data prevista',
      cell: (row) => dash(formatDateTimeLong(row.expectedDepartureTime)),
      nowrap: true,
    },
    { label: 'Tipo', cell: (row) => travelType(row.travelType) },
    { label: 'Status', cell: (row) => <ProgrammingStatusBadge status={row.status} />, nowrap: true },
  ],
  compact: [
    { label: 'Placa', cell: (row) => dash(formatPlate(row.mainVehiclePlateName)), nowrap: true },
    { label: 'Trajeto', cell: route },
    {
      label: 'Data prevista',
      cell: (row) => dash(formatDateTimeLong(row.expectedDepartureTime)),
      nowrap: true,
    },
    { label: 'Status', cell: (row) => <ProgrammingStatusBadge status={row.status} />, nowrap: true },
    {
      label: 'Última localização',
      cell: (row) =>
        row.currentAddressInfo ? (
          <span>
            {row.currentAddressInfo}
            <span className="block text-xs text-ink-500">{formatDateTimeLong(row.lastLocationUpdate)}</span>
          </span>
        ) : (
          '-'
        ),
    },
    { label: 'Motorista', cell: (row) => dash(row.driverName) },
  ],
};

/** Rows the user can pick (the monitor's list beside its map): the plate becomes a toggle button. */
export interface RowSelection {
  selectedId: number | undefined;
  onSelect: (row: ProgrammingRow) => void;
  /** The plate button's accessible description, e.g. 'Mostrar no mapa'. */
  hint: string;
}

interface ProgrammingTableProps {
  mode: ListMode;
  rows: ProgrammingRow[];
  isLoading: boolean;
  isRefreshing: boolean;
  /** The actions cell of a row (full mode only); undefined: no Ações column. */
  actions?: (row: ProgrammingRow) => ReactNode;
  /** Makes rows selectable by their plate (the monitor's list); the selected row is highlighted. */
  selection?: RowSelection;
}

function selectablePlate(columns: Column[], selection: RowSelection): Column[] {
  return columns.map((column) =>
    column.label !== 'Placa'
      ? column
      : {
          ...column,
          cell: (row) => (
            <button
              type="button"
              aria-pressed={row.id === selection.selectedId}
              title={selection.hint}
              onClick={() => selection.onSelect(row)}
              className="rounded-control font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-pressed:text-brand-900"
            >
              {dash(formatPlate(row.mainVehiclePlateName))}
            </button>
          ),
        },
  );
}

/** The programmings of one page, in the chosen mode's columns. */
export function ProgrammingTable({
  mode,
  rows,
  isLoading,
  isRefreshing,
  actions,
  selection,
}: ProgrammingTableProps) {
  const columns = selection ? selectablePlate(COLUMNS[mode], selection) : COLUMNS[mode];
  const count = columns.length + (actions ? 1 : 0);
  return (
    // Eleven columns and five actions, or a list beside the monitor's map: compact cells keep them in view.
    <Table
      aria-label="Programações"
      aria-busy={isLoading || isRefreshing}
      density={actions || selection ? 'compact' : 'normal'}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.label}>{column.label}</TableHeaderCell>
          ))}
          {actions && <TableHeaderCell className="text-right">Ações</TableHeaderCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {isLoading && rows.length === 0 ? (
          <TableSkeleton columns={count} rows={mode === 'full' ? 10 : 5} />
        ) : rows.length === 0 ? (
          <TableEmpty colSpan={count} message={PROGRAMMING_MESSAGES.empty} />
        ) : (
          rows.map((row) => (
            <TableRow
              key={row.id}
              aria-current={selection && row.id === selection.selectedId ? 'true' : undefined}
              className={selection && row.id === selection.selectedId ? 'bg-brand-50' : undefined}
            >
              {columns.map((column) => (
                <TableCell key={column.label} className={column.nowrap ? 'whitespace-nowrap' : undefined}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && <TableCell className="whitespace-nowrap text-right">{actions(row)}</TableCell>}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
