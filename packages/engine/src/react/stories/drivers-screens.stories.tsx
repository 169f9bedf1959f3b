import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clientDrivers,
  clients,
  drivers,
  fleetDrivers,
  fleets,
  trackingLogs,
  vehiclePlates,
} from '../../generated/entities.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';
import { clientFixtures } from './client-fixtures.ts';
import { driverCreateFlow, storyDriverCreateExtension } from './driver-create-stubs.tsx';
import {
  clientDriverFixtures,
  driverFixtures,
  driverNameReadings,
  fleetDriverFixtures,
} from './driver-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadingListStory } from './list-state-stories.ts';
import { fleetFixtures } from './fleet-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';
import { vehiclePlateFixtures } from './vehicle-plate-fixtures.ts';

function DriversScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  const fleetRows = fleetFixtures(businessUnitFixtures(clientRows));
  const plateRows = vehiclePlateFixtures(30, clientRows);
  const driverRows = driverFixtures(clientRows, plateRows, fleetRows);
  return (
    <EntityScreen
      entity={drivers}
      records={driverRows}
      related={[
        { entity: clients, records: clientRows },
        { entity: fleets, records: fleetRows },
        { entity: vehiclePlates, records: plateRows },
        { entity: trackingLogs, records: driverNameReadings(clientRows, driverRows) },
        { entity: clientDrivers, records: clientDriverFixtures(driverRows) },
        { entity: fleetDrivers, records: fleetDriverFixtures(driverRows, fleetRows) },
      ]}
      formExtensions={{ 'driver-create': storyDriverCreateExtension }}
      createExtensions={{ 'driver-create': driverCreateFlow }}
      {...args}
    />
  );
}

const LIST = '/backoffice/motoristas/';

/**
 * The Drivers screens (Motoristas): the drivers of the clients, listed with filters by name and CPF, created
 * from the names the client's trackers reported (one driver per name, each with a generated password shown
 * once in a toast with a copy button), edited, toggled and deleted. The real generic list and form pages,
 * rendered by the engine from schemas/drivers.json against an in-memory API; the create form runs the
 * `driver-create` extension (a copy of the portal's, with the API's flow in memory). Admin and Manager may do
 * the same, except that only Admin chooses the operation on create and the client on edit.
 */
const meta = {
  title: 'Screens/Motoristas',
  component: DriversScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: LIST, route: LIST },
  argTypes: {
    profile: screenArgTypes.profile,
    latency: screenArgTypes.latency,
    page: screenArgTypes.page,
  },
} satisfies Meta<typeof DriversScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Motoristas' }, WAIT);

/**
 * Each driver by full name, with the CPF, the client, the operation and the plate they drive now; Novo and each
 * row's edit, toggle and delete.
 */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toEqual([
      '#',
      'Nome',
      'CPF',
      'Cliente',
      'Operação At.',
      'Placa At.',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    const row = canvas.getByText('Reginaldo Campos').closest('tr')!;
    await expect(within(row).getByText('Rodovia Sul Transportes')).toBeVisible();
    await expect(within(row).getByText('Transferência Caxias do Sul')).toBeVisible();
    await expect(within(row).getByText('GZX-3T92')).toBeVisible();
    await expect(within(row).getByRole('link', { name: 'Editar Reginaldo Campos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Novo/ })).toHaveAttribute('href', `${LIST}create/`);
  },
};

/** Manager manages drivers as Admin does: Novo, and each row's edit, toggle and delete. */
export const ListAsManager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(columnHeaders(list)).toContain('Ações');
    await expect(canvas.getByRole('link', { name: /Novo/ })).toBeVisible();
    // Editar and Desativar inline, Apagar in the row's menu.
    await expect(
      await canvas.findByRole('button', { name: 'Mais ações Reginaldo Campos' }, WAIT),
    ).toBeVisible();
  },
};

/** A name filter in the URL that matches no driver: the filter panel open over the empty table. */
export const EmptyResult: Story = {
  args: { path: `${LIST}?Name=inexistente` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('inexistente');
  },
};

/** Every call fails: the load error in place of the rows. */
export const LoadError: Story = {
  args: { failWith: new Error('offline') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Erro ao carregar motoristas.', {}, WAIT),
    ).toBeVisible();
  },
};

const createPage = { page: 'create', path: `${LIST}create/`, route: `${LIST}create/` } as const;

const namesSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('combobox', { name: 'Motoristas obrigatório' }, WAIT);

/**
 * No client yet: the driver names, the operation (Admin only) and the plate wait, each saying why.
 */
export const CreateForm: Story = {
  args: createPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Novo Motorista' }, WAIT)).toBeVisible();
    const names = await namesSelect(canvasElement);
    await expect(names).toBeDisabled();
    await expect(names).toHaveAccessibleDescription('Selecione primeiro o campo Cliente.');
    await expect(canvas.getByRole('combobox', { name: 'Operação' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Placa obrigatório' })).toBeDisabled();
  },
};

/** Manager creates drivers without choosing their operation. */
export const CreateAsManager: Story = {
  args: { ...createPage, profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await namesSelect(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Cliente obrigatório' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Operação' })).toBeNull();
  },
};

/**
 * Opens a combobox's list of options (portalled to the body): a click opens a select's; a multi-select opens
 * with ArrowDown once focused.
 */
async function openList(combobox: HTMLElement) {
  await userEvent.click(combobox);
  if (!document.querySelector('[role="listbox"]')) await userEvent.keyboard('{ArrowDown}');
  return within(document.body).findByRole('listbox', {}, WAIT);
}

/** Picks options by their names in a combobox's list, then closes it. */
async function pick(combobox: HTMLElement, ...names: string[]) {
  const listbox = await openList(combobox);
  for (const name of names) await userEvent.click(await within(listbox).findByRole('option', { name }, WAIT));
  await userEvent.keyboard('{Escape}');
}

/** Chooses the client by typing its name; the selects that depend on it are enabled. */
async function chooseClient(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const client = await canvas.findByRole('combobox', { name: 'Cliente obrigatório' }, WAIT);
  await userEvent.click(client);
  await userEvent.keyboard(name.slice(0, 6));
  await userEvent.click(await within(document.body).findByRole('option', { name }, WAIT));
  await expect(client).toHaveValue(name);
  await waitFor(async () => expect(await namesSelect(canvasElement)).toBeEnabled(), WAIT);
}

/**
 * A client chosen, the driver names offer what that client's trackers reported (drivers already registered
 * among them), in alphabetical order. The open list needs a click, so this state has no showcase story.
 */
export const DriverNamesOfChosenClientTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await chooseClient(canvasElement, 'Rodovia Sul Transportes');
    const listbox = await openList(await namesSelect(canvasElement));
    await waitFor(
      () =>
        expect(
          within(listbox)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual([
          'Adriano Lemos Furtado',
          'Antônio Pereira da Silva',
          'Bruna Carvalho Dias',
          'Valdir Schneider',
        ]),
      WAIT,
    );
  },
};

/** Fills the create form: client, driver names, operation and plate. */
async function fillCreate(canvasElement: HTMLElement, names: string[]) {
  const canvas = within(canvasElement);
  await chooseClient(canvasElement, 'Rodovia Sul Transportes');
  await pick(await namesSelect(canvasElement), ...names);
  const operation = canvas.getByRole('combobox', { name: 'Operação' });
  await waitFor(() => expect(operation).toBeEnabled(), WAIT);
  await pick(operation, 'Coleta Pelotas');
  const plate = canvas.getByRole('combobox', { name: 'Placa obrigatório' });
  await waitFor(() => expect(plate).toBeEnabled(), WAIT);
  await pick(plate, 'IXR-0A69');
}

/**
 * Two names at once: one becomes a driver (a toast with the generated password and Copiar senha), the other is
 * a driver of this client already (an error toast). Both toasts stay until closed; the form stays, keeping only
 * the name that failed. The toasts follow a save, so they have no showcase story.
 */
export const CreateResultsPerNameTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await fillCreate(canvasElement, ['Bruna Carvalho Dias', 'Antônio Pereira da Silva']);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    const created = await body.findByText('Motorista Bruna Carvalho Dias criado com sucesso.', {}, WAIT);
    const toast = within(created.closest<HTMLElement>('[role="status"]')!);
    await expect(toast.getByText('Rota27#k7Qm')).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Copiar senha' })).toBeVisible();
    await expect(
      await body.findByText('Antônio Pereira da Silva: motorista já cadastrado para este cliente.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Novo Motorista' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover Antônio Pereira da Silva' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remover Bruna Carvalho Dias' })).toBeNull();
  },
};

/** Every name created: the password toast, and the form returns to the list. */
export const CreateReturnsToListTest: Story = {
  ...CreateForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreate(canvasElement, ['Adriano Lemos Furtado']);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(document.body).findByText('Motorista Adriano Lemos Furtado criado com sucesso.', {}, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByText(`Endereço: ${LIST}`, {}, WAIT)).toBeInTheDocument();
  },
};

/** The saved driver: name, last name, client (Admin only) and plate, the plate select of that client. */
export const EditForm: Story = {
  args: { page: 'edit', path: `${LIST}edit/5`, route: `${LIST}edit/:id` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Editar Motorista' }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Nome obrigatório' }, WAIT)).toHaveValue(
      'Valdir',
    );
    await expect(canvas.getByRole('textbox', { name: 'Sobrenome' })).toHaveValue('Schneider');
    await waitFor(
      () =>
        expect(canvas.getByRole('combobox', { name: 'Cliente obrigatório' })).toHaveValue(
          'Rodovia Sul Transportes',
        ),
      WAIT,
    );
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: 'Placa obrigatório' })).toHaveValue('GZX3T92'),
      WAIT,
    );
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();
