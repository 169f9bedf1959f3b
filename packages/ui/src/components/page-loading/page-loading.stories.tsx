import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading } from './page-loading';

const meta = {
  title: 'Feedback/PageLoading',
  component: PageLoading,
  tags: ['autodocs'],
  argTypes: { className: { control: 'text' } },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route fallback, announced as 'Carregando...'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** A screen's first request, saying what is being loaded. */
export const CustomLabel: Story = { args: { label: 'Carregando motoristas...' } };
