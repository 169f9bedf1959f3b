import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PencilIcon, PlusIcon, PowerIcon, TrashIcon, UsersIcon } from '../icons';
import { IconButton } from './icon-button';
import { expectNoForcedFocusOnDisabled } from '../../../test/forced-focus';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Editar', icon: <PencilIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'danger', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS = [
  { variant: 'ghost', label: 'Editar', icon: <PencilIcon /> },
  { variant: 'danger', label: 'Apagar', icon: <TrashIcon /> },
  { variant: 'primary', label: 'Novo', icon: <PlusIcon /> },
] as const;

/** Every variant in both sizes, enabled and disabled. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Variante</th>
          <th scope="col">sm</th>
          <th scope="col">md</th>
          <th scope="col">Desabilitado</th>
        </tr>
      </thead>
      <tbody>
        {VARIANTS.map(({ variant, label, icon }) => (
          <tr key={variant}>
            <th scope="row" className="font-mono font-normal">
              {variant}
            </th>
            <td>
              <IconButton variant={variant} label={label} icon={icon} onClick={args.onClick} />
            </td>
            <td>
              <IconButton variant={variant} size="md" label={label} icon={icon} onClick={args.onClick} />
            </td>
            <td>
              <IconButton variant={variant} label={label} icon={icon} disabled onClick={args.onClick} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The pointer over each variant. */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on each variant; a disabled button takes no focus, so no ring. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: 'button:enabled' } },
  play: expectNoForcedFocusOnDisabled,
};

/** Each variant while pressed. */
export const Active: Story = {
  ...Matrix,
  parameters: { pseudo: { active: true } },
};

/** The quiet button of row and toolbar actions; its label is its name and its tooltip. */
export const Ghost: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Editar' })).toHaveAttribute(
      'title',
      'Editar',
    );
  },
};

/** The label is the accessible name (and the tooltip); Tab focuses the button, Enter and Space press it. */
export const GhostKeyboardTest: Story = {
  ...Ghost,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar' });
    await expect(button).toHaveAttribute('title', 'Editar');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A destructive action: red icon. */
export const Danger: Story = { args: { label: 'Apagar', icon: <TrashIcon />, variant: 'danger' } };

/** Tab focuses the danger button and Enter presses it. */
export const DangerKeyboardTest: Story = {
  ...Danger,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Apagar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A main action, filled green, in the larger size. */
export const Primary: Story = { args: { label: 'Novo', icon: <PlusIcon />, variant: 'primary', size: 'md' } };

/** Greyed out, still named for assistive technology. */
export const Disabled: Story = { args: { disabled: true } };

/** A disabled button is skipped by Tab and not clickable. */
export const DisabledTest: Story = {
  ...Disabled,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const ROW_ACTIONS = [
  { label: 'Editar Terminal Santos', icon: <PencilIcon /> },
  { label: 'Motoristas de Terminal Santos', icon: <UsersIcon /> },
  { label: 'Desativar Terminal Santos', icon: <PowerIcon /> },
  { label: 'Apagar Terminal Santos', icon: <TrashIcon />, variant: 'danger' as const },
];

/** The row actions of a list, as the engine renders them: each named by its action and the row's record. */
export const RowActions: Story = {
  render: (args) => (
    <div className="flex gap-1">
      {ROW_ACTIONS.map(({ label, icon, variant }) => (
        <IconButton key={label} label={label} icon={icon} variant={variant} onClick={args.onClick} />
      ))}
    </div>
  ),
};

/** Each icon-only action has its own name, and Tab visits them in order. */
export const RowActionsKeyboardTest: Story = {
  ...RowActions,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { label } of ROW_ACTIONS) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
    }
  },
};
