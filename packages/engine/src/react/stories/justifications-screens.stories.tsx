import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { justifications } from '../../generated/entities.ts';
import { EntityScreen, WAIT, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import {
  emptyListStory,
  expectListLoaded,
  loadErrorStory,
  loadingListStory,
  managerListStory,
} from './list-state-stories.ts';
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

/** On the docs page a dialog story renders in its own frame, so its modal covers that frame, not the page. */
const dialogInFrame = { docs: { story: { inline: false, height: '480px' } } };

/** Every action for Admin: Novo opens the create dialog; each row edits, toggles and deletes; the type by name. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoaded(canvasElement, justifications, { rows: ROWS, columns: [...COLUMNS, 'Ações'] });
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
export const Manager: Story = managerListStory(justifications, { rows: ROWS, columns: COLUMNS });

/** No justification at all and no filter: the message alone, with nothing to clear. */
export const Empty: Story = emptyListStory({ args: { noJustifications: true } });

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
export const Loading: Story = loadingListStory(justifications);

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(justifications);
