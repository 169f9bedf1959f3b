import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Admin: Story = {};

export const ManagerWithoutRegisters: Story = { args: { groups: adminMenu.slice(1) } };

export const WithoutHeaderAndFooter: Story = { args: { header: undefined, footer: undefined } };

export const Empty: Story = { args: { groups: [] } };
