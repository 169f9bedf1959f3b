import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pointsOfInterest } from '../../generated/entities.ts';
import { EntityScreen, WAIT, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import {
  emptyListStory,
  expectListLoaded,
  loadErrorStory,
  loadingListStory,
  managerListStory,
} from './list-state-stories.ts';
import { narrowScreen } from './narrow-story.tsx';
import { pointOfInterestFixtures } from './point-of-interest-fixtures.ts';

function PointsOfInterestScreen({ noPoints = false, ...args }: ScreenArgs & { noPoints?: boolean }) {
  return (
    <EntityScreen entity={pointsOfInterest} records={noPoints ? [] : pointOfInterestFixtures()} {...args} />
  );
}

const LIST = pointsOfInterest.routes.list!;

/**
 * The control tower's Points of interest screen (Pontos de interesse): the stops, checkpoints and hazards along
 * the trips' roads, each a name, an optional description and its position in degrees (six decimals, with a
 * decimal comma), listed with a filter by name and created in a dialog over the list. The real generic list page
 * and its form dialog, rendered by the engine from schemas/points-of-interest.json against an in-memory API.
 * A point is never edited, toggled or deleted, so the list has no Ações column; Admin creates, Manager only
 * lists.
 */
const meta = {
  title: 'Screens/Torre de Controle/Pontos de interesse',
  component: PointsOfInterestScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: LIST, route: LIST },
  argTypes: {
    ...screenArgTypes,
    noPoints: { control: 'boolean', description: 'the stub API holds no point of interest' },
  },
} satisfies Meta<typeof PointsOfInterestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = ['#', 'Nome', 'Descrição', 'Latitude', 'Longitude', 'Criado em'];
const ROWS = pointOfInterestFixtures().length + 1;

/** On the docs page a dialog story renders in its own frame, so its modal covers that frame, not the page. */
const dialogInFrame = { docs: { story: { inline: false, height: '600px' } } };

/**
 * Each point with its position to six decimals and a decimal comma, a missing description as a dash; Novo,
 * and no row actions.
 */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoaded(canvasElement, pointsOfInterest, { rows: ROWS, columns: COLUMNS });
    const row = canvas.getByText('Pátio regulador de Cubatão').closest('tr')!;
    await expect(within(row).getByText('-23,884512')).toBeVisible();
    await expect(within(row).getByText('-46,417630')).toBeVisible();
    const noDescription = canvas.getByText('Balança DER – Bandeirantes km 69').closest('tr')!;
    await expect(within(noDescription).getByText('Não informado')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
  },
};

/** Manager lists the same points but creates none: no Novo. */
export const Manager: Story = managerListStory(pointsOfInterest, { rows: ROWS, columns: COLUMNS });

/** No point of interest at all and no filter: the message alone, with nothing to clear. */
export const Empty: Story = emptyListStory({ args: { noPoints: true } });

/**
 * Novo's dialog, empty: Nome, Latitude and Longitude required, Descrição optional, each coordinate with its
 * example and hint in degrees with a decimal comma; Salvar waits.
 */
export const CreateDialog: Story = {
  args: { dialog: { variant: 'create' } },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: pointsOfInterest.forms.create!.title },
      WAIT,
    );
    const name = await within(dialog).findByRole('textbox', { name: 'Nome obrigatório' }, WAIT);
    // The dialog fades in: on a busy machine the field is there before it is visible.
    await waitFor(() => expect(name).toBeVisible(), WAIT);
    await expect(name).toHaveValue('');
    await expect(within(dialog).getByRole('textbox', { name: 'Descrição' })).toHaveValue('');
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude obrigatório' });
    await expect(latitude).toHaveValue('');
    await expect(latitude).toHaveAttribute('placeholder', '-23,960800');
    await expect(within(dialog).getByRole('textbox', { name: 'Longitude obrigatório' })).toHaveAttribute(
      'placeholder',
      '-46,333600',
    );
    await expect(within(dialog).getByText('Em graus, com vírgula decimal: -23,960800')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** The list on a 320 px phone (a read-only table: no row actions to keep in view). */
export const Narrow: Story = narrowScreen(320, { rowActions: false });

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory(pointsOfInterest);

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(pointsOfInterest);
