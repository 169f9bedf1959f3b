import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCpf, formatDateTime } from '../../format';
import { IconButton } from '../icon-button';
import { PencilIcon, PowerIcon, TrashIcon } from '../icons';
import { YesNoBadge } from '../yes-no-badge';
import { Table, TableBody, TableCell, TableHead, TableRow } from './table';
import { TableHeaderCell, type SortDirection } from './table-header-cell';
import { TableEmpty, TableSkeleton } from './table-states';

interface DriverRow {
  id: number;
  name: string;
  cpf: string;
  client: string;
  createdAt: string;
  active: boolean;
}

const drivers: DriverRow[] = [
  {
    id: 1,
    name: 'Ana Souza',
    cpf: '12345678909',
    client: 'Transportes Alfa',
    createdAt: '2024-03-05T15:04:00Z',
    active: true,
  },
  {
    id: 2,
    name: 'Bruno Lima',
    cpf: '98765432100',
    client: 'Logística Beta',
    createdAt: '2024-02-11T09:30:00Z',
    active: false,
  },
  {
    id: 3,
    name: 'Carla Mendes',
    cpf: '11144477735',
    client: 'Transportes Alfa',
    createdAt: '2023-12-24T22:10:00Z',
    active: true,
  },
];

const headers = ['#', 'Nome', 'CPF', 'Cliente', 'Criado em', 'Ativo', 'Ações'] as const;

type Mode = 'rows' | 'empty' | 'loading' | 'long';

function DriversTable({ mode, onSort }: { mode: Mode; onSort?: (direction: SortDirection) => void }) {
  const [sort, setSort] = useState<SortDirection>('asc');
  const toggleSort = () => {
    const next = sort === 'asc' ? 'desc' : 'asc';
    setSort(next);
    onSort?.(next);
  };
  const rows = [...drivers].sort((a, b) => (sort === 'desc' ? -1 : 1) * a.name.localeCompare(b.name));
  const longRow: DriverRow = {
    ...drivers[0]!,
    name: 'Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcellos',
    client: 'Cooperativa de Transportadores Autônomos do Vale do Rio Doce',
  };
  const shown = mode === 'long' ? [longRow] : rows;
  return (
    <Table>
      <TableHead>
        <TableRow>
          {headers.map((header) =>
            header === 'Nome' ? (
              <TableHeaderCell key={header} sortDirection={sort} onSort={toggleSort}>
                {header}
              </TableHeaderCell>
            ) : (
              <TableHeaderCell key={header}>{header}</TableHeaderCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {mode === 'loading' && <TableSkeleton columns={headers.length} />}
        {mode === 'empty' && <TableEmpty colSpan={headers.length} />}
        {(mode === 'rows' || mode === 'long') &&
          shown.map((driver) => (
            <TableRow key={driver.id}>
              <TableCell>{driver.id}</TableCell>
              <TableCell>{driver.name}</TableCell>
              <TableCell className="whitespace-nowrap">{formatCpf(driver.cpf)}</TableCell>
              <TableCell>{driver.client}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(driver.createdAt)}</TableCell>
              <TableCell>
                <YesNoBadge value={driver.active} />
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-1">
                  <IconButton label="Editar" icon={<PencilIcon />} />
                  <IconButton label={driver.active ? 'Desativar' : 'Ativar'} icon={<PowerIcon />} />
                  <IconButton label="Excluir" icon={<TrashIcon />} variant="danger" />
                </div>
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Data/Table',
  component: DriversTable,
  tags: ['autodocs'],
  args: { mode: 'rows', onSort: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['rows', 'empty', 'loading', 'long'] },
    onSort: { description: 'Story only: called with the new direction when the Nome header is sorted.' },
  },
} satisfies Meta<typeof DriversTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sortable "Nome" header is a button, the first stop of Tab: Enter and Space toggle the sort (aria-sort on
 * the header, rows reordered); Tab then reaches each row's actions.
 */
export const WithRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Nome' });
    const sortButton = within(header).getByRole('button', { name: 'Nome' });
    const firstName = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[1];
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName()).toHaveTextContent('Ana Souza');

    await userEvent.tab();
    await expect(sortButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSort).toHaveBeenCalledTimes(1);
    await expect(args.onSort).toHaveBeenLastCalledWith('desc');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName()).toHaveTextContent('Carla Mendes');

    await userEvent.keyboard(' ');
    await expect(args.onSort).toHaveBeenCalledTimes(2);
    await expect(args.onSort).toHaveBeenLastCalledWith('asc');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName()).toHaveTextContent('Ana Souza');

    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Editar' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Desativar' })[0]).toHaveFocus();
  },
};

export const Empty: Story = { args: { mode: 'empty' } };

export const Loading: Story = { args: { mode: 'loading' } };

export const LongText: Story = { args: { mode: 'long' } };

/** On a phone-sized viewport the table scrolls sideways inside its box. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};
