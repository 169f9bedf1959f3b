import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { PlusIcon } from '../icons';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Usuários' },
  argTypes: { actions: { control: false }, className: { control: 'text' } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const newButton = (
  <Button>
    <PlusIcon className="size-4" />
    Novo
  </Button>
);

/** Title only, with a subtitle, with actions and with both, one under the other. */
export const Matrix: Story = {
  render: () => (
    <table className="w-full max-w-3xl border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-32">
            Partes
          </th>
          <th scope="col">Cabeçalho</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="font-normal">
            Só o título
          </th>
          <td>
            <PageHeader title="Usuários" />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Com subtítulo
          </th>
          <td>
            <PageHeader title="Bem-vindo(a) Ana Souza!" subtitle="Navegue pelo menu lateral para iniciar." />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Com ações
          </th>
          <td>
            <PageHeader title="Motoristas" actions={newButton} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Completo
          </th>
          <td>
            <PageHeader
              title="Motoristas do cliente"
              subtitle="Transportadora Paulista Ltda."
              actions={
                <>
                  <Button variant="basic">Voltar</Button>
                  {newButton}
                </>
              }
            />
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** The title is the page's h1. */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Usuários');
  },
};

export const WithSubtitle: Story = {
  args: { title: 'Bem-vindo(a) Ana Souza!', subtitle: 'Navegue pelo menu lateral para iniciar.' },
};

export const WithActions: Story = {
  args: { title: 'Motoristas', actions: newButton },
};

export const LongText: Story = {
  args: {
    title: 'Listagem de Motoristas do Cliente Cooperativa de Transportadores Autônomos do Vale do Rio Doce',
    subtitle:
      'Vincule ou desvincule motoristas deste cliente. As alterações valem a partir da próxima viagem.',
    actions: (
      <>
        <Button variant="basic">Voltar para clientes</Button>
        <Button>Adicionar motoristas</Button>
      </>
    ),
  },
};

/** On a 360 px phone the actions wrap under the title and stay within the screen. */
export const Narrow360: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('div');
    const right = frame?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY;
    for (const button of within(canvasElement).getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};
