import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { products } from '../../generated/entities.ts';
import { EntityScreen, WAIT, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import {
  emptyListStory,
  expectListLoaded,
  loadErrorStory,
  loadingListStory,
  managerListStory,
} from './list-state-stories.ts';
import { narrowScreen } from './narrow-story.tsx';
import { productFixtures } from './product-fixtures.ts';

function ProductsScreen({ noProducts = false, ...args }: ScreenArgs & { noProducts?: boolean }) {
  return <EntityScreen entity={products} records={noProducts ? [] : productFixtures()} {...args} />;
}

const LIST = products.routes.list!;

/**
 * The control tower's Products screen (Produtos): the goods the trips carry, each a code, a name, a description
 * and its type (Carga seca, Granéis or Outros), listed with filters by code and name, created and edited in a
 * dialog over the list, toggled and deleted. The real generic list page and its form dialog, rendered by the
 * engine from schemas/products.json against an in-memory API. Admin does everything; read-only for Manager.
 */
const meta = {
  title: 'Screens/Torre de Controle/Produtos',
  component: ProductsScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: LIST, route: LIST },
  argTypes: {
    ...screenArgTypes,
    noProducts: { control: 'boolean', description: 'the stub API holds no product' },
  },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = ['#', 'Código', 'Nome', 'Descrição', 'Tipo', 'Ativo'];
const ROWS = productFixtures().length + 1;

/** On the docs page a dialog story renders in its own frame, so its modal covers that frame, not the page. */
const dialogInFrame = { docs: { story: { inline: false, height: '520px' } } };

/** Every action for Admin: Novo opens the create dialog; each row edits, toggles and deletes; the type by name. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoaded(canvasElement, products, { rows: ROWS, columns: [...COLUMNS, 'Ações'] });
    const row = canvas.getByText('Soja em grãos').closest('tr')!;
    await expect(within(row).getByText('SOJA-GR')).toBeVisible();
    await expect(within(row).getByText('Granéis')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Editar Soja em grãos' })).toBeVisible();
    await expect(canvas.getByText('Celulose em fardos').closest('tr')).toHaveTextContent('Carga seca');
    await expect(canvas.getByText('Madeira em toras').closest('tr')).toHaveTextContent('Outros');
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
  },
};

/** Read-only for Manager: no Novo and no Ações column. */
export const Manager: Story = managerListStory(products, { rows: ROWS, columns: COLUMNS });

/** No product at all and no filter: the message alone, with nothing to clear. */
export const Empty: Story = emptyListStory({ args: { noProducts: true } });

/** Novo's dialog, empty: Código, Nome and Descrição required, Tipo starting at Carga seca; Salvar waits. */
export const CreateDialog: Story = {
  args: { dialog: { variant: 'create' } },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: products.forms.create!.title },
      WAIT,
    );
    const code = await within(dialog).findByRole('textbox', { name: 'Código obrigatório' }, WAIT);
    // The dialog fades in: on a busy machine the field is there before it is visible.
    await waitFor(() => expect(code).toBeVisible(), WAIT);
    await expect(code).toHaveValue('');
    await expect(within(dialog).getByRole('textbox', { name: 'Nome obrigatório' })).toHaveValue('');
    await expect(within(dialog).getByRole('textbox', { name: 'Descrição obrigatório' })).toHaveValue('');
    // The select loads with its own chunk; it is named by its label and the option it shows.
    await expect(await within(dialog).findByRole('button', { name: 'Tipo Carga seca' }, WAIT)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** The list on a 320 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory(products);

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(products);
