import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCpf, formatDateTime } from '@frota/domain/format';
import { IconButton } from '../icon-button';
import { PencilIcon, PowerIcon, TrashIcon } from '../icons';
import { YesNoBadge } from '../yes-no-badge';
import { Table, TableBody, TableCell, TableHead, TableRow, type TableProps } from './table';
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

const longRow: DriverRow = {
  ...drivers[0]!,
  name: 'Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcellos',
  client: 'Cooperativa de Transportadores Autônomos do Vale do Rio Doce',
};

const headers = ['#', 'Nome', 'CPF', 'Cliente', 'Criado em', 'Ativo', 'Ações'] as const;

type Content = 'rows' | 'empty' | 'loading' | 'long';

/** What the "Nome" header's sort asks for, for the tests (the canvas shows only the reordered rows). */
const onSort = fn();

/** A list of drivers as the engine builds it, sorted by name (the "Nome" header toggles the direction). */
function DriversTable({ content, ...tableProps }: TableProps & { content: Content }) {
  const [sort, setSort] = useState<SortDirection>('asc');
  const toggleSort = () => {
    const next = sort === 'asc' ? 'desc' : 'asc';
    setSort(next);
    onSort(next);
  };
  const rows =
    content === 'long'
      ? [longRow]
      : [...drivers].sort((a, b) => (sort === 'desc' ? -1 : 1) * a.name.localeCompare(b.name));
  return (
    <Table {...tableProps}>
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
        {content === 'loading' && <TableSkeleton columns={headers.length} />}
        {content === 'empty' && <TableEmpty colSpan={headers.length} />}
        {(content === 'rows' || content === 'long') &&
          rows.map((driver) => (
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
  component: Table,
  subcomponents: { TableHead, TableBody, TableRow, TableHeaderCell, TableCell, TableSkeleton, TableEmpty },
  tags: ['autodocs'],
  args: { 'aria-label': 'Motoristas' },
  argTypes: {
    'aria-label': {
      control: 'text',
      description: "The table's name (the list's title); also names its scroll box.",
    },
    wrapperClassName: { control: false },
  },
  render: (args) => <DriversTable {...args} content="rows" />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small list of drivers: two columns and two rows. */
function SmallTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table aria-label={label}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Nome</TableHeaderCell>
          <TableHeaderCell sortDirection="asc" onSort={() => {}}>
            Criado em
          </TableHeaderCell>
          <TableHeaderCell>Ativo</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A table with records, while loading, and empty; each with a plain header and a sorted one. */
export const Matrix: Story = {
  render: () => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-28">
            Estado
          </th>
          <th scope="col">Tabela</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="align-top font-normal">
            Com registros
          </th>
          <td>
            <SmallTable label="Motoristas com registros">
              {drivers.slice(0, 2).map((driver) => (
                <TableRow key={driver.id}>
                  <TableCell>{driver.name}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(driver.createdAt)}</TableCell>
                  <TableCell>
                    <YesNoBadge value={driver.active} />
                  </TableCell>
                </TableRow>
              ))}
            </SmallTable>
          </td>
        </tr>
        <tr>
          <th scope="row" className="align-top font-normal">
            Carregando
          </th>
          <td>
            <SmallTable label="Motoristas carregando">
              <TableSkeleton columns={3} rows={2} />
            </SmallTable>
          </td>
        </tr>
        <tr>
          <th scope="row" className="align-top font-normal">
            Vazia
          </th>
          <td>
            <SmallTable label="Motoristas sem registros">
              <TableEmpty colSpan={3} />
            </SmallTable>
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** Where the text of `element` starts on screen. */
function textStart(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().left;
}

/**
 * The headers show as written, not in capitals (content rules), and the sortable "Nome" header's label starts
 * where the names below it start.
 */
async function expectHeadersOverValues(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const header of canvas.getAllByRole('columnheader'))
    await expect(getComputedStyle(header.firstElementChild ?? header).textTransform).toBe('none');
  const label = within(canvas.getByRole('columnheader', { name: 'Nome' })).getByText('Nome');
  const firstName = within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[1]!;
  await expect(Math.abs(textStart(label) - textStart(firstName))).toBeLessThan(0.5);
}

/** Drivers sorted by name; the headers as written, the sortable one's label over its column's values. */
export const WithRows: Story = {
  play: async ({ canvasElement }) => expectHeadersOverValues(canvasElement),
};

/**
 * The compact density of wide lists (the programmings, the monitor): narrower cells, headers still over their
 * values, sortable or not.
 */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement }) => expectHeadersOverValues(canvasElement),
};

/** The pointer over the second row: a grey band across the row. */
export const RowHover: Story = {
  ...WithRows,
  parameters: { pseudo: { hover: 'tbody tr:nth-child(2)' } },
};

/** The focus ring on the sortable header, where Tab lands first. */
export const SortFocusVisible: Story = {
  ...WithRows,
  parameters: { pseudo: { focusVisible: 'th button' } },
};

/**
 * The sortable "Nome" header is a button, the first stop of Tab: Enter and Space toggle the sort (aria-sort on
 * the header, rows reordered); Tab then reaches each row's actions.
 */
export const WithRowsKeyboardTest: Story = {
  ...WithRows,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Nome' });
    const sortButton = within(header).getByRole('button', { name: 'Nome' });
    const firstName = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[1];
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName()).toHaveTextContent('Ana Souza');

    await userEvent.tab();
    await expect(sortButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSort).toHaveBeenCalledTimes(1);
    await expect(onSort).toHaveBeenLastCalledWith('desc');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName()).toHaveTextContent('Carla Mendes');

    await userEvent.keyboard(' ');
    await expect(onSort).toHaveBeenCalledTimes(2);
    await expect(onSort).toHaveBeenLastCalledWith('asc');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName()).toHaveTextContent('Ana Souza');

    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Editar' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Desativar' })[0]).toHaveFocus();
  },
};

export const Empty: Story = { render: (args) => <DriversTable {...args} content="empty" /> };

/** Placeholder rows while the records load; a screen reader hears "Carregando...". */
export const Loading: Story = { render: (args) => <DriversTable {...args} content="loading" /> };

export const LongText: Story = { render: (args) => <DriversTable {...args} content="long" /> };

/** In a 320 px column the table scrolls sideways inside its box. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};

/**
 * The scroll box of a table wider than its column is a region named like the table: Tab reaches it (where the
 * arrow keys scroll it) before the controls inside.
 */
export const NarrowKeyboardTest: Story = {
  ...Narrow,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: 'Motoristas' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nome' })).toHaveFocus();
  },
};

/** Placeholder rows in a 320 px column: the box scrolls sideways and Tab can still reach it. */
export const NarrowLoading: Story = {
  ...Loading,
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Motoristas' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};
