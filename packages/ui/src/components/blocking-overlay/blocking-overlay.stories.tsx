import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Logo } from '../logo';
import { BlockingOverlay } from './blocking-overlay';

const meta = {
  title: 'Feedback/BlockingOverlay',
  component: BlockingOverlay,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { show: true, logo: <Logo productName="Frota" className="text-2xl" />, label: 'Entrando' },
  argTypes: { logo: { control: false } },
  decorators: [
    (Story) => (
      <div className="min-h-96 p-6">
        <p className="mb-4">Formulário de login por baixo da camada (os cliques não passam).</p>
        <button type="button" className="rounded border px-3 py-1" onClick={onBehind}>
          Login
        </button>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof BlockingOverlay>;

export default meta;

/** Set by the KeyboardBlocked story: the button behind the layer must never be reached. */
const onBehind = fn();
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

export const KeyboardBlocked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).not.toHaveFocus();
    await expect(onBehind).not.toHaveBeenCalled();
  },
};

export const WithoutLogo: Story = { args: { logo: undefined } };

export const Hidden: Story = { args: { show: false } };
