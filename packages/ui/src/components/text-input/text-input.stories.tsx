import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { TextInput, type TextInputProps } from './text-input';

type StoryArgs = TextInputProps & { label: string; error?: string };

/** In a Field, as forms use it: its visible label names the input and its message explains an error. */
function InField({ label, error, invalid, ...props }: StoryArgs) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} error={error}>
      <TextInput
        {...props}
        id={id}
        invalid={invalid || !!error}
        aria-describedby={fieldDescribedBy(id, { error })}
      />
    </Field>
  );
}

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { type: 'email', label: 'E-mail', placeholder: 'nome@exemplo.com.br' },
  argTypes: {
    type: {
      control: 'inline-radio',
      options: ['text', 'email', 'password', 'search', 'url'],
      description:
        'The native input type (text by default): email and url bring the matching phone keyboard.',
    },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    readOnly: { control: 'boolean', description: 'Focusable and selectable, not editable.' },
    placeholder: {
      control: 'text',
      description: 'An example of the value, shown while empty; never the label.',
    },
    label: { control: 'text', description: 'Story only: the Field label, which names the input.' },
    error: { control: 'text', description: 'Story only: the Field error; marks the input invalid.' },
  },
  parameters: {
    // Story-only args (the Field around the input): controls on the canvas, not rows of the props table.
    docs: { controls: { exclude: ['label', 'error'] } },
  },
  // A form column; the matrix sets the states side by side (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => <div className={parameters.wide ? undefined : 'max-w-sm'}>{Story()}</div>,
  ],
  render: (args) => <InField {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES: { name: string; args: StoryArgs }[] = [
  { name: 'Vazio', args: { label: 'E-mail', type: 'email', placeholder: 'nome@exemplo.com.br' } },
  { name: 'Preenchido', args: { label: 'E-mail', type: 'email', defaultValue: 'ana.souza@example.com.br' } },
  {
    name: 'Inválido',
    args: {
      label: 'E-mail',
      type: 'email',
      defaultValue: 'ana.souza@',
      error: 'Informe um e-mail completo.',
    },
  },
  { name: 'Desabilitado', args: { label: 'Perfil', defaultValue: 'Não editável', disabled: true } },
  { name: 'Somente leitura', args: { label: 'Código', defaultValue: 'Somente leitura', readOnly: true } },
];

/** Empty (its placeholder), filled, invalid with its message, disabled and read-only. */
export const Matrix: Story = {
  parameters: { wide: true },
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Estado</th>
          <th scope="col">Campo</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map((state) => (
          <tr key={state.name}>
            <th scope="row" className="align-top font-normal">
              {state.name}
            </th>
            <td className="w-80 align-top">
              <InField {...state.args} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring of each state (a disabled input cannot take the focus). */
export const Focus: Story = {
  ...Matrix,
  parameters: { ...Matrix.parameters, pseudo: { focus: 'input:not(:disabled)' } },
};

export const Empty: Story = {};

/** Tab focuses the input and the keyboard fills it. */
export const EmptyKeyboardTest: Story = {
  ...Empty,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana.souza@example.com.br');
    await expect(input).toHaveValue('ana.souza@example.com.br');
  },
};

export const Filled: Story = { args: { defaultValue: 'ana.souza@example.com.br' } };

/** A wrong value: red border, and the Field's message under the input, read as its description. */
export const Invalid: Story = {
  args: { defaultValue: 'ana.souza@', error: 'Informe um e-mail completo, como ana@exemplo.com.br.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe um e-mail completo, como ana@exemplo.com.br.');
  },
};

export const Disabled: Story = {
  args: { type: 'text', label: 'Perfil', defaultValue: 'Não editável', disabled: true },
};

export const ReadOnly: Story = {
  args: { type: 'text', label: 'Código', defaultValue: 'Somente leitura', readOnly: true },
};

export const Password: Story = {
  args: { type: 'password', label: 'Senha', placeholder: undefined },
};

export const LongText: Story = {
  args: {
    type: 'text',
    label: 'Razão social',
    defaultValue: 'Transportadora Rodoviária de Cargas Pesadas do Vale do Paraíba Ltda. - Filial Norte',
  },
};

/** A long e-mail in a 320 px column: the input keeps the column's width and the text scrolls inside it. */
export const Narrow: Story = {
  args: { defaultValue: 'ana.paula.ribeiro.transportes@example.com.br' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
