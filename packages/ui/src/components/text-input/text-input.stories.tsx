import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from './text-input';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { placeholder: 'E-mail', 'aria-label': 'E-mail' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'ana.souza@example.com.br' } };

export const Invalid: Story = { args: { defaultValue: 'ana.souza@', invalid: true } };

export const Disabled: Story = { args: { defaultValue: 'Não editável', disabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 'Somente leitura', readOnly: true } };

export const Password: Story = { args: { type: 'password', placeholder: 'Senha', 'aria-label': 'Senha' } };

export const LongText: Story = {
  args: {
    defaultValue: 'Transportadora Rodoviária de Cargas Pesadas do Vale do Paraíba Ltda. - Filial Norte',
  },
};
