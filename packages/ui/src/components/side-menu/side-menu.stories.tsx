import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { LogoutIcon } from '../icons';
import { Logo } from '../logo';
import { adminMenu, renderAnchor } from './menu-fixture';
import { SideMenu } from './side-menu';

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    groups: adminMenu,
    renderLink: renderAnchor,
    header: <Logo productName="Frota" />,
    footer: (
      <Button variant="ghost" className="w-full justify-start">
        <LogoutIcon className="size-4" />
        Sair
      </Button>
    ),
  },
  argTypes: { header: { control: false }, footer: { control: false }, renderLink: { control: false } },
  decorators: [(Story) => <div className="h-[40rem] w-64 border-r border-ink-200">{Story()}</div>],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab walks the links in menu order, then "Sair"; only the current page's link has aria-current. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(adminMenu.flatMap((group) => group.items).length);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toHaveFocus();

    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName('Usuários');
    await expect(within(canvas.getByRole('list', { name: 'Cadastros' })).getAllByRole('link')).toHaveLength(
      4,
    );
  },
};

/** The first link of the menu gets focus first when there is no Cadastros group. */
export const ManagerWithoutRegisters: Story = {
  args: { groups: adminMenu.slice(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Unidades de negócio' })).toHaveFocus();
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

export const WithoutHeaderAndFooter: Story = { args: { header: undefined, footer: undefined } };

export const Empty: Story = { args: { groups: [] } };
