import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { LogoutIcon } from '../icons';
import { Logo } from '../logo';
import { adminMenu, renderAnchor } from './menu-fixture';
import { SideMenu, type SideMenuGroup } from './side-menu';

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
  argTypes: {
    header: { control: false },
    footer: { control: false },
    renderLink: { control: false },
    label: { control: 'text' },
    className: { control: 'text' },
  },
  // The menu's column beside the page; the matrix sets several columns side by side (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.wide ? 'p-4' : 'h-[40rem] w-64 border-r border-line'}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

// The Admin's menu comes first, as the docs page's main picture: the addon forces pseudo states on one copy of a
// story only, and the docs page shows the first story twice.
/**
 * The Admin's menu, opened on 'Usuários': only that link is highlighted and has aria-current. The group titles
 * show as written, not in capitals (content rules).
 */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(adminMenu.flatMap((group) => group.items).length);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName('Usuários');
    await expect(within(canvas.getByRole('list', { name: 'Cadastros' })).getAllByRole('link')).toHaveLength(
      4,
    );
    for (const title of canvas.getAllByRole('heading'))
      await expect(getComputedStyle(title).textTransform).toBe('none');
  },
};

/** Tab walks the links in menu order, then "Sair"; only the current page's link has aria-current. */
export const AdminKeyboardTest: Story = {
  ...Admin,
  tags: ['!autodocs', 'interaction-test'],
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
    for (const title of canvas.getAllByRole('heading'))
      await expect(getComputedStyle(title).textTransform).toBe('none');
  },
};

const STATES = [
  { name: 'Normal', state: 'normal' },
  { name: 'Cursor em cima', state: 'hover' },
  { name: 'Foco pelo teclado', state: 'focus' },
] as const;

/** One group per column: a link, the current page's link and a long label that wraps. */
const groupFor = (state: string): SideMenuGroup[] => [
  {
    id: `estado-${state}`,
    label: 'Cadastros',
    items: [
      { id: 'users', label: 'Usuários', href: '/backoffice/users/', active: true },
      { id: 'clients', label: 'Clientes', href: '/backoffice/clients/' },
      { id: 'references', label: 'Referências e cercas eletrônicas de clientes', href: '/torre/references' },
    ],
  },
];

/**
 * The items at rest, under the pointer and with the keyboard focus, side by side: a link, the current page's
 * link (Usuários) and a long label.
 */
export const Matrix: Story = {
  parameters: {
    wide: true,
    pseudo: { hover: '[data-state="hover"] a', focusVisible: '[data-state="focus"] a' },
  },
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          {STATES.map(({ name }) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {STATES.map(({ name, state }) => (
            <td key={state} data-state={state} className="w-56 border border-line align-top">
              <SideMenu label={`Menu: ${name}`} groups={groupFor(state)} renderLink={args.renderLink} />
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  ),
};

/** The pointer over every link of the Admin's menu (and over 'Sair'). */
export const Hover: Story = {
  ...Admin,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on every link, drawn inside the link. */
export const FocusVisible: Story = {
  ...Admin,
  parameters: { pseudo: { focusVisible: true } },
};

/** A manager's menu, without the Cadastros group, on a page that is not in the menu: no link is current. */
export const ManagerWithoutRegisters: Story = {
  args: { groups: adminMenu.slice(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** The first link of the menu gets focus first when there is no Cadastros group. */
export const ManagerWithoutRegistersKeyboardTest: Story = {
  ...ManagerWithoutRegisters,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Unidades de negócio' })).toHaveFocus();
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** The groups alone, without the logo above and 'Sair' below. */
export const WithoutHeaderAndFooter: Story = { args: { header: undefined, footer: undefined } };

/** No group to show: the logo and 'Sair' only. */
export const Empty: Story = { args: { groups: [] } };
