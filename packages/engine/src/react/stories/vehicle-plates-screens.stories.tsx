import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clients, fleetTypes, vehiclePlates, vehicleTypes } from '../../generated/entities.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { typeListFixtures } from './type-list-fixtures.ts';
import { vehiclePlateFixtures } from './vehicle-plate-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';

function VehiclePlatesScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  const typeRows = typeListFixtures('vehicle-types');
  const fleetTypeRows = typeListFixtures('fleet-types');
  return (
    <EntityScreen
      entity={vehiclePlates}
      records={vehiclePlateFixtures(30, clientRows, typeRows, fleetTypeRows)}
      related={[
        { entity: clients, records: clientRows },
        { entity: vehicleTypes, records: typeRows },
        { entity: fleetTypes, records: fleetTypeRows },
      ]}
      {...args}
    />
  );
}

/**
 * The Vehicle plates screens (Placas): a client's vehicles by plate, with their tag, vehicle type and fleet type,
 * listed, created, edited, toggled and deleted. The real generic list and form pages, rendered by the engine from
 * schemas/vehicle-plates.json against an in-memory API: Mercosul (ABC1D23) and old (ABC1234) plates, stored
 * without the hyphen and shown with it; read-only for Manager.
 */
const meta = {
  title: 'Screens/Placas',
  component: VehiclePlatesScreen,
  parameters: { layout: 'padded' },
  args: {
    page: 'list',
    profile: 'Admin',
    path: '/backoffice/vehicle-plates/',
    route: '/backoffice/vehicle-plates/',
  },
  argTypes: screenArgTypes,
} satisfies Meta<typeof VehiclePlatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = ['#', 'Placa', 'Tag', 'Cliente', 'Tipo', 'Tipo de frota', 'Criado em', 'Ativo'];
const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: 'Placas' }, WAIT);

/** Both plate models, formatted; Novo and each row's actions. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toEqual([...COLUMNS, 'Ações']);
    // Both plate models, formatted.
    await expect(canvas.getByText('PLG-3692')).toBeVisible();
    await expect(canvas.getByText('MTD-6K25')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Novo/ })).toBeVisible();
    // Editar and Desativar inline, Apagar in the row's menu.
    await expect(await canvas.findByRole('button', { name: 'Mais ações PLG-3692' }, WAIT)).toBeVisible();
  },
};

/** Read-only for Manager: no Novo and no Ações column. */
export const ListAsManager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toEqual(COLUMNS);
    await expect(canvas.queryByRole('link', { name: /Novo/ })).toBeNull();
  },
};

/** A plate filter typed with its hyphen finds the stored plate. */
export const FilteredByPlate: Story = {
  args: { path: '/backoffice/vehicle-plates/?Plate=rtm-4703' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RTM-4703', {}, WAIT)).toBeVisible();
    // The header and the one plate (while loading, the header and a "Carregando..." row are two rows too).
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** A plate filter in the URL that matches no plate: the filter panel open over the empty table. */
export const EmptyResult: Story = {
  args: { path: '/backoffice/vehicle-plates/?Plate=ZZZ9Z99' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

const createPage = {
  page: 'create',
  path: '/backoffice/vehicle-plates/create/',
  route: '/backoffice/vehicle-plates/create/',
} as const;

/** Plate, tag, client, vehicle type and fleet type required; the description optional. */
export const CreateForm: Story = {
  args: createPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Placa obrigatório' }, WAIT)).toBeVisible();
    await expect(
      await canvas.findByRole('combobox', { name: 'Tipo de frota obrigatório' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toBeVisible();
  },
};

/**
 * The plate mask: lower case and separators typed become the plate's form, for both models. Its result on a
 * saved plate shows in EditForm.
 */
export const CreatePlateTypedTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plate = await canvas.findByRole('textbox', { name: 'Placa obrigatório' }, WAIT);
    await userEvent.type(plate, 'abc1d23');
    await expect(plate).toHaveValue('ABC-1D23');
    await userEvent.clear(plate);
    await userEvent.type(plate, 'abc 1234');
    await expect(plate).toHaveValue('ABC-1234');
  },
};

/** A saved Mercosul plate, stored without the hyphen, shown by the plate mask with it. */
export const EditForm: Story = {
  args: {
    page: 'edit',
    path: '/backoffice/vehicle-plates/edit/1',
    route: '/backoffice/vehicle-plates/edit/:id',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plate = await canvas.findByRole('textbox', { name: 'Placa obrigatório' }, WAIT);
    await waitFor(() => expect(plate).toHaveValue('IXR-0A69'), WAIT);
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
      'Rastreador instalado em 2025',
    );
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(vehiclePlates);
