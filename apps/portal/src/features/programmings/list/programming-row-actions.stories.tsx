import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROGRAMMING_STATUSES, programmingStatusLabel } from '@frota/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rowIn, SHOWCASE_ROWS } from '../programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../programming-story-frame.tsx';
import { ProgrammingStatusBadge } from '../shared/programming-status-badge.tsx';
import { ProgrammingRowActions } from './programming-row-actions.tsx';

/**
 * A programming's row actions (spec 02 §4): Iniciar, Concluir, Cancelar, Editar and Apagar, two a line, each
 * allowed or greyed out by the programming's status, the greyed ones with the reason as their tooltip ('Não é
 * possível iniciar uma programação Em Trânsito Carregado.'). The server refuses the same actions in the same
 * statuses (both read the domain package's table).
 *
 * **When to use.** In the Ações column of the programmings' full list, one per row; the list decides what a
 * pressed action does (a confirmation, or the cancel dialog) and passes the edit page and the delete permission
 * of the signed-in profile. A profile that may not edit or delete gets neither button.
 *
 * **Accessibility.** Icon buttons named by the action and the programming ('Iniciar programação #128'), so a
 * screen reader user tabbing through the rows knows which row each acts on; Editar is a link to the form while
 * it is allowed. A greyed-out action is a disabled button: skipped by Tab, still named, with its refusal as its
 * title (tooltip and description).
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

const button = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('button', { name: new RegExp(`^${label} programação`) });

/** Created: everything allowed but Concluir (nothing has started yet). */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Iniciar')).toBeEnabled();
    await expect(button(canvasElement, 'Concluir')).toBeDisabled();
    await expect(button(canvasElement, 'Concluir')).toHaveAttribute(
      'title',
      'Não é possível concluir uma programação Criada.',
    );
    await expect(button(canvasElement, 'Cancelar')).toBeEnabled();
    await expect(within(canvasElement).getByRole('link', { name: /^Editar programação/ })).toBeVisible();
    await expect(button(canvasElement, 'Apagar')).toBeEnabled();
  },
};

/** Each allowed action asks the list for itself with the row; a greyed-out one asks nothing. */
export const CreatedTest: Story = {
  ...Created,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, 'Iniciar'));
    await userEvent.click(button(canvasElement, 'Cancelar'));
    await userEvent.click(button(canvasElement, 'Concluir'));
    await userEvent.click(button(canvasElement, 'Apagar'));
    await expect(args.onAction).toHaveBeenCalledTimes(3);
    await expect(args.onAction).toHaveBeenNthCalledWith(1, 'start', args.row);
    await expect(args.onAction).toHaveBeenNthCalledWith(2, 'cancel', args.row);
    await expect(args.onAction).toHaveBeenNthCalledWith(3, 'delete', args.row);
  },
};

/** On the road loaded: Concluir and Cancelar only; no editing or deleting a trip under way. */
export const LoadedTransit: Story = {
  args: {
    row: rowIn('LoadedTransit'),
    editHref: `/backoffice/programming/edit/${rowIn('LoadedTransit').id}`,
  },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Iniciar')).toBeDisabled();
    await expect(button(canvasElement, 'Concluir')).toBeEnabled();
    await expect(button(canvasElement, 'Cancelar')).toBeEnabled();
    await expect(button(canvasElement, 'Editar')).toBeDisabled();
    await expect(button(canvasElement, 'Editar')).toHaveAttribute(
      'title',
      'Não é possível editar uma programação Em Trânsito Carregado.',
    );
    await expect(button(canvasElement, 'Apagar')).toBeDisabled();
  },
};

/** Completed: only Apagar is left. */
export const Completed: Story = {
  args: { row: rowIn('Completed'), editHref: `/backoffice/programming/edit/${rowIn('Completed').id}` },
  play: async ({ canvasElement }) => {
    for (const label of ['Iniciar', 'Concluir', 'Cancelar', 'Editar'])
      await expect(button(canvasElement, label)).toBeDisabled();
    await expect(button(canvasElement, 'Cancelar')).toHaveAttribute(
      'title',
      'Não é possível cancelar uma programação Concluída.',
    );
    await expect(button(canvasElement, 'Apagar')).toBeEnabled();
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

/** A profile without edit and delete: the three status actions only. */
export const WithoutEditAndDelete: Story = {
  args: { editHref: undefined, canDelete: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
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
          <tr className="text-ink-600">
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
              <tr key={status} className="border-t border-ink-100">
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
