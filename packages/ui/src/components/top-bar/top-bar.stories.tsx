import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { KeyIcon, LogoutIcon } from '../icons';

import { TopBar } from './top-bar';

/** The user's actions: a labelled "Alterar senha" in a wide bar (an icon in a narrow one) and "Sair". */
const actions = (
  <>
    <Button variant="ghost" size="sm" className="@max-sm:hidden">
      <KeyIcon className="size-4" />
      Alterar senha
    </Button>
    <IconButton label="Alterar senha" icon={<KeyIcon />} className="@sm:hidden" />
    <IconButton label="Sair" icon={<LogoutIcon />} />
  </>
);

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { greeting: 'Olá, Ana Souza', actions },
  argTypes: {
    actions: { control: false },
    greeting: { control: 'text' },
    className: { control: false },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const matrixMenuToggle = fn();

const MATRIX_ROWS = [
  { name: 'Com ações', greeting: 'Olá, Ana Souza', withActions: true, width: undefined, menu: false },
  { name: 'Sem ações', greeting: 'Olá, Ana Souza', withActions: false, width: undefined, menu: false },
  {
    name: 'Nome longo (480 px)',
    greeting: 'Olá, Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcellos',
    withActions: true,
    width: 'max-w-[480px]',
    menu: false,
  },
  {
    name: 'Estreita (360 px), com menu',
    greeting: 'Olá, Ana Souza',
    withActions: true,
    width: 'max-w-[360px]',
    menu: true,
  },
] as const;

/**
 * With the actions, without them, with a greeting too long for the bar (cut with an ellipsis), and 360 px wide
 * with the menu button. Each bar sits in a labelled section here, so the page does not hold four banner
 * landmarks.
 */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <table className="w-full table-fixed border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-32">
            Caso
          </th>
          <th scope="col">Barra</th>
        </tr>
      </thead>
      <tbody>
        {MATRIX_ROWS.map((row) => (
          <tr key={row.name}>
            <th scope="row" className="font-normal">
              {row.name}
            </th>
            <td>
              <section aria-label={row.name} className={row.width}>
                <TopBar
                  greeting={row.greeting}
                  actions={row.withActions ? args.actions : undefined}
                  onMenuToggle={row.menu ? matrixMenuToggle : undefined}
                />
              </section>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** On a wide screen: the greeting and the labelled "Alterar senha" button, no menu button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Alterar senha' })).toBeVisible();
  },
};

/** Tab reaches the actions in order. */
export const DefaultKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
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
 * On a phone, when there is a menu to open: the menu button on the left and the icon-only actions (a phone
 * viewport in the canvas, a 360 px bar on the docs page).
 */
export const WithMenuButton: Story = {
  args: { onMenuToggle: fn() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div className="max-w-[360px]">{Story()}</div>],
};

/** Tab reaches the menu button first, Enter calls onMenuToggle, then Tab reaches the icon-only actions. */
export const WithMenuButtonKeyboardTest: Story = {
  ...WithMenuButton,
  tags: ['!autodocs', 'interaction-test'],
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
