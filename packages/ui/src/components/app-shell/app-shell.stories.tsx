import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Card } from '../card';
import { IconButton } from '../icon-button';
import { KeyIcon, LogoutIcon } from '../icons';
import { Logo } from '../logo';
import { PageHeader } from '../page-header';
import { SideMenu } from '../side-menu';
import { adminMenu, renderAnchor } from '../side-menu/menu-fixture';
import { TopBar } from '../top-bar';
import { AppShell } from './app-shell';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    sideMenu: (
      <SideMenu
        groups={adminMenu}
        renderLink={renderAnchor}
        header={<Logo productName="Frota" />}
        footer={
          <Button variant="ghost" className="w-full justify-start">
            <LogoutIcon className="size-4" />
            Sair
          </Button>
        }
      />
    ),
    topBar: (
      <TopBar greeting="Olá, Ana Souza" actions={<IconButton label="Alterar senha" icon={<KeyIcon />} />} />
    ),
    children: (
      <div className="space-y-6">
        <PageHeader title="Bem-vindo(a) Ana Souza!" subtitle="Navegue pelo menu lateral para iniciar." />
        {Array.from({ length: 8 }, (_, index) => (
          <Card key={index} aria-label={`Bloco ${index + 1}`}>
            <p className="text-sm text-fg-soft">Conteúdo que rola sob a barra superior ({index + 1}).</p>
          </Card>
        ))}
      </div>
    ),
  },
  argTypes: { sideMenu: { control: false }, topBar: { control: false }, children: { control: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide screen: the menu is a fixed column beside the bar and the content; the bar has no menu button. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Tab: the skip link first, then the menu's links (the current page's one with aria-current), then the bar's
 * actions and the content; no menu button on a wide screen.
 */
export const DesktopKeyboardTest: Story = {
  ...Desktop,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
    await userEvent.tab();
    const users = canvas.getByRole('link', { name: 'Usuários' });
    await expect(users).toHaveFocus();
    await expect(users).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Clientes' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Clientes' })).not.toHaveAttribute('aria-current');

    // Past the last link and "Sair" come the bar's action and the scrolling content.
    const lastLink = canvas.getByRole('link', { name: 'Referências e cercas eletrônicas de clientes' });
    for (let step = 0; step < 12 && document.activeElement !== lastLink; step++) await userEvent.tab();
    await expect(lastLink).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Alterar senha' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** On a phone the menu is a drawer, hidden until the bar's menu button opens it. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The docs page ignores the viewport: a phone-sized box there too (the shell follows its own width).
  decorators: [
    (Story) => <div className="h-[640px] w-[360px] overflow-hidden [&>div]:h-full">{Story()}</div>,
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Usuários' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The drawer is out of the Tab order until the menu button opens it (Enter or Space); Esc closes it and gives
 * the focus back to the button; Shift+Tab from the button reaches the open drawer's links.
 */
export const NarrowKeyboardTest: Story = {
  ...Narrow,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Usuários' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
    await userEvent.tab();
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const users = await canvas.findByRole('link', { name: 'Usuários' }, { timeout: 5000 });
    await expect(users).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Usuários' })).toBeNull(), {
      timeout: 5000,
    });
    await expect(menuButton).toHaveFocus();

    // Open with Space; the drawer's links come before the bar, so Shift+Tab reaches them.
    await userEvent.keyboard(' ');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await canvas.findByRole('link', { name: 'Usuários' }, { timeout: 5000 });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Sair' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(
      canvas.getByRole('link', { name: 'Referências e cercas eletrônicas de clientes' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Usuários' })).toBeNull(), {
      timeout: 5000,
    });
  },
};
