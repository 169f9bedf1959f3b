import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clients } from '../../generated/entities.ts';
import { EntityFormPage } from '../form/entity-form-page.tsx';
import { EntityListPage } from '../list/entity-list-page.tsx';
import { clientFixtures } from './client-fixtures.ts';
import { EngineStoryFrame, type EngineStoryFrameProps } from './engine-story-frame.tsx';
import { narrowScreen } from './narrow-story.tsx';

type ScreenArgs = Omit<EngineStoryFrameProps, 'children' | 'entity' | 'records'> & {
  page: 'list' | 'create' | 'edit';
};

function ClientsScreen({ page, ...frame }: ScreenArgs) {
  return (
    <EngineStoryFrame entity={clients} records={clientFixtures()} {...frame}>
      {page === 'list' ? (
        <EntityListPage entity={clients} />
      ) : (
        <EntityFormPage entity={clients} variant={page} />
      )}
    </EngineStoryFrame>
  );
}

/**
 * The real Clients screens, rendered by the engine from schemas/clients.json against an in-memory API:
 * what a staff user sees, without a back end.
 */
const meta = {
  title: 'Screens/Clientes',
  component: ClientsScreen,
  parameters: { layout: 'padded' },
  args: { page: 'list', profile: 'Admin', path: '/backoffice/clients/', route: '/backoffice/clients/' },
  argTypes: {
    profile: {
      control: 'inline-radio',
      options: ['Admin', 'Manager'],
      description: 'what the profile may do',
    },
    latency: { control: 'number', description: 'ms before the stub API answers' },
  },
} satisfies Meta<typeof ClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: story tests run many stories at once on two cores.
const WAIT = { timeout: 5000 };
const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: 'Clientes' }, WAIT);

export const ListAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(21), WAIT);
    expect(rows.length).toBeGreaterThan(1);
    await expect(within(canvasElement).getByRole('link', { name: /Novo/ })).toBeVisible();
  },
};

export const ListAsManager: Story = {
  args: { profile: 'Manager' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(21), WAIT);
    await expect(within(canvasElement).queryByRole('link', { name: /Novo/ })).toBeNull();
    await expect(
      within(canvasElement).queryAllByRole('button', { name: /^(Apagar|Ativar|Desativar) / }),
    ).toHaveLength(0);
  },
};

export const FilteredByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    canvas.getByRole('button', { name: 'Mostrar filtros' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Nome Fantasia')).toHaveFocus();
    await userEvent.keyboard('grãos{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), WAIT);
    await expect(canvas.getByText('Grãos do Oeste')).toBeVisible();
  },
};

export const EmptyResult: Story = {
  args: { path: '/backoffice/clients/?nomeFantasia=inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado.', {}, WAIT),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { latency: Infinity } };

export const LoadError: Story = {
  args: { failWith: new Error('offline') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Erro ao carregar clientes.', {}, WAIT),
    ).toBeVisible();
  },
};

export const DeleteAfterConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Apagar Porto Seco Campinas 2' }, WAIT);
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('alertdialog', {}, WAIT);
    await expect(dialog).toHaveTextContent(
      'Tem certeza que deseja apagar o cliente "Porto Seco Campinas 2"?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(canvas.queryByText('Porto Seco Campinas 2')).toBeNull(), WAIT);
  },
};

export const CreateForm: Story = {
  args: { page: 'create', path: '/backoffice/clients/create/', route: '/backoffice/clients/create/' },
};

export const CreateWithErrors: Story = {
  args: { page: 'create', path: '/backoffice/clients/create/', route: '/backoffice/clients/create/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }, WAIT));
    await expect(await canvas.findByText('O campo Nome Fantasia é obrigatório.')).toBeVisible();
    const cnpj = canvas.getByLabelText(/CNPJ/);
    await userEvent.type(cnpj, '1122233300');
    await expect(cnpj).toHaveValue('11.222.333/00');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe os 14 dígitos do CNPJ.')).toBeVisible();
  },
};

export const EditForm: Story = {
  args: { page: 'edit', path: '/backoffice/clients/edit/2', route: '/backoffice/clients/edit/:id' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/Nome Fantasia/, {}, WAIT)).toHaveValue(
      'Grãos do Oeste',
    );
  },
};

/** The list on a 360 px phone. */
export const Narrow: Story = narrowScreen();
