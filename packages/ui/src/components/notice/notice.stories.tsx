import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { children: 'Enviamos as instruções para redefinir a senha para o seu e-mail.' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'info', 'warning'] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { tone: 'success' } };
export const Info: Story = { args: { tone: 'info', children: 'Preencha os filtros para continuar.' } };
export const Warning: Story = {
  args: { tone: 'warning', children: 'Nenhum dado encontrado para o cliente/período selecionado.' },
};
export const Narrow: Story = {
  args: { tone: 'success' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
