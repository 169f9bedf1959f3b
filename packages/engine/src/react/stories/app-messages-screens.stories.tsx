import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appMessages } from '../../generated/entities.ts';
import { appMessageFixtures } from './app-message-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { narrowScreen } from './narrow-story.tsx';

function AppMessagesScreen(args: ScreenArgs) {
  return <EntityScreen entity={appMessages} records={appMessageFixtures()} {...args} />;
}

/**
 * The App messages screens (Mensagens): the messages shown in the drivers' app, listed, created and deleted (there
 * is no edit page). The real generic list and create pages, rendered by the engine from
 * schemas/app-messages.json against an in-memory API. Admin only.
 */
const meta = {
  title: 'Screens/Mensagens',
  component: AppMessagesScreen,
  parameters: { layout: 'padded' },
  args: {
    page: 'list',
    profile: 'Admin',
    path: '/backoffice/app-messages/',
    route: '/backoffice/app-messages/',
  },
  argTypes: screenArgTypes,
} satisfies Meta<typeof AppMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete is the only row action. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('table', { name: 'Mensagens' }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(9), WAIT);
    await expect(columnHeaders(list)).toEqual([
      '#',
      'Assunto',
      'Remetente',
      'Válida até',
      'Pode ser marcada como lida',
      'Criado em',
      'Ações',
    ]);
    const row = canvas.getByText('Chuvas na BR-163').closest('tr')!;
    await expect(within(row).getByRole('button', { name: 'Apagar Chuvas na BR-163' })).toBeVisible();
    await expect(within(row).queryByRole('link', { name: /Editar/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Novo/ })).toBeVisible();
  },
};

/** A subject filter in the URL that matches no message: the filter panel open over the empty table. */
export const EmptyResult: Story = {
  args: { path: '/backoffice/app-messages/?subject=inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

const createPage = {
  page: 'create',
  path: '/backoffice/app-messages/create/',
  route: '/backoffice/app-messages/create/',
} as const;

/** Subject and message required; sender, due date and "can be marked as read" optional. */
export const CreateForm: Story = {
  args: createPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Assunto obrigatório' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mensagem obrigatório' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Remetente' })).toBeVisible();
    await expect(
      await canvas.findByRole('checkbox', { name: 'Pode ser marcada como lida' }, WAIT),
    ).not.toBeChecked();
  },
};

/**
 * Salvar on the empty form: subject and message say they are required, before any request. The errors only
 * follow a submit, so this state has no showcase story.
 */
export const CreateWithErrorsTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }, WAIT));
    await expect(await canvas.findByText('O campo Assunto é obrigatório.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('O campo Mensagem é obrigatório.')).toBeVisible();
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(appMessages);
