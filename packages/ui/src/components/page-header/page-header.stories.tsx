import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { PlusIcon } from '../icons';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Usuários' },
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithSubtitle: Story = {
  args: { title: 'Bem-vindo(a) Ana Souza!', subtitle: 'Navegue pelo menu lateral para iniciar.' },
};

export const WithActions: Story = {
  args: {
    title: 'Motoristas',
    actions: (
      <Button>
        <PlusIcon className="size-4" />
        Novo
      </Button>
    ),
  },
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
