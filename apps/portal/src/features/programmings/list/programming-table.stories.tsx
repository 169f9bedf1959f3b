import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SHOWCASE_ROWS } from '../programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../programming-story-frame.tsx';
import { ProgrammingRowActions, type RowActionKind } from './programming-row-actions.tsx';
import type { ProgrammingRow } from './programming-row.ts';
import { ProgrammingTable } from './programming-table.tsx';

type TableArgs = Parameters<typeof ProgrammingTable>[0] & {
  /** Story only: the row actions of the full mode (Admin: edit and delete too). */
  withActions: boolean;
  /** Story only: every action a row's button asks for. */
  onAction: (kind: RowActionKind, row: ProgrammingRow) => void;
};

/**
 * The programmings of one page of the list (spec 02 §2), in the mode the user chose. Full: client, vehicle,
 * product, volume, origin, destination, return, expected date, type, status and the row actions, ten a page.
 * Compact: main plate, the trip origin → destination → return, expected date, status, the last location with its
 * time, and the driver, five a page. A skeleton while the first page loads, 'Nenhum registro encontrado.' when
 * nothing matches. The rows here are the demo's programmings, their times in São Paulo's.
 *
 * **When to use.** In the programmings' list and wherever programmings are listed with the same columns (the
 * monitor's compact list); the page fetches the rows, paginates and passes the actions cell. For another
 * entity's list use the engine's generic list.
 *
 * **Accessibility.** A `table` named 'Programações' with column headers; `aria-busy` while a page loads or
 * reloads, and the skeleton's first cell is a `status` so the wait is announced. Plates are shown as ABC-1D23,
 * statuses as their pt-BR label in a badge (text, not only colour).
 */
const meta = {
  title: 'Portal/Programações/ProgrammingTable',
  component: ProgrammingTable,
  args: {
    mode: 'full',
    rows: SHOWCASE_ROWS,
    isLoading: false,
    isRefreshing: false,
    withActions: true,
    onAction: fn(),
  },
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['full', 'compact'],
      description:
        "The list mode (spec 02 §2): 'full', every column; 'compact', the trip and its last location.",
    },
    rows: { control: 'object', description: 'The programmings of the page, as the list call returns them.' },
    isLoading: {
      control: 'boolean',
      description: 'The first page is loading: the skeleton while there are no rows yet.',
    },
    isRefreshing: {
      control: 'boolean',
      description: 'Another page or a reload is on its way: the rows stay, the table says it is busy.',
    },
    actions: { control: false },
    withActions: { control: 'boolean', description: 'Story only: the row actions of the full mode.' },
    onAction: { description: 'Story only: every action a row button asks for.' },
  },
  render: ({ withActions, onAction, ...args }) => (
    <ProgrammingStoryFrame>
      <ProgrammingTable
        {...args}
        actions={
          withActions
            ? (row) => (
                <ProgrammingRowActions
                  row={row}
                  editHref={`/backoffice/programming/edit/${row.id}`}
                  canDelete
                  onAction={onAction}
                />
              )
            : undefined
        }
      />
    </ProgrammingStoryFrame>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<TableArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).getByRole('table', { name: 'Programações' });
const headers = (canvas: HTMLElement) =>
  within(table(canvas))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
/** The row of a programming, found by its actions' names. */
const rowOf = (canvas: HTMLElement, id: number) =>
  within(canvas)
    .getByRole('button', { name: `Iniciar programação #${id}` })
    .closest('tr')!;

/**
 * Full mode, the first page: one programming in each kind of status with its badge, and each row's actions
 * allowed or greyed out by its status (the reason is the tooltip).
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual([
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
      'Ações',
    ]);
    await expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(11);
    const created = within(rowOf(canvasElement, 128));
    await expect(created.getByText('Criada')).toBeVisible();
    await expect(created.getByText('RST-4A21')).toBeVisible();
    await expect(created.getByText('37,5')).toBeVisible();
    await expect(created.getByRole('button', { name: 'Iniciar programação #128' })).toBeEnabled();
    const completed = within(rowOf(canvasElement, 120));
    await expect(completed.getByText('Concluída')).toBeVisible();
    await expect(completed.getByRole('button', { name: 'Cancelar programação #120' })).toBeDisabled();
    await expect(completed.getByRole('button', { name: 'Editar programação #120' })).toHaveAttribute(
      'title',
      'Não é possível editar uma programação Concluída.',
    );
  },
};

/**
 * Compact mode, five a page: no actions; the trip in one column, and the last location the refresh found with
 * its time (a dash before the truck has reported).
 */
export const Compact: Story = {
  args: { mode: 'compact', rows: SHOWCASE_ROWS.slice(0, 5), withActions: false },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual([
      'Placa',
      'Trajeto',
      'Data prevista',
      'Status',
      'Última localização',
      'Motorista',
    ]);
    const canvas = within(table(canvasElement));
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(
      canvas.getByText('Terminal de grãos Rondonópolis → Porto de Santos – Terminal 1'),
    ).toBeVisible();
    await expect(canvas.getByText('Em Posto Castelo km 70')).toBeVisible();
    await expect(canvas.getByText('16/03/2026 09:48')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Compact mode with a return: origin → destination → return, and the place the truck was last seen. */
export const CompactWithReturn: Story = {
  args: { mode: 'compact', rows: SHOWCASE_ROWS.slice(5, 10), withActions: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(table(canvasElement)).getByText(
        'CD São Paulo – Vila Leopoldina → Porto de Santos – Terminal 1 → CD São Paulo – Vila Leopoldina',
      ),
    ).toBeVisible();
  },
};

/** Nothing matches the filters: the message across every column. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getByText('Nenhum registro encontrado.')).toBeVisible();
  },
};

/** The first page is loading: a skeleton of ten rows (five in compact), and the table says it is busy. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(table(canvasElement)).getByRole('status')).toBeInTheDocument();
  },
};

/** The compact skeleton: five rows. */
export const LoadingCompact: Story = {
  args: { mode: 'compact', rows: [], isLoading: true, withActions: false },
};

const LOOKS = [
  { name: 'Completo, com ações', mode: 'full', rows: SHOWCASE_ROWS.slice(0, 4), actions: true },
  { name: 'Compacto', mode: 'compact', rows: SHOWCASE_ROWS.slice(4, 8), actions: false },
  { name: 'Vazio', mode: 'full', rows: [], actions: true },
  { name: 'Carregando (compacto)', mode: 'compact', rows: [], actions: false, isLoading: true },
] as const;

/** The table's looks one under the other: full with actions, compact, empty and loading. */
export const Matrix: Story = {
  render: ({ onAction }) => (
    <ProgrammingStoryFrame>
      <div className="space-y-8">
        {LOOKS.map((look) => (
          <figure key={look.name} className="space-y-2">
            <figcaption className="text-xs text-ink-600">{look.name}</figcaption>
            <ProgrammingTable
              mode={look.mode}
              rows={[...look.rows]}
              isLoading={'isLoading' in look}
              isRefreshing={false}
              actions={
                look.actions
                  ? (row) => (
                      <ProgrammingRowActions
                        row={row}
                        editHref={`/backoffice/programming/edit/${row.id}`}
                        canDelete
                        onAction={onAction}
                      />
                    )
                  : undefined
              }
            />
          </figure>
        ))}
      </div>
    </ProgrammingStoryFrame>
  ),
};
