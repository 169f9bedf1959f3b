import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Ghost: Story = {};

export const Danger: Story = { args: { label: 'Excluir', icon: <TrashIcon />, variant: 'danger' } };

export const Primary: Story = { args: { label: 'Novo', icon: <PlusIcon />, variant: 'primary', size: 'md' } };

export const Disabled: Story = { args: { disabled: true } };

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
};
