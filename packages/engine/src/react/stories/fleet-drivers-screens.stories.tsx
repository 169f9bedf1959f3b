import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { drivers, fleetDrivers, fleets } from '../../generated/entities.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';
import { clientFixtures } from './client-fixtures.ts';
import { driverFixtures, fleetDriverFixtures } from './driver-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { emptyListStory, loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { fleetFixtures } from './fleet-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';
import { vehiclePlateFixtures } from './vehicle-plate-fixtures.ts';

function FleetDriversScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  const fleetRows = fleetFixtures(businessUnitFixtures(clientRows));
  const driverRows = driverFixtures(clientRows, vehiclePlateFixtures(30, clientRows), fleetRows);
  return (
    <EntityScreen
      entity={fleetDrivers}
      records={fleetDriverFixtures(driverRows, fleetRows)}
      related={[
        { entity: fleets, records: fleetRows },
        { entity: drivers, records: driverRows },
      ]}
      {...args}
    />
  );
}

const ROUTE = '/backoffice/fleets/:fleetId/drivers/';
/** The drivers page of an operation, by its id in the path. */
const listOf = (fleetId: number) => `/backoffice/fleets/${fleetId}/drivers/`;

/**
 * The Operation drivers screen (Motoristas da operação): the drivers linked to one operation, whose id is in the
 * path (/backoffice/fleets/1/drivers/), with Voltar to the operations. Admin adds drivers in a dialog that offers
 * only the drivers not linked to this operation yet (`association.candidates`, OnlyUnliked=true), and unlinks a
 * driver after confirming; Manager only lists. The real generic list page and association dialog, rendered by
 * the engine from schemas/fleet-drivers.json against an in-memory API that links and unlinks for real.
 */
const meta = {
  title: 'Screens/Motoristas da operação',
  component: FleetDriversScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: listOf(1), route: ROUTE },
  argTypes: {
    profile: screenArgTypes.profile,
    latency: screenArgTypes.latency,
    linkDialog: { control: 'boolean', description: 'the add dialog (Adicionar) open over the list' },
  },
} satisfies Meta<typeof FleetDriversScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Listagem de Motoristas da Operação' }, WAIT);

/** The two drivers of Distribuição Porto Alegre; Voltar, Adicionar, and each row's Desvincular. */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), WAIT);
    await expect(columnHeaders(list)).toEqual(['#', 'Nome', 'CPF', 'Criado em', 'Ações']);
    await expect(canvas.getByText('Antônio Pereira da Silva')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desvincular Everaldo Gonçalves' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/backoffice/fleets/');
    await expect(canvas.getByRole('button', { name: /Adicionar/ })).toBeVisible();
  },
};

const TITLE = 'Vincular motoristas à operação';
const dialog = () => within(document.body).findByRole('dialog', { name: TITLE }, WAIT);

/** Adicionar's dialog: the operation fixed by name, and the drivers not linked to it yet. */
export const AddDialog: Story = {
  args: { linkDialog: true },
  play: async () => {
    const add = within(await dialog());
    await waitFor(
      () => expect(add.getByRole('textbox', { name: 'Operação' })).toHaveValue('Distribuição Porto Alegre'),
      WAIT,
    );
    await waitFor(
      () => expect(add.getByRole('combobox', { name: 'Motoristas obrigatório' })).toBeEnabled(),
      WAIT,
    );
    await expect(add.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** The names the open list of the add dialog offers. */
async function offered(add: ReturnType<typeof within>) {
  const select = add.getByRole('combobox', { name: 'Motoristas obrigatório' });
  await waitFor(() => expect(select).toBeEnabled(), WAIT);
  await userEvent.click(select);
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await within(document.body).findByRole('listbox', {}, WAIT);
  await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1), WAIT);
  return {
    listbox,
    names: within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  };
}

/**
 * The dialog offers the 21 active drivers not linked to this operation (neither of its two drivers, nor an
 * inactive one); one linked with Salvar joins the list, and is no longer offered.
 */
export const OnlyUnlinkedDriversTest: Story = {
  ...ListAsAdmin,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /Adicionar/ }));
    let add = within(await dialog());
    const first = await offered(add);
    await expect(first.names).toHaveLength(21);
    await expect(first.names).not.toContain('Antônio Pereira da Silva');
    await expect(first.names).not.toContain('Everaldo Gonçalves');
    await expect(first.names).not.toContain('Edson Barbosa');
    await userEvent.click(within(first.listbox).getByRole('option', { name: 'Valdir Schneider' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(add.getByRole('button', { name: 'Salvar' }));
    await expect(await body.findByText('Motorista vinculado a operação com sucesso', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(4), WAIT);
    await expect(canvas.getByText('Valdir Schneider')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Adicionar/ }));
    add = within(await dialog());
    const again = await offered(add);
    await expect(again.names).toHaveLength(20);
    await expect(again.names).not.toContain('Valdir Schneider');
  },
};

/** An operation without drivers yet: the empty table, Adicionar to add the first. */
export const Empty: Story = emptyListStory({ args: { path: listOf(22) }, create: /Adicionar/ });

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(fleetDrivers);
