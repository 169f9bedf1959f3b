import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clients } from '../../generated/entities.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, expectLoadFailed, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { narrowScreen } from './narrow-story.tsx';

function ClientsScreen({ noClients = false, ...args }: ScreenArgs & { noClients?: boolean }) {
  return <EntityScreen entity={clients} records={noClients ? [] : clientFixtures()} {...args} />;
}

/**
 * The Clients screens (Clientes): the transport companies served, listed with filters by trade name and CNPJ,
 * created and edited with a masked, check-digit-verified CNPJ, toggled and deleted. The real generic list and
 * form pages, rendered by the engine from schemas/clients.json against an in-memory API: what a staff user sees,
 * without a back end. Admin does everything; Manager only lists.
 */
const meta = {
  title: 'Screens/Clientes',
  component: ClientsScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: '/backoffice/clients/', route: '/backoffice/clients/' },
  argTypes: {
    profile: screenArgTypes.profile,
    latency: screenArgTypes.latency,
    page: screenArgTypes.page,
    noClients: { control: 'boolean', description: 'the stub API holds no client' },
  },
} satisfies Meta<typeof ClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: 'Clientes' }, WAIT);

/** Every action for Admin: Novo, and each row's edit, toggle and delete. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(21), WAIT);
    expect(rows.length).toBeGreaterThan(1);
    await expect(within(canvasElement).getByRole('link', { name: /Novo/ })).toBeVisible();
  },
};

/** Manager only lists: no Novo, and no delete or toggle in the rows. */
export const ListAsManager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(within(canvasElement).queryByRole('link', { name: /Novo/ })).toBeNull();
    await expect(
      within(canvasElement).queryAllByRole('button', { name: /^(Apagar|Ativar|Desativar) / }),
    ).toHaveLength(0);
  },
};

/** A trade-name filter in the URL: the filter panel open with "grãos", and the two clients it finds. */
export const FilteredByName: Story = {
  args: { path: '/backoffice/clients/?nomeFantasia=gr%C3%A3os' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByLabelText('Nome Fantasia')).toHaveValue('grãos');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), WAIT);
    await expect(canvas.getByText('Grãos do Oeste')).toBeVisible();
  },
};

/** From the unfiltered list: Enter opens the filters, Tab reaches Nome Fantasia, Enter there applies it. */
export const FilteredByKeyboardTest: Story = {
  ...ListAsAdmin,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    canvas.getByRole('button', { name: 'Mostrar filtros' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Nome Fantasia')).toHaveFocus();
    await userEvent.keyboard('grãos{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), WAIT);
    await expect(canvas.getByText('Grãos do Oeste')).toBeVisible();
  },
};

/**
 * A trade-name filter in the URL that matches no client: the filter panel open over the empty table, whose message
 * offers Limpar filtros.
 */
export const EmptyResult: Story = {
  args: { path: '/backoffice/clients/?nomeFantasia=inexistente' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

/** From the empty result, Limpar filtros empties the filter and the clients come back. */
export const EmptyResultClearTest: Story = {
  ...EmptyResult,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpar filtros' }, WAIT));
    await expect(canvas.getByLabelText('Nome Fantasia')).toHaveValue('');
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(3), WAIT);
  },
};

/** No client at all and no filter: the message alone, with nothing to clear. */
export const NoRecords: Story = {
  args: { noClients: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado.', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

/** The stub API never answers: the table's loading rows. */
export const Loading: Story = loadingListStory();

/** Every call fails: the load error in place of the rows. */
export const LoadError: Story = loadErrorStory(clients);

/**
 * A row's Apagar asks for confirmation in an alert dialog naming the client; Confirmar deletes it and the row
 * leaves the list. The dialog only opens from a click, so it has no showcase story.
 */
export const DeleteAfterConfirmTest: Story = {
  ...ListAsAdmin,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    // Apagar is in the row's Mais ações menu (Motoristas and Editar come first).
    const more = await canvas.findByRole('button', { name: 'Mais ações Porto Seco Campinas 2' }, WAIT);
    await userEvent.click(more);
    const menu = await within(document.body).findByRole('menu', {}, WAIT);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Apagar' }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, WAIT);
    await expect(dialog).toHaveTextContent(
      'Tem certeza que deseja apagar o cliente "Porto Seco Campinas 2"?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(canvas.queryByText('Porto Seco Campinas 2')).toBeNull(), WAIT);
  },
};

/** Nome Fantasia, Razão Social and CNPJ, all required and empty. */
export const CreateForm: Story = {
  args: { page: 'create', path: '/backoffice/clients/create/', route: '/backoffice/clients/create/' },
};

/**
 * Salvar on the empty form says Nome Fantasia is required; a CNPJ typed short is masked as typed and refused for
 * its length. The errors only follow a submit, so this state has no showcase story.
 */
export const CreateWithErrorsTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }, WAIT));
    await expect(await canvas.findByText('O campo Nome Fantasia é obrigatório.')).toBeVisible();
    const cnpj = canvas.getByLabelText(/CNPJ/);
    await userEvent.type(cnpj, '1122233300');
    await expect(cnpj).toHaveValue('11.222.333/00');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe os 14 dígitos do CNPJ.')).toBeVisible();
  },
};

/** The saved client, its fields filled. */
export const EditForm: Story = {
  args: { page: 'edit', path: '/backoffice/clients/edit/2', route: '/backoffice/clients/edit/:id' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/Nome Fantasia/, {}, WAIT)).toHaveValue(
      'Grãos do Oeste',
    );
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** An edit form whose record never arrives: the header stays, the card waits. */
export const EditLoading: Story = {
  args: {
    page: 'edit',
    path: '/backoffice/clients/edit/2',
    route: '/backoffice/clients/edit/:id',
    latency: Infinity,
  },
};

/** An edit form whose record cannot be read: the message, Tentar novamente and Voltar in the card. */
export const EditLoadError: Story = {
  args: {
    page: 'edit',
    path: '/backoffice/clients/edit/2',
    route: '/backoffice/clients/edit/:id',
    failWith: new Error('offline'),
  },
  play: async ({ canvasElement }) => {
    await expectLoadFailed(canvasElement, clients.messages.loadFailed);
    await expect(within(canvasElement).getByRole('link', { name: 'Voltar' })).toBeVisible();
  },
};
