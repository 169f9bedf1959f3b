import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { justifications } from '../../generated/entities.ts';
import {
  EntityScreen,
  WAIT,
  columnHeaders,
  expectLoadFailed,
  screenArgTypes,
  type ScreenArgs,
} from './entity-screen.tsx';
import { justificationFixtures } from './justification-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';

function JustificationsScreen({
  noJustifications = false,
  ...args
}: ScreenArgs & { noJustifications?: boolean }) {
  return (
    <EntityScreen
      entity={justifications}
      records={noJustifications ? [] : justificationFixtures()}
      {...args}
    />
  );
}

const LIST = justifications.routes.list!;

/**
 * The control tower's Justifications screen (Justificativas): the reasons a programming is cancelled or changed,
 * each a code, a description and its type (Cancelamento or Modificação), listed with filters by code and
 * description, created and edited in a dialog over the list, toggled and deleted. The real generic list page and
 * its form dialog, rendered by the engine from schemas/justifications.json against an in-memory API. Admin does
 * everything; read-only for Manager.
 */
const meta = {
  title: 'Screens/Torre de Controle/Justificativas',
  component: JustificationsScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: LIST, route: LIST },
  argTypes: {
    ...screenArgTypes,
    noJustifications: { control: 'boolean', description: 'the stub API holds no justification' },
  },
} satisfies Meta<typeof JustificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = ['#', 'Código', 'Descrição', 'Tipo', 'Ativo'];
const ROWS = justificationFixtures().length + 1;
const table = (canvas: HTMLElement) =>
  within(canvas).findByRole('table', { name: justifications.list.title }, WAIT);

/** On the docs page a dialog story renders in its own frame, so its modal covers that frame, not the page. */
const dialogInFrame = { docs: { story: { inline: false, height: '480px' } } };

/** Every action for Admin: Novo opens the create dialog; each row edits, toggles and deletes; the type by name. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(ROWS), WAIT);
    await expect(columnHeaders(list)).toEqual([...COLUMNS, 'Ações']);
    const row = canvas.getByText('Cancelado a pedido do cliente').closest('tr')!;
    await expect(within(row).getByText('CANC-CLIENTE')).toBeVisible();
    await expect(within(row).getByText('Cancelamento')).toBeVisible();
    await expect(
      within(row).getByRole('button', { name: 'Editar Cancelado a pedido do cliente' }),
    ).toBeVisible();
    await expect(canvas.getByText('Destino alterado pelo cliente').closest('tr')).toHaveTextContent(
      'Modificação',
    );
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
  },
};

/** Read-only for Manager: no Novo and no Ações column. */
export const Manager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(ROWS), WAIT);
    await expect(columnHeaders(list)).toEqual(COLUMNS);
    await expect(canvas.queryByRole('button', { name: /Novo/ })).toBeNull();
  },
};

/** No justification at all and no filter: the message alone, with nothing to clear. */
export const Empty: Story = {
  args: { noJustifications: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado.', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
  },
};

/** Novo's dialog, empty: Código and Descrição required, Tipo starting at Cancelamento; Salvar waits. */
export const CreateDialog: Story = {
  args: { dialog: { variant: 'create' } },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: justifications.forms.create!.title },
      WAIT,
    );
    const code = await within(dialog).findByRole('textbox', { name: 'Código obrigatório' }, WAIT);
    // The dialog fades in: on a busy machine the field is there before it is visible.
    await waitFor(() => expect(code).toBeVisible(), WAIT);
    await expect(code).toHaveValue('');
    await expect(within(dialog).getByRole('textbox', { name: 'Descrição obrigatório' })).toHaveValue('');
    // The select loads with its own chunk; it is named by its label and the option it shows.
    await expect(
      await within(dialog).findByRole('button', { name: 'Tipo Cancelamento' }, WAIT),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** The list on a 320 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = {
  args: { latency: Infinity },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = {
  args: { failWith: new Error('offline') },
  play: async ({ canvasElement }) => expectLoadFailed(canvasElement, justifications.messages.listLoadFailed),
};
