import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlusIcon } from '../icons';
import { Button, buttonClasses } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Salvar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'basic', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Basic: Story = { args: { variant: 'basic', children: 'Esqueci a senha' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Excluir' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancelar' } };

export const Small: Story = { args: { size: 'sm', children: 'Filtrar' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon className="size-4" />
        Novo
      </>
    ),
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true, children: 'Salvando...' } };

export const LongText: Story = {
  args: { children: 'Vincular motoristas selecionados ao cliente Transportadora Exemplo Ltda.' },
};

/** A link styled with `buttonClasses`, as the portal does with its router links. */
export const LinkAsButton: Story = {
  render: () => (
    <a href="#novo" className={buttonClasses({ variant: 'basic', size: 'sm' })}>
      Voltar para a listagem
    </a>
  ),
};
