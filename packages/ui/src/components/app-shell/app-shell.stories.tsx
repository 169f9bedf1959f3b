import type { Meta, StoryObj } from '@storybook/react-vite';
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
            <p className="text-sm text-ink-700">Conteúdo que rola sob a barra superior ({index + 1}).</p>
          </Card>
        ))}
      </div>
    ),
  },
  argTypes: { sideMenu: { control: false }, topBar: { control: false }, children: { control: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** Resize the preview below 768px: the menu becomes a drawer opened by the bar's menu button. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
};
