import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PencilIcon, PlusIcon, PowerIcon, TrashIcon, UsersIcon } from '../icons';
import { IconButton } from './icon-button';

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

/** The label is the accessible name (and the tooltip); Tab focuses the button, Enter and Space press it. */
export const Ghost: Story = {
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

export const Danger: Story = {
  args: { label: 'Excluir', icon: <TrashIcon />, variant: 'danger' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { label: 'Novo', icon: <PlusIcon />, variant: 'primary', size: 'md' } };

/** Still named for assistive technology, but skipped by Tab and not clickable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The row actions of a list, as the engine renders them. */
export const RowActions: Story = {
  render: () => (
    <div className="flex gap-1">
      <IconButton label="Editar" icon={<PencilIcon />} />
      <IconButton label="Motoristas" icon={<UsersIcon />} />
      <IconButton label="Desativar" icon={<PowerIcon />} />
      <IconButton label="Excluir" icon={<TrashIcon />} variant="danger" />
    </div>
  ),
  // Each icon-only action has its own name, and Tab visits them in order.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Editar', 'Motoristas', 'Desativar', 'Excluir']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
  },
};
