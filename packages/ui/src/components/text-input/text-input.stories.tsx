import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { TextInput, type TextInputProps } from './text-input';

/** In a Field, as forms use it: its visible label names the input and its message explains an error. */
function InField({ error, 'aria-label': label, ...props }: TextInputProps & { error?: string }) {
  return (
    <Field label={label ?? ''} htmlFor="campo" error={error}>
      <TextInput
        id="campo"
        invalid={props.invalid || !!error}
        aria-describedby={fieldDescribedBy('campo', { error })}
        {...props}
      />
    </Field>
  );
}

const meta = {
  title: 'Forms/TextInput',
  component: InField,
  tags: ['autodocs'],
  args: { type: 'email', placeholder: 'E-mail', 'aria-label': 'E-mail' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof InField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypedWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana.souza@example.com.br');
    await expect(input).toHaveValue('ana.souza@example.com.br');
  },
};

export const Narrow: Story = {
  args: { defaultValue: 'ana.paula.ribeiro.transportes@example.com.br' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

export const Filled: Story = { args: { defaultValue: 'ana.souza@example.com.br' } };

export const Invalid: Story = {
  args: { defaultValue: 'ana.souza@', error: 'Informe um e-mail completo, como ana@exemplo.com.br.' },
};

export const Disabled: Story = {
  args: { type: 'text', 'aria-label': 'Perfil', defaultValue: 'Não editável', disabled: true },
};

export const ReadOnly: Story = {
  args: { type: 'text', 'aria-label': 'Código', defaultValue: 'Somente leitura', readOnly: true },
};

export const Password: Story = {
  args: { type: 'password', placeholder: 'Senha', 'aria-label': 'Senha' },
};

export const LongText: Story = {
  args: {
    type: 'text',
    'aria-label': 'Razão social',
    defaultValue: 'Transportadora Rodoviária de Cargas Pesadas do Vale do Paraíba Ltda. - Filial Norte',
  },
};
