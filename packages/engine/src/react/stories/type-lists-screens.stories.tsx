import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EntitySchema } from '../../core/index.ts';
import { fleetTypes, operationTypes, referenceGroups, vehicleTypes } from '../../generated/entities.ts';
import {
  EntityScreen,
  WAIT,
  columnHeaders,
  expectLoadFailed,
  screenArgTypes,
  type ScreenArgs,
} from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { typeListFixtures, type TypeListId } from './type-list-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';

const LISTS: Record<TypeListId, EntitySchema> = {
  'vehicle-types': vehicleTypes,
  'fleet-types': fleetTypes,
  'operation-types': operationTypes,
  'reference-groups': referenceGroups,
};

type TypeListArgs = Omit<ScreenArgs, 'page' | 'path' | 'route'> & {
  /** Which of the four type lists. */
  list: TypeListId;
  /** Appended to the list's URL (its filters). */
  search?: string;
};

/** A type list's page (it has no other: create and edit open in a dialog over it). */
function TypeListScreen({ list, search = '', ...args }: TypeListArgs) {
  const entity = LISTS[list];
  return (
    <EntityScreen
      entity={entity}
      records={typeListFixtures(list)}
      page="list"
      path={`${entity.routes.list}${search}`}
      route={entity.routes.list}
      {...args}
    />
  );
}

/**
 * The control tower's type lists (Listas de tipos): vehicle types, fleet types, operation types and reference
 * groups, each a code and a name, created and edited in a dialog over the list by Admin; read-only for Manager.
 * The real generic list page and its form dialog, rendered by the engine from schemas/vehicle-types.json,
 * fleet-types.json, operation-types.json and reference-groups.json against an in-memory API.
 */
const meta = {
  title: 'Screens/Listas de tipos',
  component: TypeListScreen,
  parameters: { layout: 'padded' },
  args: { list: 'vehicle-types', profile: 'Admin' },
  argTypes: {
    profile: screenArgTypes.profile,
    latency: screenArgTypes.latency,
    dialog: screenArgTypes.dialog,
    list: { control: 'select', options: Object.keys(LISTS), description: 'which type list' },
  },
} satisfies Meta<typeof TypeListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement, list: TypeListId) =>
  within(canvas).findByRole('table', { name: LISTS[list].list.title }, WAIT);
const rowsOf = (list: TypeListId) => typeListFixtures(list).length + 1;

/** On the docs page a dialog story renders in its own frame, so its modal covers that frame, not the page. */
const dialogInFrame = { docs: { story: { inline: false, height: '480px' } } };

/** Every action for Admin: Novo opens the create dialog, each row edits, toggles and deletes. */
const asAdmin = (list: TypeListId): Story => ({
  args: { list },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await table(canvasElement, list);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(rowsOf(list)), WAIT);
    await expect(columnHeaders(found)).toEqual(['#', 'Código', 'Nome', 'Ativo', 'Ações']);
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
    const [first] = typeListFixtures(list);
    await expect(canvas.getByRole('button', { name: `Editar ${String(first!['name'])}` })).toBeVisible();
  },
});

/** Read-only for Manager: no Novo and no Ações column. */
const asManager = (list: TypeListId): Story => ({
  args: { list, profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await table(canvasElement, list);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(rowsOf(list)), WAIT);
    await expect(columnHeaders(found)).toEqual(['#', 'Código', 'Nome', 'Ativo']);
    await expect(canvas.queryByRole('button', { name: /Novo/ })).toBeNull();
  },
});

const emptyResult = (list: TypeListId): Story => ({
  args: { list, search: '?name=inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
});

/** Novo's dialog: Salvar waits for both fields. */
const createDialog = (list: TypeListId): Story => ({
  args: { list, dialog: { variant: 'create' } },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: LISTS[list].forms.create!.title },
      WAIT,
    );
    const code = await within(dialog).findByRole('textbox', { name: 'Código obrigatório' }, WAIT);
    // The dialog fades in: on a busy machine the field is there before it is visible.
    await waitFor(() => expect(code).toBeVisible(), WAIT);
    await expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
});

/** A row's edit dialog, filled with the saved record. */
const editDialog = (list: TypeListId): Story => ({
  args: { list, dialog: { variant: 'edit', id: 2 } },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: LISTS[list].forms.edit!.title },
      WAIT,
    );
    const { code: savedCode, name: savedName } = typeListFixtures(list)[1]!;
    const code = await within(dialog).findByRole('textbox', { name: 'Código obrigatório' }, WAIT);
    await waitFor(() => expect(code).toHaveValue(String(savedCode)), WAIT);
    await expect(within(dialog).getByRole('textbox', { name: 'Nome obrigatório' })).toHaveValue(
      String(savedName),
    );
  },
});

/** Every action for Admin: Novo opens the create dialog, each row edits, toggles and deletes. */
export const VehicleTypesAsAdmin = asAdmin('vehicle-types');
/** Read-only for Manager: no Novo and no Ações column. */
export const VehicleTypesAsManager = asManager('vehicle-types');
/** A name filter in the URL that matches no type: the filter panel open over the empty table. */
export const VehicleTypesEmptyResult = emptyResult('vehicle-types');
/** Novo's dialog, empty: Salvar waits for both fields. */
export const VehicleTypesCreateDialog = createDialog('vehicle-types');
/** A row's edit dialog, filled with the saved record. */
export const VehicleTypesEditDialog = editDialog('vehicle-types');

/**
 * Half filled: once Código is typed, the dialog says both fields are required, and Salvar still waits. The
 * message only follows typing, so this state has no showcase story.
 */
export const VehicleTypesCreateDialogHalfFilledTest: Story = {
  ...VehicleTypesCreateDialog,
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Novo Tipo de veículo' }, WAIT);
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Código obrigatório' }, WAIT),
      'GUINCHO',
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Todos os campos são obrigatórios.');
    await expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

export const FleetTypesAsAdmin = asAdmin('fleet-types');
export const FleetTypesAsManager = asManager('fleet-types');
export const FleetTypesEmptyResult = emptyResult('fleet-types');
export const FleetTypesCreateDialog = createDialog('fleet-types');
export const FleetTypesEditDialog = editDialog('fleet-types');

export const OperationTypesAsAdmin = asAdmin('operation-types');
export const OperationTypesAsManager = asManager('operation-types');
export const OperationTypesEmptyResult = emptyResult('operation-types');
export const OperationTypesCreateDialog = createDialog('operation-types');
export const OperationTypesEditDialog = editDialog('operation-types');

export const ReferenceGroupsAsAdmin = asAdmin('reference-groups');
export const ReferenceGroupsAsManager = asManager('reference-groups');
export const ReferenceGroupsEmptyResult = emptyResult('reference-groups');
export const ReferenceGroupsCreateDialog = createDialog('reference-groups');
export const ReferenceGroupsEditDialog = editDialog('reference-groups');

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(vehicleTypes);

/** A row's edit dialog while its record loads (the stub API never answers): the dialog waits with its title shown. */
export const EditDialogLoading: Story = {
  args: { list: 'vehicle-types', dialog: { variant: 'edit', id: 2 }, latency: Infinity },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: vehicleTypes.forms.edit!.title },
      WAIT,
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando...');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/**
 * A row's edit dialog whose record cannot be read: the message once, in the dialog, with Tentar novamente, and
 * Cancelar still closes it.
 */
export const EditDialogLoadError: Story = {
  args: { list: 'vehicle-types', dialog: { variant: 'edit', id: 2 }, failWith: new Error('offline') },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: vehicleTypes.forms.edit!.title },
      WAIT,
    );
    await expectLoadFailed(dialog, vehicleTypes.messages.loadFailed);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};
