import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextInput } from '../text-input';
import { Field, fieldDescribedBy, type FieldProps } from './field';

/** A Field around a TextInput wired as forms wire it: id, aria-describedby and invalid. */
function FieldWithInput(props: Omit<FieldProps, 'children'> & { value?: string }) {
  const { value = 'Ana Souza', ...field } = props;
  return (
    <Field {...field}>
      <TextInput
        id={field.htmlFor}
        invalid={Boolean(field.error)}
        aria-describedby={fieldDescribedBy(field.htmlFor, field)}
        defaultValue={value}
      />
    </Field>
  );
}

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Nome do usuário', htmlFor: 'name', children: null },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => <FieldWithInput {...args} />,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES: { name: string; props: Omit<FieldProps, 'children' | 'htmlFor'>; value?: string }[] = [
  { name: 'Padrão', props: { label: 'Nome do usuário' } },
  { name: 'Obrigatório', props: { label: 'Nome do usuário', required: true } },
  { name: 'Com dica', props: { label: 'CPF', hint: 'Somente números' }, value: '12345678909' },
  {
    name: 'Com erro',
    props: { label: 'E-mail', required: true, error: 'Informe um e-mail válido.' },
    value: 'ana@',
  },
  {
    name: 'Dica e erro',
    props: { label: 'CPF', hint: 'Somente números', error: 'Informe um CPF válido.' },
    value: '123',
  },
];

/** Plain, required, with a hint, with an error, and with both, side by side. */
export const Matrix: Story = {
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  render: () => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-32">
            Estado
          </th>
          <th scope="col">Campo</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map(({ name, props, value }, index) => (
          <tr key={name}>
            <th scope="row" className="align-top font-normal">
              {name}
            </th>
            <td>
              <FieldWithInput {...props} htmlFor={`matrix-${index}`} value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring of the input inside each field. */
export const Focus: Story = {
  ...Matrix,
  parameters: { pseudo: { focus: true } },
};

export const Default: Story = {};

/** The asterisk is hidden from screen readers, which hear "obrigatório" instead. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleName(
      'Nome do usuário obrigatório',
    );
  },
};

/** The hint is the input's description. */
export const WithHint: Story = {
  args: { label: 'CPF', htmlFor: 'cpf', hint: 'Somente números' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(
      'Somente números',
    );
  },
};

/** The error is the input's description, and the input is marked invalid. */
export const WithError: Story = {
  args: { label: 'E-mail', htmlFor: 'email', required: true, error: 'Informe um e-mail válido.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription('Informe um e-mail válido.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongText: Story = {
  args: {
    label: 'Nome fantasia da empresa contratante conforme o cartão CNPJ',
    htmlFor: 'nomeFantasia',
    hint: 'Use o nome pelo qual a empresa é conhecida pelos motoristas e gestores, e não a razão social.',
    error: 'Algum campo foi preenchido incorretamente ou está vazio, tente novamente',
  },
};
