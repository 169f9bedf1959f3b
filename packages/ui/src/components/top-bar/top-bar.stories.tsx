import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Default: Story = {};

/** The menu button appears on narrow screens when there is a menu to open. */
export const WithMenuButton: Story = { args: { onMenuToggle: fn() } };

export const WithoutActions: Story = { args: { actions: undefined } };

export const LongName: Story = {
  args: { greeting: 'Olá, Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcellos' },
};
