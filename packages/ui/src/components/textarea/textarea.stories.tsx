import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { Textarea } from './textarea';

const LONG_TEXT =
  'Motorista relatou que o veículo apresentou ruído na suspensão dianteira durante a viagem entre Campinas e ' +
  'Ribeirão Preto. Solicitada a revisão preventiva na oficina credenciada antes da próxima programação de ' +
  'entregas, com atenção especial aos amortecedores, às buchas da bandeja e ao alinhamento da direção.';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { id: 'observacoes', placeholder: 'Descreva o ocorrido', onChange: fn() },
  argTypes: {
    invalid: {
      control: 'boolean',
      description: 'Red border and aria-invalid; pair it with the Field error.',
    },
    maxLength: { control: 'number', description: 'Limits the length and shows the "12/200" counter.' },
    showCounter: { control: 'boolean', description: 'Hides the counter even with maxLength when false.' },
    rows: { control: 'number', description: 'Visible lines (default 3); the user can resize vertically.' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    readOnly: { control: 'boolean', description: 'Selectable and focusable, not editable.' },
    onChange: { description: 'The native change event, on every keystroke.' },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: (args) => (
    <Field label="Observações" htmlFor="observacoes">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Entrega reagendada a pedido do cliente.' } };

/** Tab into the field and type: the counter follows the text. */
export const WithCounter: Story = {
  args: { maxLength: 200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const textarea = canvas.getByRole('textbox', { name: 'Observações' });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Pneu furado');
    await expect(textarea).toHaveValue('Pneu furado');
    await expect(textarea).toHaveAccessibleDescription('11 de 200 caracteres');
    await expect(canvas.getByText('11/200')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(11);
  },
};

/** The limit reached: typing more changes nothing. */
export const AtLimit: Story = {
  args: { maxLength: 30, defaultValue: 'Carga conferida e liberada ok.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}!');
    await expect(canvas.getByRole('textbox')).toHaveValue('Carga conferida e liberada ok.');
    await expect(canvas.getByText('30/30')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'ok' },
  render: (args) => {
    const error = 'Descreva o ocorrido com pelo menos 10 caracteres.';
    return (
      <Field label="Observações" htmlFor="observacoes" required error={error}>
        <Textarea {...args} aria-describedby={fieldDescribedBy('observacoes', { error })} />
      </Field>
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Chamado encerrado.' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Registrado pelo sistema.' } };

export const LongText: Story = { args: { defaultValue: LONG_TEXT, rows: 5, maxLength: 500 } };

export const NarrowWidth: Story = {
  args: { defaultValue: LONG_TEXT, maxLength: 500 },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
