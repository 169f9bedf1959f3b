// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { programmings } from '../../generated/entities.ts';
import { type ColumnInput, listColumns } from '../../core/index.ts';
import { NamedCells } from '../shared/named-cells.tsx';
import type { CellComponent } from '../shared/theme-types.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { ListContext } from './list-context.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListPagination } from './list-parts.tsx';
import { ListTable } from './list-table.tsx';
import { useListController } from './use-list-controller.ts';

const rows = [
  {
    id: 41,
    clientName: 'Rota Sul',
    mainVehiclePlateName: 'ABC1D23',
    volume: 30.125,
    expectedDepartureTime: '2026-03-04T15:07:00Z',
    travelType: 0,
    status: 2,
  },
];

const StatusCell: CellComponent = ({ record }) => <strong>etapa {String(record['status'])}</strong>;
const CELLS = { 'programming-status': StatusCell };

/** A bespoke screen as the portal builds one: the engine's controller and parts, its own columns and cells. */
function Screen({ columns }: { columns?: readonly ColumnInput[] }) {
  const own = useMemo(() => (columns ? listColumns(programmings, columns) : undefined), [columns]);
  const list = useListController(programmings, { perPage: 5, ...(own ? { columns: own } : {}) });
  return (
    <ListContext value={list}>
      <ListFilters />
      <button type="button" onClick={() => list.filterBy({ status: '2' })}>
        Em execução
      </button>
      <NamedCells cells={CELLS}>
        <ListTable density="compact" actions={null} />
      </NamedCells>
      <ListPagination />
    </ListContext>
  );
}

function renderScreen(columns?: readonly ColumnInput[], path = '/backoffice/programming/') {
  const dataProvider = fakeDataProvider({ itens: rows, totalPages: 1, totalItems: 1 });
  dataProvider.options.mockImplementation(async ({ entity }: { entity: { id: string } }) =>
    entity.id === 'clients'
      ? [
          { key: 1, value: 1, text: 'Rota Sul' },
          { key: 2, value: 2, text: 'Grãos do Oeste' },
        ]
      : entity.id === 'vehicle-plates'
        ? [{ key: 9, value: 9, text: 'ABC1D23' }]
        : [],
  );
  render(
    renderWithEngine(<Screen {...(columns ? { columns } : {})} />, { dataProvider, profile: 'Admin', path }),
  );
  return dataProvider;
}

const headers = async () =>
  within(await screen.findByRole('table', { name: 'Programações' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('a bespoke screen built from the list parts (programmings.json)', () => {
  it("shows the schema's columns, a named cell drawn by the screen's component, decimals as declared", async () => {
    renderScreen();
    expect(await headers()).toEqual([
      'Cliente',
      'Veículo',
      'Produto',
      'Volume',
      'Origem',
      'Destino',
      'Retorno',
      'Data prevista',
      'Tipo',
      'Status',
    ]);
    const row = (await screen.findByText('Rota Sul', { selector: 'td' })).closest('tr')!;
    expect(within(row).getByText('etapa 2')).toBeInTheDocument();
    expect(within(row).getByText('ABC-1D23')).toBeInTheDocument();
    // The field's three decimals, as the spreadsheet writes them.
    expect(within(row).getByText('30,125')).toBeInTheDocument();
    expect(within(row).getByText('Vazio')).toBeInTheDocument();
  });

  it('shows its own columns instead: a field name takes the schema’s column, an object its own label', async () => {
    const dataProvider = renderScreen([
      { field: 'mainVehiclePlateName', label: 'Placa' },
      'expectedDepartureTime',
      'status',
    ]);
    expect(await headers()).toEqual(['Placa', 'Data prevista', 'Status']);
    expect(await screen.findByText('etapa 2')).toBeInTheDocument();
    expect(screen.getByText('04/03/2026 12:07')).toBeInTheDocument();
    expect(dataProvider.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: expect.objectContaining({ perPage: 5 }) }),
    );
  });

  it('offers the panel’s filters only, a status from the field’s options, the plates of the chosen client', async () => {
    const user = userEvent.setup();
    const dataProvider = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Mostrar filtros' }));
    // Hidden filters (origin, destination, the departure range) are the API's and the URL's only.
    expect(screen.queryByText('Saída a partir de')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Origem/ })).toBeNull();
    // The status filter takes several statuses (`multiple`): a multi-select.
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Em Carregamento' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Em Carregamento' }));
    await user.click(screen.getByRole('option', { name: 'Em Descarga' }));
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: /^Placa principal/ }));
    await user.click(await screen.findByRole('option', { name: 'ABC-1D23' }));
    expect(screen.getByRole('button', { name: /^Placa principal/ })).toHaveTextContent('ABC-1D23');
    await user.click(await screen.findByRole('button', { name: /^Cliente/ }));
    await user.click(await screen.findByRole('option', { name: 'Rota Sul' }));
    // Another client: the plate chosen before is no longer one of its plates.
    expect(screen.getByRole('button', { name: /^Placa principal/ })).toHaveTextContent('Todos');
    await waitFor(() =>
      expect(dataProvider.options).toHaveBeenCalledWith(
        expect.objectContaining({
          entity: expect.objectContaining({ id: 'vehicle-plates' }),
          filter: { clientId: '1' },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(dataProvider.list).toHaveBeenLastCalledWith(
        expect.objectContaining({
          params: expect.objectContaining({
            page: 1,
            filters: expect.objectContaining({ status: '2,4', clientId: '1', mainVehiclePlateId: '' }),
          }),
        }),
      ),
    );
  });

  it('applies a filter at once from outside the panel (a counter card), from the first page', async () => {
    const user = userEvent.setup();
    const dataProvider = renderScreen(undefined, '/backoffice/programming/?page=2&clientId=1');
    await screen.findByText('etapa 2');
    await user.click(screen.getByRole('button', { name: 'Em execução' }));
    await waitFor(() =>
      expect(dataProvider.list).toHaveBeenLastCalledWith(
        expect.objectContaining({
          params: expect.objectContaining({
            page: 1,
            filters: expect.objectContaining({ status: '2', clientId: '1' }),
          }),
        }),
      ),
    );
  });
});
