import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoading } from './page-loading';

const meta = {
  title: 'Feedback/PageLoading',
  component: PageLoading,
  tags: ['autodocs'],
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomLabel: Story = { args: { label: 'Carregando motoristas...' } };
