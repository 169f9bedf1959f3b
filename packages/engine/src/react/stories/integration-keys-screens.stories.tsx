import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clients, integrationKeys } from '../../generated/entities.ts';
import { clientFixtures } from './client-fixtures.ts';
import { EntityScreen, WAIT, screenArgTypes, type ScreenArgs } from './entity-screen.tsx';
import { emptyListStory, expectListLoaded, loadErrorStory, loadingListStory } from './list-state-stories.ts';
import {
  integrationKeyCreateFlow,
  storyIntegrationKeyCreateExtension,
} from './integration-key-create-stubs.tsx';
import { integrationKeyFixtures } from './integration-key-fixtures.ts';
import { narrowScreen } from './narrow-story.tsx';

function IntegrationKeysScreen({ noKeys = false, ...args }: ScreenArgs & { noKeys?: boolean }) {
  const clientRows = clientFixtures();
  return (
    <EntityScreen
      entity={integrationKeys}
      records={noKeys ? [] : integrationKeyFixtures(clientRows)}
      related={[{ entity: clients, records: clientRows }]}
      formExtensions={{ 'integration-key-create': storyIntegrationKeyCreateExtension }}
      createExtensions={{ 'integration-key-create': integrationKeyCreateFlow }}
      {...args}
    />
  );
}

const LIST = integrationKeys.routes.list!;

/**
 * The control tower's Integration keys screen (Chaves de integração): the keys the trackers' gateways send plate
 * readings with, each named, for one client or (without one) for every client, with an optional expiry, listed
 * with filters by name and client, created in a dialog over the list, toggled and deleted (a key is never
 * edited). Only the key's first characters are listed: the key itself is shown once, in a toast, when it is
 * created. The real generic list page and its form dialog, rendered by the engine from
 * schemas/integration-keys.json against an in-memory API; the create form runs the `integration-key-create`
 * extension (a copy of the portal's, with the API's flow in memory). Admin only: a Manager has no route to them.
 */
const meta = {
  title: 'Screens/Torre de Controle/Chaves de integração',
  component: IntegrationKeysScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: LIST, route: LIST },
  argTypes: {
    ...screenArgTypes,
    noKeys: { control: 'boolean', description: 'the stub API holds no integration key' },
  },
} satisfies Meta<typeof IntegrationKeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the docs page a dialog story renders in its own frame, so its modal covers that frame, not the page. */
const dialogInFrame = { docs: { story: { inline: false, height: '560px' } } };

/**
 * Each key by name with its client and the first characters of the key; Novo, and each row's toggle and delete
 * (no edit).
 */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoaded(canvasElement, integrationKeys, {
      rows: integrationKeyFixtures().length + 1,
      columns: [
        '#',
        'Nome',
        'Cliente',
        'Início da chave',
        'Expira em',
        'Último uso',
        'Criada em',
        'Ativa',
        'Ações',
      ],
    });
    const name = 'Sascar – Rodovia Sul';
    const row = canvas.getByText(name).closest('tr')!;
    await expect(within(row).getByText('Rodovia Sul Transportes')).toBeVisible();
    await expect(within(row).getByText('frota_b4KdT9')).toBeVisible();
    await expect(within(row).getByRole('button', { name: `Desativar ${name}` })).toBeVisible();
    await expect(within(row).getByRole('button', { name: `Apagar ${name}` })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: `Editar ${name}` })).toBeNull();
    // A key of every client that never expires says so (whenEmpty), rather than a missing value.
    const gateway = canvas.getByText('Gateway Omnilink').closest('tr')!;
    await expect(within(gateway).getByText('Todos os clientes')).toBeVisible();
    await expect(within(gateway).getByText('Nunca')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Novo/ })).toBeVisible();
  },
};

/** No key at all and no filter: the message alone, with nothing to clear. */
export const Empty: Story = emptyListStory({ args: { noKeys: true } });

/**
 * Novo's dialog, empty: Nome required; Cliente and Expira em optional, each hint saying what leaving it blank
 * means; Salvar waits for the name.
 */
export const CreateDialog: Story = {
  args: { dialog: { variant: 'create' } },
  parameters: dialogInFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: integrationKeys.forms.create!.title },
      WAIT,
    );
    const name = await within(dialog).findByRole('textbox', { name: 'Nome obrigatório' }, WAIT);
    // The dialog fades in: on a busy machine the field is there before it is visible.
    await waitFor(() => expect(name).toBeVisible(), WAIT);
    await expect(name).toHaveValue('');
    // The relation and date widgets load with their own chunks.
    await expect(await within(dialog).findByRole('combobox', { name: 'Cliente' }, WAIT)).toHaveValue('');
    await expect(await within(dialog).findByRole('textbox', { name: 'Expira em' }, WAIT)).toHaveValue('');
    await expect(
      within(dialog).getByText('Em branco, a chave envia leituras de placas de todos os clientes.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Em branco, a chave não expira.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/**
 * Salvar with a name only: the key is shown once, in a toast that stays, with Copiar chave; the dialog closes
 * and the new key heads the list with its first characters only, for every client. The toast only follows a
 * save, so this state has no showcase story.
 */
export const CreateShowsKeyOnceTest: Story = {
  ...CreateDialog,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: integrationKeys.forms.create!.title }, WAIT);
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Nome obrigatório' }, WAIT),
      'Gateway Positron',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await body.findByText(/Chave de integração Gateway Positron criada com sucesso/, {}, WAIT),
    ).toBeVisible();
    await expect(body.getByRole('button', { name: 'Copiar chave' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    const row = (await within(canvasElement).findByText('Gateway Positron', {}, WAIT)).closest('tr')!;
    await expect(within(row).getByText('frota_St0ryK')).toBeVisible();
  },
};

/** The list on a 320 px phone. */
export const Narrow: Story = narrowScreen();

/** The stub API never answers: the table's loading rows under the header and filters. */
export const Loading: Story = loadingListStory(integrationKeys);

/** Every call fails: the list's message and Tentar novamente in place of the rows (no toast repeats it). */
export const LoadError: Story = loadErrorStory(integrationKeys);
