import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { businessUnits, clients, fleets } from '../../generated/entities.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { fleetFixtures } from './fleet-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';

function FleetsScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  const unitRows = businessUnitFixtures(clientRows);
  return (
    <EntityScreen
      entity={fleets}
      records={fleetFixtures(unitRows)}
      related={[
        { entity: clients, records: clientRows },
        { entity: businessUnits, records: unitRows },
      ]}
      {...args}
    />
  );
}

/**
 * The Operations screens (Operações, the fleets): a client's operations, each under one of its business units,
 * listed, created, edited, toggled and deleted. The real generic list and form pages, rendered by the engine from
 * schemas/fleets.json against an in-memory API. Admin and Manager may do the same here. The business unit is a
 * dependent select: disabled until a client is chosen, then offering only that client's units.
 */
const meta = {
  title: 'Screens/Operações',
  component: FleetsScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: '/backoffice/fleets/', route: '/backoffice/fleets/' },
  argTypes: screenArgTypes,
} satisfies Meta<typeof FleetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client and business unit of each operation by name; Novo and each row's actions. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('table', { name: 'Operações' }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toEqual([
      '#',
      'Nome da operação',
      'Cliente',
      'Unidade de negócio',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    const row = canvas.getByText('Exportação Rio Verde').closest('tr')!;
    await expect(within(row).getByText('Sede Rio Verde')).toBeVisible();
    await expect(within(row).getByText('Milho de Ouro')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Novo/ })).toBeVisible();
  },
};

/** A name filter in the URL that matches no operation: the filter panel open over the empty table. */
export const EmptyResult: Story = {
  args: { path: '/backoffice/fleets/?Name=inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

const createPage = {
  page: 'create',
  path: '/backoffice/fleets/create/',
  route: '/backoffice/fleets/create/',
} as const;

const unitSelect = (canvas: HTMLElement) =>
  within(canvas).findByRole('combobox', { name: 'Unidade de negócio obrigatório' }, WAIT);

/** No client yet: the business unit waits, saying why. */
export const CreateForm: Story = {
  args: createPage,
  play: async ({ canvasElement }) => {
    const unit = await unitSelect(canvasElement);
    await expect(unit).toBeDisabled();
    await expect(unit).toHaveAccessibleDescription('Selecione primeiro o campo Cliente.');
  },
};

/**
 * Choosing a client by typing its name enables the business unit, which then offers that client's units only.
 * The open list of units needs a click, so its showcase is EditForm (a client chosen, the unit enabled).
 */
export const BusinessUnitsOfChosenClientTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const client = await canvas.findByRole('combobox', { name: 'Cliente obrigatório' }, WAIT);
    await userEvent.click(client);
    await userEvent.keyboard('Grãos');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Grãos do Oeste' }, WAIT));
    await expect(client).toHaveValue('Grãos do Oeste');
    const unit = await unitSelect(canvasElement);
    await waitFor(() => expect(unit).toBeEnabled(), WAIT);
    await userEvent.click(unit);
    const listbox = await within(document.body).findByRole('listbox', {}, WAIT);
    await waitFor(
      () =>
        expect(
          within(listbox)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Filial Toledo', 'Matriz Cascavel']),
      WAIT,
    );
  },
};

/** The saved client and unit show their names, and the unit may be changed at once. */
export const EditForm: Story = {
  args: { page: 'edit', path: '/backoffice/fleets/edit/7', route: '/backoffice/fleets/edit/:id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: 'Nome da operação obrigatório' }, WAIT),
    ).toHaveValue('Exportação Toledo');
    await expect(await canvas.findByRole('combobox', { name: 'Cliente obrigatório' }, WAIT)).toHaveValue(
      'Grãos do Oeste',
    );
    const unit = await unitSelect(canvasElement);
    await waitFor(() => expect(unit).toHaveValue('Filial Toledo'), WAIT);
    await expect(unit).toBeEnabled();
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(fleets);
