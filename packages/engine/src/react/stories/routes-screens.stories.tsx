import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { references, routes } from '../../generated/entities.ts';
import { EntityScreen, WAIT, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import {
  emptyListStory,
  expectListLoaded,
  loadErrorStory,
  loadingListStory,
  managerListStory,
} from './list-state-stories.ts';
import { narrowScreen } from './narrow-story.tsx';
import { referenceFixtures } from './reference-fixtures.ts';
import { routeFixtures } from './route-fixtures.ts';

function RoutesScreen({ noRoutes = false, ...args }: ScreenArgs & { noRoutes?: boolean }) {
  const referenceRows = referenceFixtures();
  return (
    <EntityScreen
      entity={routes}
      records={noRoutes ? [] : routeFixtures(referenceRows)}
      related={[{ entity: references, records: referenceRows }]}
      {...args}
    />
  );
}

const LIST = routes.routes.list!;

/**
 * The control tower's Routes screen (Rotas): the trips' origin and destination pairs, both references (ports,
 * distribution centres, mills, farms), listed with filters by origin and destination, created and edited in a
 * dialog over the list whose selects read the references' short list (the destination must differ from the
 * origin), and deleted. The real generic list page and its form dialog, rendered by the engine from
 * schemas/routes.json against an in-memory API that also holds the references. Admin does everything;
 * read-only for Manager. A route is never toggled.
 */
const meta = {
  title: 'Screens/Torre de Controle/Rotas',
  component: RoutesScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: LIST, route: LIST },
  argTypes: {
    ...screenArgTypes,
    noRoutes: { control: 'boolean', description: 'the stub API holds no route' },
  },
} satisfies Meta<typeof RoutesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = ['#', 'Origem', 'Destino', 'Ativo'];
const ROWS = routeFixtures().length + 1;

/** On the docs page a dialog story renders in its own frame, so its modal covers that frame, not the page. */
const dialogInFrame = { docs: { story: { inline: false, height: '480px' } } };

/**
 * Each route by its references' names; Novo, and each row's edit and delete (no toggle), named by origin →
 * destination.
 */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoaded(canvasElement, routes, { rows: ROWS, columns: [...COLUMNS, 'Ações'] });
    const name = 'Polo industrial de Cubatão → CD Cajamar';
    const row = canvas.getByRole('button', { name: `Editar ${name}` }).closest('tr')!;
    await expect(within(row).getByText('Polo industrial de Cubatão')).toBeVisible();
    await expect(within(row).getByText('CD Cajamar')).toBeVisible();
    await expect(within(row).getByRole('button', { name: `Apagar ${name}` })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: `Desativar ${name}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
  },
};

/** Read-only for Manager: no Novo and no Ações column. */
export const Manager: Story = managerListStory(routes, { rows: ROWS, columns: COLUMNS });

/** No route at all and no filter: the message alone, with nothing to clear. */
export const Empty: Story = emptyListStory({ args: { noRoutes: true } });

/** Novo's dialog, empty: Origem and Destino required, each a select of the references; Salvar waits. */
export const CreateDialog: Story = {
  args: { dialog: { variant: 'create' } },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: routes.forms.create!.title },
      WAIT,
    );
    // The relation widget loads with its own chunk, then the references' short list.
    const origin = await within(dialog).findByRole('combobox', { name: 'Origem obrigatório' }, WAIT);
    // The dialog fades in: on a busy machine the field is there before it is visible.
    await waitFor(() => expect(origin).toBeVisible(), WAIT);
    await expect(origin).toHaveValue('');
    await expect(
      await within(dialog).findByRole('combobox', { name: 'Destino obrigatório' }, WAIT),
    ).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** The list on a 320 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory(routes);

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(routes);
