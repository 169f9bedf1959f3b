import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const WithLabel: Story = { args: { label: 'Carregando...' } };

export const LargeGreen: Story = { args: { label: 'Salvando', className: 'size-8 text-brand-600' } };
