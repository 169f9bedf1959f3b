import type { Meta, StoryObj } from '@storybook/react-vite';
import { YesNoBadge } from './yes-no-badge';

const meta = {
  title: 'Data/YesNoBadge',
  component: YesNoBadge,
  tags: ['autodocs'],
  args: { value: true },
} satisfies Meta<typeof YesNoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yes: Story = {};

export const No: Story = { args: { value: false } };
