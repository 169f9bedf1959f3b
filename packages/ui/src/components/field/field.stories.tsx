import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from '../text-input';
import { Field, fieldDescribedBy } from './field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Nome do usuário', htmlFor: 'name', children: null },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field {...args}>
      <TextInput
        id={args.htmlFor}
        invalid={Boolean(args.error)}
        aria-describedby={fieldDescribedBy(args.htmlFor, args)}
        defaultValue="Ana Souza"
      />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { label: 'CPF', htmlFor: 'cpf', hint: 'Somente números' } };

export const WithError: Story = {
  args: { label: 'E-mail', htmlFor: 'email', required: true, error: 'Informe um e-mail válido.' },
};

export const LongText: Story = {
  args: {
    label: 'Nome fantasia da empresa contratante conforme o cartão CNPJ',
    htmlFor: 'nomeFantasia',
    hint: 'Use o nome pelo qual a empresa é conhecida pelos motoristas e gestores, e não a razão social.',
    error: 'Algum campo foi preenchido incorretamente ou está vazio, tente novamente',
  },
};
