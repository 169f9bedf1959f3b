import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clientDrivers, clients, drivers, fleetDrivers } from '../../generated/entities.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';
import { clientFixtures } from './client-fixtures.ts';
import { clientDriverFixtures, driverFixtures, fleetDriverFixtures } from './driver-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { fleetFixtures } from './fleet-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';
import { vehiclePlateFixtures } from './vehicle-plate-fixtures.ts';

function ClientDriversScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  const fleetRows = fleetFixtures(businessUnitFixtures(clientRows));
  const driverRows = driverFixtures(clientRows, vehiclePlateFixtures(30, clientRows), fleetRows);
  return (
    <EntityScreen
      entity={clientDrivers}
      records={clientDriverFixtures(driverRows)}
      related={[
        { entity: clients, records: clientRows },
        { entity: drivers, records: driverRows },
        { entity: fleetDrivers, records: fleetDriverFixtures(driverRows, fleetRows) },
      ]}
      {...args}
    />
  );
}

const LIST = '/backoffice/clients/drivers/';

/**
 * The Client drivers screen (Motoristas do cliente): the drivers linked to one client, opened from the client's
 * row (?clientId=), with Voltar to the clients. Admin adds drivers in a dialog (the client fixed, a searchable
 * multi-select of the drivers) and unlinks a driver after confirming; Manager only lists. The real generic list
 * page and association dialog, rendered by the engine from schemas/client-drivers.json (`list.parent`,
 * `association`, the `link` and `unlink` calls) against an in-memory API that links and unlinks for real.
 */
const meta = {
  title: 'Screens/Motoristas do cliente',
  component: ClientDriversScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: `${LIST}?clientId=1`, route: LIST },
  argTypes: {
    profile: screenArgTypes.profile,
    latency: screenArgTypes.latency,
    linkDialog: { control: 'boolean', description: 'the add dialog (Adicionar) open over the list' },
  },
} satisfies Meta<typeof ClientDriversScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Listagem de Motoristas do Cliente' }, WAIT);

/**
 * The seven drivers of Rodovia Sul Transportes, each with the CPF and the operation they work in now; Voltar,
 * Adicionar, and each row's Desvincular.
 */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(8), WAIT);
    await expect(columnHeaders(list)).toEqual([
      '#',
      'Nome',
      'CPF',
      'Operação',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    const row = canvas.getByText('Valdir Schneider').closest('tr')!;
    await expect(within(row).getByText('Transferência Caxias do Sul')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Desvincular Valdir Schneider' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Voltar/ })).toHaveAttribute(
      'href',
      '/backoffice/clients/',
    );
    await expect(canvas.getByRole('button', { name: /Adicionar/ })).toBeVisible();
  },
};

const dialog = (name: string) => within(document.body).findByRole('dialog', { name }, WAIT);
const TITLE = 'Vincular motoristas ao cliente';

/**
 * Adicionar's dialog: the client fixed by name, and the drivers to choose (any active driver; one already
 * linked is simply kept). Salvar waits for a choice.
 */
export const AddDialog: Story = {
  args: { linkDialog: true },
  play: async () => {
    const add = within(await dialog(TITLE));
    await waitFor(
      () => expect(add.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Rodovia Sul Transportes'),
      WAIT,
    );
    await waitFor(
      () => expect(add.getByRole('combobox', { name: 'Motoristas obrigatório' })).toBeEnabled(),
      WAIT,
    );
    await expect(add.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/**
 * Adicionar, a driver of another client chosen by typing, Salvar: the success toast, and the driver appears in
 * the list. The open list of drivers needs typing, so it has no showcase story.
 */
export const LinkDriverTest: Story = {
  ...ListAsAdmin,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(8), WAIT);
    await expect(canvas.queryByText('José Carlos Moura')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Adicionar/ }));
    const add = within(await dialog(TITLE));
    const select = add.getByRole('combobox', { name: 'Motoristas obrigatório' });
    await waitFor(() => expect(select).toBeEnabled(), WAIT);
    await userEvent.click(select);
    await userEvent.keyboard('jose');
    const listbox = await within(document.body).findByRole('listbox', {}, WAIT);
    await userEvent.click(await within(listbox).findByRole('option', { name: 'José Carlos Moura' }, WAIT));
    await userEvent.keyboard('{Escape}');
    await expect(add.getByText('1 selecionado(s)')).toBeVisible();
    await userEvent.click(add.getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(document.body).findByText('Motorista vinculado ao cliente com sucesso', {}, WAIT),
    ).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(9), WAIT);
    await expect(canvas.getByText('José Carlos Moura')).toBeVisible();
  },
};

/**
 * A row's Desvincular asks in an alert dialog naming the driver; Confirmar unlinks, says so, and the row leaves
 * the list. The question only follows a click, so it has no showcase story.
 */
export const UnlinkAfterConfirmTest: Story = {
  ...ListAsAdmin,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Desvincular Valdir Schneider' }, WAIT));
    const confirm = await within(document.body).findByRole('alertdialog', {}, WAIT);
    await expect(confirm).toHaveTextContent(
      'Tem certeza que deseja desvincular o motorista "Valdir Schneider" do cliente?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await expect(
      await within(document.body).findByText(
        'Ligação entre cliente e motorista desfeita com sucesso',
        {},
        WAIT,
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Valdir Schneider')).toBeNull(), WAIT);
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

/** Manager only lists the client's drivers: no Adicionar, no Desvincular, no actions column. */
export const ListAsManager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(8), WAIT);
    await expect(columnHeaders(list)).not.toContain('Ações');
    await expect(canvas.queryByRole('button', { name: /Adicionar/ })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Desvincular / })).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: /Voltar/ })).toBeVisible();
  },
};

/** Opened without a client (a typed address): the page says where to open it from, and lists nothing. */
export const WithoutClient: Story = {
  args: { path: LIST },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Abra esta lista a partir do registro a que ela pertence.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Adicionar/ })).toBeNull();
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(clientDrivers);
