import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bonusConfigs,
  businessUnits,
  clients,
  fleets,
  fleetTypes,
  vehiclePlates,
  vehicleTypes,
} from '../../generated/entities.ts';
import { bonusConfigFixtures } from './bonus-config-fixtures.ts';
import { businessUnitFixtures } from './business-unit-fixtures.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, columnHeaders, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { loadErrorStory, loadingListStory } from './list-state-stories.ts';
import { fleetFixtures } from './fleet-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';
import { typeListFixtures } from './type-list-fixtures.ts';
import { vehiclePlateFixtures } from './vehicle-plate-fixtures.ts';

function BonusConfigsScreen(args: ScreenArgs) {
  const clientRows = clientFixtures();
  const unitRows = businessUnitFixtures(clientRows);
  const operationRows = fleetFixtures(unitRows);
  const plateRows = vehiclePlateFixtures(30, clientRows);
  return (
    <EntityScreen
      entity={bonusConfigs}
      records={bonusConfigFixtures(operationRows.slice(0, 2), plateRows)}
      related={[
        { entity: fleets, records: operationRows },
        { entity: businessUnits, records: unitRows },
        { entity: clients, records: clientRows },
        { entity: vehiclePlates, records: plateRows },
        { entity: vehicleTypes, records: typeListFixtures('vehicle-types') },
        { entity: fleetTypes, records: typeListFixtures('fleet-types') },
      ]}
      {...args}
    />
  );
}

const LIST = '/backoffice/fleets/bonus-configs/';

/**
 * The Bonus ranges screens (Faixas de premiação): the performance ranges of one operation and the bonus in reais
 * each pays, in three tabs bound to the URL (Carga no motor, Inércia, Exceção de carga no motor, the last per
 * vehicle plate), created per tab, edited, toggled and deleted. The real generic list and form pages, rendered by
 * the engine from schemas/bonus-configs.json (its `variants`, `list.parent` and exact decimals) against an
 * in-memory API. Opened from an operation's row (?operationId=); Admin writes, Manager only reads.
 */
const meta = {
  title: 'Screens/Faixas de premiação',
  component: BonusConfigsScreen,
  parameters: { layout: 'padded' },
  args: {
    page: 'list',
    profile: 'Admin',
    path: `${LIST}?operationId=1&tab=engineLoad`,
    route: LIST,
  },
  argTypes: {
    ...screenArgTypes,
    variantKey: {
      control: 'inline-radio',
      options: ['engineLoad', 'inertia', 'engineLoadException'],
      description: "a create page's variant",
    },
  },
} satisfies Meta<typeof BonusConfigsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Faixas de premiação';
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: TITLE }, WAIT);

/**
 * The engine-load tab of the first operation: the ranges from 0% up, R$ in pt-BR, a retired range marked Não;
 * Voltar to the operations, Novo for this tab, and each row's actions.
 */
export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(5), WAIT);
    await expect(columnHeaders(list)).toEqual([
      'Mínimo (%)',
      'Máximo (%)',
      'Valor (R$)',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Carga no motor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const second = canvas.getAllByRole('row')[2]!;
    await expect(within(second).getByText('60%')).toBeVisible();
    await expect(within(second).getByText(/R\$\s150,00/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Novo/ })).toHaveAttribute(
      'href',
      '/backoffice/fleets/bonus-configs/engine-load/create?fleetId=1&tab=engineLoad',
    );
    await expect(canvas.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/backoffice/fleets/');
  },
};

/** The exception tab from the URL: a Placa column, the plate written with its hyphen. */
export const ExceptionTab: Story = {
  args: { path: `${LIST}?operationId=1&tab=engineLoadException` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), WAIT);
    await expect(columnHeaders(list)).toEqual([
      'Mínimo (%)',
      'Máximo (%)',
      'Valor (R$)',
      'Placa',
      'Criado em',
      'Ativo',
      'Ações',
    ]);
    await expect(canvas.getAllByText('IXR-0A69')).toHaveLength(2);
    await expect(canvas.getByText(/R\$\s180,75/)).toBeVisible();
  },
};

/** Picking Inércia shows that tab's ranges and moves its Novo to the inertia form; the URL keeps the operation. */
export const SwitchTabsTest: Story = {
  ...ListAsAdmin,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(5), WAIT);
    await userEvent.click(canvas.getByRole('tab', { name: 'Inércia' }));
    await expect(canvas.getByRole('tab', { name: 'Inércia' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByText(/R\$\s120,50/)).toBeVisible(), WAIT);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /Novo/ })).toHaveAttribute(
      'href',
      '/backoffice/fleets/bonus-configs/inertia/create?fleetId=1&tab=inertia',
    );
  },
};

/** Manager reads the ranges: no Novo, no actions column. */
export const ListAsManager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(5), WAIT);
    await expect(columnHeaders(list)).not.toContain('Ações');
    await expect(canvas.queryByRole('link', { name: /Novo/ })).toBeNull();
  },
};

/** Opened without an operation (a typed address): the page says where to open it from, and lists nothing. */
export const WithoutOperation: Story = {
  args: { path: LIST },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Abra esta lista a partir do registro a que ela pertence.',
        {},
        WAIT,
      ),
    ).toBeVisible();
  },
};

const createPage = (key: 'engine-load' | 'inertia' | 'engine-load-exception', tab: string) =>
  ({
    page: 'create',
    path: `${LIST}${key}/create?fleetId=1&tab=${tab}`,
    route: `${LIST}${key}/create`,
  }) as const;

/** A new engine-load range: minimum and maximum in %, the bonus in R$, the operation taken from the URL. */
export const CreateEngineLoad: Story = {
  args: { ...createPage('engine-load', 'engineLoad'), variantKey: 'engineLoad' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nova Faixa de Premiação / Carga no motor' }, WAIT),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('textbox', { name: 'Valor do prêmio obrigatório' }, WAIT),
    ).toHaveAccessibleDescription('R$');
    await expect(canvas.queryByLabelText(/Operação/)).toBeNull();
  },
};

const fill = async (canvasElement: HTMLElement, values: Record<string, string>) => {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    const input = await canvas.findByRole('textbox', { name: `${label} obrigatório` }, WAIT);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
};

/** pt-BR decimals with a comma; Salvar creates the range and returns to the operation's list on its tab. */
export const CreateReturnsToTabTest: Story = {
  ...CreateEngineLoad,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, {
      'Desempenho mínimo': '100',
      'Desempenho máximo': '100',
      'Valor do prêmio': '1234,56',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText(`Endereço: ${LIST}?operationId=1&tab=engineLoad`, {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** A minimum above the maximum is refused under the minimum, before any call, with the schema's words. */
export const MinimumAboveMaximumTest: Story = {
  ...CreateEngineLoad,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, {
      'Desempenho mínimo': '80,5',
      'Desempenho máximo': '60',
      'Valor do prêmio': '10',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText('O desempenho mínimo não pode ser maior que o máximo.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Desempenho mínimo obrigatório' })).toHaveValue('80,50');
  },
};

/** An exception names a plate: a select of the plates of the operation's client only. */
export const CreateException: Story = {
  args: { ...createPage('engine-load-exception', 'engineLoadException'), variantKey: 'engineLoadException' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Nova Faixa de Premiação / Exceção de carga no motor' },
        WAIT,
      ),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: 'Placa obrigatório' })).toBeEnabled(),
      WAIT,
    );
  },
};

/** The plate select offers the four plates of the operation's client, none of another client. */
export const PlatesOfTheOperationClientTest: Story = {
  ...CreateException,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The select is drawn anew once the operation's client is known: look it up again until it is enabled.
    const plate = () => canvas.getByRole('combobox', { name: 'Placa obrigatório' });
    await waitFor(() => expect(plate()).toBeEnabled(), WAIT);
    await userEvent.click(plate());
    const listbox = await within(document.body).findByRole('listbox', {}, WAIT);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4), WAIT);
  },
};

/** A create page opened without its operation says so instead of showing a form that could not save. */
export const CreateWithoutOperation: Story = {
  args: {
    page: 'create',
    path: `${LIST}inertia/create`,
    route: `${LIST}inertia/create`,
    variantKey: 'inertia',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Abra este formulário a partir da lista a que ele pertence.',
        {},
        WAIT,
      ),
    ).toBeVisible();
  },
};

/** The saved range, its values in pt-BR with two decimals. */
export const EditForm: Story = {
  args: { page: 'edit', path: `${LIST}edit/2`, route: `${LIST}edit/:id` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Faixa de Premiação / Editar' }, WAIT),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('textbox', { name: 'Valor do prêmio obrigatório' })).toHaveValue('150,00'),
      WAIT,
    );
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      `${LIST}?operationId=1&tab=engineLoad`,
    );
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory();

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(bonusConfigs);
