import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { textLinkClasses } from './text-link';

function TextLinkExample({ children }: { children: string }) {
  return (
    <p className="text-sm text-ink-700">
      Dúvidas? Leia a{' '}
      <a href="#politica" className={textLinkClasses()}>
        {children}
      </a>
      .
    </p>
  );
}

const meta = {
  title: 'Text/Text link',
  component: TextLinkExample,
  tags: ['autodocs'],
  args: { children: 'Política de Privacidade' },
} satisfies Meta<typeof TextLinkExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Política de Privacidade' })).toHaveFocus();
  },
};
