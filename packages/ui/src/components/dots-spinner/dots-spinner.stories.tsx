import type { Meta, StoryObj } from '@storybook/react-vite';
import { DotsSpinner } from './dots-spinner';

const meta = {
  title: 'Feedback/DotsSpinner',
  component: DotsSpinner,
  tags: ['autodocs'],
} satisfies Meta<typeof DotsSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomLabel: Story = { args: { label: 'Entrando' } };

export const Small: Story = { args: { className: '[&>span]:size-2 gap-1' } };
