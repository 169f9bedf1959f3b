import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { KeyIcon, LogoutIcon } from '../icons';

import { TopBar } from './top-bar';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    greeting: 'Olá, Ana Souza',
    actions: (
      <>
        <Button variant="ghost" size="sm" className="max-sm:hidden">
          <KeyIcon className="size-4" />
          Alterar senha
        </Button>
        <IconButton label="Alterar senha" icon={<KeyIcon />} className="sm:hidden" />
        <IconButton label="Sair" icon={<LogoutIcon />} />
      </>
    ),
  },
  argTypes: { actions: { control: false }, greeting: { control: 'text' } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the actions in order; on a wide screen the labelled "Alterar senha" button is shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Alterar senha' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toHaveFocus();
  },
};

/**
 * The menu button appears on narrow screens when there is a menu to open: Tab reaches it first, Enter calls
 * onMenuToggle, then Tab reaches the icon-only actions.
 */
export const WithMenuButton: Story = {
  args: { onMenuToggle: fn() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Alterar senha' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toHaveFocus();
  },
};

export const WithoutActions: Story = { args: { actions: undefined } };

export const LongName: Story = {
  args: { greeting: 'Olá, Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcellos' },
};
