import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { businessUnits, clients } from '../../generated/entities.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { narrowScreen } from './narrow-story.tsx';

function BusinessUnitsScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  return (
    <EntityScreen
      entity={businessUnits}
      records={businessUnitFixtures(clientRows)}
      related={[{ entity: clients, records: clientRows }]}
      {...args}
    />
  );
}

/**
 * The Business units screens (Unidades de negócio): a client's branches and bases, listed with their client,
 * created, edited, toggled and deleted. The real generic list and form pages, rendered by the engine from
 * schemas/business-units.json against an in-memory API. Admin creates; Admin and Manager edit, delete and
 * toggle; the description is optional on create and required on edit.
 */
const meta = {
  title: 'Screens/Unidades de negócio',
  component: BusinessUnitsScreen,
  parameters: { layout: 'padded' },
  args: {
    page: 'list',
    profile: 'Admin',
    path: '/backoffice/business-units/',
    route: '/backoffice/business-units/',
  },
  argTypes: screenArgTypes,
} satisfies Meta<typeof BusinessUnitsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) =>
  within(canvas).findByRole('table', { name: 'Unidades de negócio' }, WAIT);

/** Every action for Admin: Novo, and each row's edit, toggle and delete. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(18), WAIT);
    await expect(columnHeaders(list)).toEqual([
      '#',
      'Nome',
      'Descrição',
      'Cliente',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    await expect(canvas.getByRole('link', { name: /Novo/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Editar Terminal Navegantes' })).toBeVisible();
  },
};

/** A Manager edits, deletes and toggles the units but creates none: no Novo. */
export const ListAsManager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(18), WAIT);
    await expect(canvas.queryByRole('link', { name: /Novo/ })).toBeNull();
    await expect(columnHeaders(list)).toContain('Ações');
    // Editar and Desativar inline, Apagar in the row's menu.
    await expect(
      await canvas.findByRole('button', { name: 'Mais ações Terminal Navegantes' }, WAIT),
    ).toBeVisible();
  },
};

/** A name filter in the URL that matches no unit: the filter panel open over the empty table. */
export const EmptyResult: Story = {
  args: { path: '/backoffice/business-units/?Name=inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

const createPage = {
  page: 'create',
  path: '/backoffice/business-units/create/',
  route: '/backoffice/business-units/create/',
} as const;

/** Name and client required, the description optional. */
export const CreateForm: Story = {
  args: createPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome obrigatório' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toBeVisible();
    // The relation widget loads with its own chunk.
    await expect(await canvas.findByRole('combobox', { name: 'Cliente obrigatório' }, WAIT)).toBeVisible();
  },
};

const editPage = {
  page: 'edit',
  path: '/backoffice/business-units/edit/2',
  route: '/backoffice/business-units/edit/:id',
} as const;

/** The description becomes required on edit; the saved client shows its name. */
export const EditForm: Story = {
  args: editPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome obrigatório' }, WAIT)).toHaveValue(
      'Filial Caxias do Sul',
    );
    await expect(canvas.getByRole('textbox', { name: 'Descrição obrigatório' })).toHaveValue(
      'Atendimento à serra gaúcha',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Cliente obrigatório' }, WAIT)).toHaveValue(
      'Rodovia Sul Transportes',
    );
  },
};

/**
 * Clearing the saved description, then Salvar: the edit form refuses it as required (an emptied field counts as
 * blank).
 */
export const EditFormDescriptionClearedTest: Story = {
  ...EditForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Descrição obrigatório' }, WAIT);
    await waitFor(() => expect(description).toHaveValue('Atendimento à serra gaúcha'), WAIT);
    await userEvent.clear(description);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('O campo Descrição é obrigatório.')).toBeVisible();
  },
};

/**
 * A unit created without a description (it was optional then): on edit the description is required and still
 * empty, so it must be filled before saving.
 */
export const EditWithoutDescription: Story = {
  args: { ...editPage, path: '/backoffice/business-units/edit/13' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome obrigatório' }, WAIT)).toHaveValue(
      'Filial Cachoeiro',
    );
    await expect(canvas.getByRole('textbox', { name: 'Descrição obrigatório' })).toHaveValue('');
  },
};

/** Salvar with the description still empty: the edit form refuses it as required. */
export const EditWithoutDescriptionTest: Story = {
  ...EditWithoutDescription,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome obrigatório' }, WAIT)).toHaveValue(
      'Filial Cachoeiro',
    );
    await expect(canvas.getByRole('textbox', { name: 'Descrição obrigatório' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('O campo Descrição é obrigatório.', {}, WAIT)).toBeVisible();
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(businessUnits);
