import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeUsers } from '../../generated/entities.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { backofficeUserFixtures } from './person-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';

function BackofficeUsersScreen(args: ScreenArgs) {
  return <EntityScreen entity={backofficeUsers} records={backofficeUserFixtures()} {...args} />;
}

/**
 * The Users screens (Usuários): the back-office administrators' accounts, listed, created with a password,
 * edited, toggled and deleted. The real generic list and form pages, rendered by the engine from
 * schemas/backoffice-users.json against an in-memory API. Admin only: a Manager has no route to them.
 */
const meta = {
  title: 'Screens/Usuários',
  component: BackofficeUsersScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: '/backoffice/users/', route: '/backoffice/users/' },
  argTypes: screenArgTypes,
} satisfies Meta<typeof BackofficeUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nome joins first and last name; each row edits, toggles and deletes by the user's e-mail. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('table', { name: 'Usuários' }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toEqual(['#', 'Nome', 'Email', 'Criado em', 'Ativo', 'Ações']);
    const row = canvas.getByText('andre.machado@frotaconectada.com.br').closest('tr')!;
    await expect(within(row).getByText('André Machado')).toBeVisible();
    await expect(
      within(row).getByRole('button', { name: 'Desativar andre.machado@frotaconectada.com.br' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Novo/ })).toBeVisible();
  },
};

/** An e-mail filter in the URL that matches no user: the filter panel open over the empty table. */
export const EmptyResult: Story = {
  args: { path: '/backoffice/users/?Email=inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

const createPage = {
  page: 'create',
  path: '/backoffice/users/create/',
  route: '/backoffice/users/create/',
} as const;

/** E-mail, names, password and its confirmation, all required. */
export const CreateForm: Story = {
  args: createPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'E-mail obrigatório' }, WAIT)).toBeVisible();
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Confirmação de senha/)).toHaveAttribute('type', 'password');
  },
};

/**
 * A confirmation that differs from the password, then Salvar: the confirmation says it must match, and the empty
 * e-mail that it is required, before any request. The errors only follow typing and a submit, so this state has
 * no showcase story.
 */
export const CreateWithPasswordsApartTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Senha/, {}, WAIT), 'Frota@2026');
    await userEvent.type(canvas.getByLabelText(/^Confirmação de senha/), 'Frota@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('A confirmação de senha não confere.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('O campo E-mail é obrigatório.')).toBeVisible();
  },
};

/** Names and e-mail only: the password is not edited here. */
export const EditForm: Story = {
  args: { page: 'edit', path: '/backoffice/users/edit/3', route: '/backoffice/users/edit/:id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome obrigatório' }, WAIT)).toHaveValue(
      'Juliana',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail obrigatório' })).toHaveValue(
      'juliana.costa@frotaconectada.com.br',
    );
    await expect(canvas.queryByLabelText(/Senha/)).toBeNull();
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(backofficeUsers);
