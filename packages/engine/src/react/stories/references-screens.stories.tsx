import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { referenceGroups, references } from '../../generated/entities.ts';
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
import { typeListFixtures } from './type-list-fixtures.ts';

type ReferencesArgs = Omit<ScreenArgs, 'page' | 'dialog'> & { noReferences?: boolean };

/** The references' list (its only generic page: Novo and the rows open the portal's own dialog over it). */
function ReferencesScreen({ noReferences = false, ...args }: ReferencesArgs) {
  const groupRows = typeListFixtures('reference-groups');
  return (
    <EntityScreen
      entity={references}
      records={noReferences ? [] : referenceFixtures(groupRows)}
      related={[{ entity: referenceGroups, records: groupRows }]}
      page="list"
      {...args}
    />
  );
}

const LIST = references.routes.list!;

/**
 * The control tower's References list (Referências): the places trips start and end at (ports, distribution
 * centres, mills, farms, customers' docks), each a code and a name with whether it is visible and takes loads
 * or unloads, listed with filters by code and name, toggled and deleted. The real generic list page, rendered
 * by the engine from schemas/references.json against an in-memory API. Novo, Editar and Visualizar open the
 * portal's bespoke dialog (`forms.component: "reference-form"`), which the engine cannot import: its stories
 * are under Screens/Formulário de referência. Admin does everything; a Manager only views each reference.
 */
const meta = {
  title: 'Screens/Torre de Controle/Referências',
  component: ReferencesScreen,
  parameters: { layout: 'padded' },
  args: { profile: 'Admin', path: LIST, route: LIST },
  argTypes: {
    profile: screenArgTypes.profile,
    latency: screenArgTypes.latency,
    noReferences: { control: 'boolean', description: 'the stub API holds no reference' },
  },
} satisfies Meta<typeof ReferencesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = [
  '#',
  'Código',
  'Nome',
  'Descrição',
  'Visível',
  'Carga',
  'Descarga',
  'Criado em',
  'Ativo',
  'Ações',
];
const ROWS = referenceFixtures().length + 1;

/**
 * Every action for Admin: Novo; each row's Visualizar and Editar, with Desativar and Apagar in its Mais ações
 * menu.
 */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoaded(canvasElement, references, { rows: ROWS, columns: COLUMNS });
    const name = 'Terminal Porto de Santos';
    const row = canvas.getByText(name).closest('tr')!;
    await expect(within(row).getByText('SSZ-T1')).toBeVisible();
    await expect(within(row).getByRole('button', { name: `Visualizar ${name}` })).toBeVisible();
    await expect(within(row).getByRole('button', { name: `Editar ${name}` })).toBeVisible();
    // Desativar and Apagar are in the row's menu, whose code arrives with the first row that has one.
    await expect(await within(row).findByRole('button', { name: `Mais ações ${name}` }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
  },
};

/** A Manager only views: no Novo, and each row's one action is Visualizar. */
export const Manager: Story = managerListStory(references, {
  rows: ROWS,
  columns: COLUMNS,
  then: async (canvasElement) => {
    const name = 'Terminal Porto de Santos';
    const row = within(canvasElement).getByText(name).closest('tr')!;
    await expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`Visualizar ${name}`]);
  },
});

/** No reference at all and no filter: the message alone, with nothing to clear. */
export const Empty: Story = emptyListStory({ args: { noReferences: true } });

/** The list on a 320 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory(references);

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(references);
