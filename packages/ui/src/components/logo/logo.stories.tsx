import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { productName: 'Frota' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { className: 'text-3xl [&>svg]:size-12' } };

export const LongName: Story = {
  args: { productName: 'Gestão de Frotas e Premiação de Motoristas', className: 'max-w-64' },
};
