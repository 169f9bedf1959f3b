import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROGRAMMING_STATUSES, programmingStatusLabel } from '@frota/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { rowIn, SHOWCASE_ROWS } from '../programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../programming-story-frame.tsx';
import { ProgrammingStatusBadge } from '../shared/programming-status-badge.tsx';
import { ProgrammingRowActions } from './programming-row-actions.tsx';

/**
 * A programming's row actions (spec 02 §4) on the shared RowActions: Editar and the trip's next step inline
 * (Iniciar, or Concluir once it has started), Cancelar, the other step and Apagar in "Mais ações". Each is allowed
 * or greyed out by the programming's status, a greyed one with the reason ('Não é possível iniciar uma programação
 * Em Trânsito Carregado.') as its tooltip inline and under its label in the menu. The server refuses the same
 * actions in the same statuses (both read the domain package's table).
 *
 * **When to use.** In the Ações column of the programmings' full list, one per row; the list decides what a
 * pressed action does (a confirmation, or the cancel dialog) and passes the edit page and the delete permission
 * of the signed-in profile. A profile that may not edit or delete gets neither action.
 *
 * **Accessibility.** Inline icon buttons named by the action and the programming ('Iniciar programação #128'),
 * Editar a link to the form while it is allowed; "Mais ações programação #128" opens a menu of `menuitem`s named
 * by their verb, a greyed one `aria-disabled` and named by its verb and reason. A greyed inline action is a disabled
 * button: skipped by Tab, still named, with its refusal as its title.
 */
const meta = {
  title: 'Portal/Programações/ProgrammingRowActions',
  component: ProgrammingRowActions,
  args: {
    row: rowIn('Created'),
    editHref: `/backoffice/programming/edit/${rowIn('Created').id}`,
    canDelete: true,
    onAction: fn(),
  },
  argTypes: {
    row: {
      control: 'object',
      description: 'The programming of the row, as the list reads it (its status as a number or a name).',
    },
    editHref: { control: 'text' },
    canDelete: { control: 'boolean', description: 'Whether the signed-in profile may delete programmings.' },
    onAction: {
      description: 'Called with the action pressed (start, complete, cancel, delete) and the row.',
    },
  },
  render: (args) => (
    <ProgrammingStoryFrame>
      <ProgrammingRowActions {...args} />
    </ProgrammingStoryFrame>
  ),
} satisfies Meta<typeof ProgrammingRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const inline = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole(label === 'Editar' ? 'link' : 'button', {
    name: new RegExp(`^${label} programação`),
  });

/** Opens the row's Mais ações menu and answers its items by verb. */
async function openMenu(canvas: HTMLElement) {
  await userEvent.click(await within(canvas).findByRole('button', { name: /^Mais ações programação/ }));
  const menu = await screen.findByRole('menu');
  return (label: string) => within(menu).getByRole('menuitem', { name: new RegExp(`^${label}`) });
}

/** A refused item is greyed and named by its verb and the reason. */
const expectRefusedItem = async (item: HTMLElement, reason: string) => {
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).toHaveAccessibleName(`${item.textContent?.replace(reason, '')} ${reason}`);
  await expect(item).toHaveTextContent(reason);
};

/** Created: Editar and Iniciar inline; in the menu Concluir is greyed (nothing has started yet). */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await expect(inline(canvasElement, 'Editar')).toBeVisible();
    await expect(inline(canvasElement, 'Iniciar')).toBeEnabled();
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Mais ações programação/ }),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

/** The menu holds Concluir (greyed, with its reason), Cancelar and Apagar; each allowed action asks the list. */
export const CreatedTest: Story = {
  ...Created,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(inline(canvasElement, 'Iniciar'));
    let item = await openMenu(canvasElement);
    await expectRefusedItem(item('Concluir'), 'Não é possível concluir uma programação Criada.');
    await userEvent.click(item('Concluir'));
    await userEvent.click(item('Cancelar'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    item = await openMenu(canvasElement);
    await userEvent.click(item('Apagar'));
    await expect(args.onAction).toHaveBeenCalledTimes(3);
    await expect(args.onAction).toHaveBeenNthCalledWith(1, 'start', args.row);
    await expect(args.onAction).toHaveBeenNthCalledWith(2, 'cancel', args.row);
    await expect(args.onAction).toHaveBeenNthCalledWith(3, 'delete', args.row);
  },
};

/** On the road loaded: Concluir is the next step, inline; no editing (greyed, with its reason) or deleting. */
export const LoadedTransit: Story = {
  args: {
    row: rowIn('LoadedTransit'),
    editHref: `/backoffice/programming/edit/${rowIn('LoadedTransit').id}`,
  },
  play: async ({ canvasElement }) => {
    const edit = within(canvasElement).getByRole('button', { name: /^Editar programação/ });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAttribute(
      'title',
      'Não é possível editar uma programação Em Trânsito Carregado.',
    );
    await expect(inline(canvasElement, 'Concluir')).toBeEnabled();
  },
};

/** Its menu: Iniciar and Apagar greyed with their reasons, Cancelar allowed. */
export const LoadedTransitMenuTest: Story = {
  ...LoadedTransit,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const item = await openMenu(canvasElement);
    await expectRefusedItem(item('Iniciar'), 'Não é possível iniciar uma programação Em Trânsito Carregado.');
    await expect(item('Cancelar')).not.toHaveAttribute('aria-disabled');
    await expectRefusedItem(item('Apagar'), 'Não é possível excluir uma programação Em Trânsito Carregado.');
  },
};

/** Completed: everything greyed but Apagar, in the menu. */
export const Completed: Story = {
  args: { row: rowIn('Completed'), editHref: `/backoffice/programming/edit/${rowIn('Completed').id}` },
  play: async ({ canvasElement }) => {
    for (const label of ['Editar', 'Iniciar'])
      await expect(
        within(canvasElement).getByRole('button', { name: new RegExp(`^${label} programação`) }),
      ).toBeDisabled();
  },
};

/** Its menu: Concluir and Cancelar greyed with their reasons, Apagar allowed. */
export const CompletedMenuTest: Story = {
  ...Completed,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const item = await openMenu(canvasElement);
    await expectRefusedItem(item('Cancelar'), 'Não é possível cancelar uma programação Concluída.');
    await expectRefusedItem(item('Concluir'), 'Não é possível concluir uma programação Concluída.');
    await expect(item('Apagar')).not.toHaveAttribute('aria-disabled');
  },
};

/** Cancelled: only Apagar is left, as for a completed one. */
export const Cancelled: Story = {
  args: { row: rowIn('Cancelled'), editHref: `/backoffice/programming/edit/${rowIn('Cancelled').id}` },
};

/** Delayed in transit: Cancelar, Editar and Apagar (a delay is not a stage the trip can be completed from). */
export const DelayedTransit: Story = {
  args: {
    row: rowIn('DelayedTransit'),
    editHref: `/backoffice/programming/edit/${rowIn('DelayedTransit').id}`,
  },
};

/** A profile without edit and delete: the three status actions only, Iniciar and Concluir inline. */
export const WithoutEditAndDelete: Story = {
  args: { editHref: undefined, canDelete: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      `Iniciar programação #${rowIn('Created').id}`,
      `Concluir programação #${rowIn('Created').id}`,
      `Mais ações programação #${rowIn('Created').id}`,
    ]);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Every status the API knows, with its badge and its actions: the table of spec 02 §4 at a glance. */
export const Matrix: Story = {
  render: ({ onAction }) => (
    <ProgrammingStoryFrame>
      <table className="text-left text-sm">
        <caption className="sr-only">Ações permitidas por status</caption>
        <thead>
          <tr className="text-fg-muted">
            <th scope="col" className="py-1 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-1 font-medium">
              Ações
            </th>
          </tr>
        </thead>
        <tbody>
          {PROGRAMMING_STATUSES.map((status, index) => {
            const row = { ...SHOWCASE_ROWS[0]!, id: 200 + index, status: index };
            return (
              <tr key={status} className="border-t border-line-soft">
                <td className="py-1 pr-4">
                  <ProgrammingStatusBadge status={status} />
                </td>
                <td className="py-1">
                  <ProgrammingRowActions
                    row={row}
                    editHref={`/backoffice/programming/edit/${row.id}`}
                    canDelete
                    onAction={onAction}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ProgrammingStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(PROGRAMMING_STATUSES.length + 1);
    await expect(within(canvasElement).getByText(programmingStatusLabel('DelayedArrival'))).toBeVisible();
  },
};
