import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    message: 'Tem certeza que deseja apagar o usuário?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary'] } },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delete: Story = {};

export const Activate: Story = {
  args: { message: 'Tem certeza que deseja ativar o motorista?', tone: 'primary', confirmLabel: 'Ativar' },
};

export const Busy: Story = { args: { busy: true } };

export const CustomLabels: Story = {
  args: {
    title: 'Descartar alterações',
    message: 'Existem alterações não salvas. Deseja fechar mesmo assim?',
    confirmLabel: 'Descartar',
    cancelLabel: 'Continuar editando',
  },
};

export const LongText: Story = {
  args: {
    message:
      'Tem certeza que deseja desfazer a ligação entre o cliente Cooperativa de Transportadores Autônomos do Vale do Rio Doce e o motorista Maria Aparecida dos Santos Oliveira? O motorista deixará de ver as viagens deste cliente.',
  },
};
