import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clients, managers } from '../../generated/entities.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { managerFixtures } from './person-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';

function ManagersScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  return (
    <EntityScreen
      entity={managers}
      records={managerFixtures(26, clientRows)}
      related={[{ entity: clients, records: clientRows }]}
      {...args}
    />
  );
}

/**
 * The Managers screens (Gestores): a client's sign-in accounts, listed with their client, created with a CPF
 * checked by its digits and a password, edited, toggled and deleted. The real generic list and form pages,
 * rendered by the engine from schemas/managers.json against an in-memory API. Admin only: a Manager has no route
 * to them.
 */
const meta = {
  title: 'Screens/Gestores',
  component: ManagersScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: '/backoffice/managers/', route: '/backoffice/managers/' },
  argTypes: screenArgTypes,
} satisfies Meta<typeof ManagersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each manager's name, e-mail and client; Novo and each row's actions. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('table', { name: 'Gestores' }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toEqual([
      '#',
      'Nome',
      'Email',
      'Cliente',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    const row = canvas.getByText('joao.carvalho@conteinersul.com.br').closest('tr')!;
    await expect(within(row).getByText('João Pedro Carvalho')).toBeVisible();
    await expect(within(row).getByText('Contêiner Sul')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Novo/ })).toBeVisible();
  },
};

/** A name filter in the URL that matches no manager: the filter panel open over the empty table. */
export const EmptyResult: Story = {
  args: { path: '/backoffice/managers/?Name=inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

const createPage = {
  page: 'create',
  path: '/backoffice/managers/create/',
  route: '/backoffice/managers/create/',
} as const;

/** E-mail, names, CPF, password, confirmation and client, all required. */
export const CreateForm: Story = {
  args: createPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'CPF obrigatório' }, WAIT)).toHaveAttribute(
      'placeholder',
      '999.999.999-99',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Cliente obrigatório' }, WAIT)).toBeVisible();
  },
};

/**
 * The CPF mask, then its check digits: a CPF with wrong digits is refused before any request. The error only
 * follows typing and a submit, so this state has no showcase story.
 */
export const CreateWithInvalidCpfTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpf = await canvas.findByRole('textbox', { name: 'CPF obrigatório' }, WAIT);
    await userEvent.type(cpf, '22360679700');
    await expect(cpf).toHaveValue('223.606.797-00');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText('CPF inválido: confira os números digitados.', {}, WAIT),
    ).toBeVisible();
  },
};

/** No CPF and no password on edit; the saved client shows its name. */
export const EditForm: Story = {
  args: { page: 'edit', path: '/backoffice/managers/edit/2', route: '/backoffice/managers/edit/:id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'E-mail obrigatório' }, WAIT)).toHaveValue(
      'roberto.lima@graosoeste.com.br',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Cliente obrigatório' }, WAIT)).toHaveValue(
      'Grãos do Oeste',
    );
    await expect(canvas.queryByRole('textbox', { name: /CPF/ })).toBeNull();
    await expect(canvas.queryByLabelText(/Senha/)).toBeNull();
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(managers);
