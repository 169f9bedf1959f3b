import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { productName: 'Frota' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the top bar shows it; a screen reader reads only "Frota". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Frota')).toBeVisible();
  },
};

/** Larger, through the className. */
export const Large: Story = { args: { className: 'text-3xl [&>svg]:size-12' } };

/** A name longer than its box is cut with '…'. */
export const LongName: Story = {
  args: { productName: 'Gestão de Frotas e Premiação de Motoristas', className: 'max-w-64' },
};
