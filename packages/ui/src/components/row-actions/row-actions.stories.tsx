import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BanIcon, CheckIcon, PencilIcon, PlayIcon, PowerIcon, TrashIcon, UsersIcon } from '../icons';
import { RowActions } from './row-actions';
import type { RowActionItem } from './row-action';

const onSelect = fn();

/** A programming under way: Iniciar refused by its status, the rest allowed. */
const PROGRAMMING: RowActionItem[] = [
  { label: 'Editar', icon: <PencilIcon />, onSelect },
  {
    label: 'Iniciar',
    icon: <PlayIcon />,
    onSelect,
    disabledReason: 'Não é possível iniciar uma programação Em Trânsito.',
  },
  { label: 'Concluir', icon: <CheckIcon />, onSelect },
  { label: 'Cancelar', icon: <BanIcon />, onSelect },
  { label: 'Apagar', icon: <TrashIcon />, variant: 'danger', onSelect },
];

const CLIENT: RowActionItem[] = [
  {
    label: 'Motoristas',
    icon: <UsersIcon />,
    href: '#motoristas',
    accessibleName: 'Motoristas de Transportes Sul',
  },
  { label: 'Editar', icon: <PencilIcon />, onSelect },
  { label: 'Desativar', icon: <PowerIcon />, onSelect },
  { label: 'Apagar', icon: <TrashIcon />, variant: 'danger', onSelect },
];

const meta = {
  title: 'Actions/RowActions',
  component: RowActions,
  tags: ['autodocs'],
  args: { name: 'programação #12', actions: PROGRAMMING },
  argTypes: {
    actions: { control: false },
    linkComponent: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One, two and five actions, and a row whose inline action is refused by its state. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Linha</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="font-normal">
            Uma ação
          </th>
          <td>
            <RowActions name="mensagem #3" actions={PROGRAMMING.slice(4)} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Duas ações
          </th>
          <td>
            <RowActions name="rota #8" actions={[PROGRAMMING[0]!, PROGRAMMING[4]!]} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Quatro, uma delas um link
          </th>
          <td>
            <RowActions name="Transportes Sul" actions={CLIENT} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Cinco, uma recusada pelo status
          </th>
          <td>
            <RowActions
              name="programação #12"
              actions={[PROGRAMMING[1]!, ...PROGRAMMING.slice(0, 1), ...PROGRAMMING.slice(2)]}
            />
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** A programming's five actions: Editar and Iniciar inline, the rest in Mais ações. */
export const Default: Story = {};

/** Editar and Concluir inline; Iniciar (refused by the status), Cancelar and Apagar in the menu. */
export const RefusedInMenu: Story = {
  args: {
    actions: [PROGRAMMING[0]!, PROGRAMMING[2]!, PROGRAMMING[1]!, PROGRAMMING[3]!, PROGRAMMING[4]!],
  },
};

/**
 * Mais ações opens the menu below its button, a refused action greyed with its reason under it. The menu only
 * opens from a press, so it has no showcase story.
 */
export const MenuOpenTest: Story = {
  ...RefusedInMenu,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Mais ações programação #12' }),
    );
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

/**
 * Inline actions are named by verb and row; Mais ações opens from the keyboard on its first item, the arrows move,
 * Enter chooses, and Esc closes it and gives the focus back.
 */
export const KeyboardTest: Story = {
  ...RefusedInMenu,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Mais ações programação #12' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar programação #12' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Concluir programação #12' })).toHaveFocus();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'Mais ações programação #12' });
    await expect(more).toHaveFocus();
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // The refused one is named with its reason, and skipped by the arrows.
    await expect(items[0]).toHaveAccessibleName(
      'Iniciar Não é possível iniciar uma programação Em Trânsito.',
    );
    await expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    await expect(items[1]).toHaveAccessibleName('Cancelar');
    await expect(items[2]).toHaveAccessibleName('Apagar');
    // The menu keeps the focus and points at the active item (aria-activedescendant).
    const active = () => menu.getAttribute('aria-activedescendant');
    await waitFor(() => expect(active()).toBe(items[1]!.id));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(active()).toBe(items[2]!.id));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Mais ações programação #12' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** A click on an item runs it and closes the menu; a refused item does nothing. */
export const PointerTest: Story = {
  ...RefusedInMenu,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Mais ações programação #12' }),
    );
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Iniciar/ }));
    await expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cancelar' }));
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** A client's four actions: the Motoristas link and Editar inline, Desativar and Apagar in the menu. */
export const WithLink: Story = { args: { name: 'Transportes Sul', actions: CLIENT } };

/** In a 320 px column the actions keep to one line: two icons and the menu button. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-[320px] border border-dashed border-line-control p-2">
        <Story />
      </div>
    ),
  ],
};
