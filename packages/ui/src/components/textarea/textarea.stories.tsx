import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { Textarea, type TextareaProps } from './textarea';

const LONG_TEXT =
  'Motorista relatou que o veículo apresentou ruído na suspensão dianteira durante a viagem entre Campinas e ' +
  'Ribeirão Preto. Solicitada a revisão preventiva na oficina credenciada antes da próxima programação de ' +
  'entregas, com atenção especial aos amortecedores, às buchas da bandeja e ao alinhamento da direção.';

const INVALID_MESSAGE = 'Descreva o ocorrido com pelo menos 10 caracteres.';

/** In a Field, as forms use it: the label names it, and an invalid textarea shows the Field's message. */
function InField({ id = 'observacoes', ...args }: TextareaProps) {
  const error = args.invalid ? INVALID_MESSAGE : undefined;
  return (
    <Field label="Observações" htmlFor={id} required={args.invalid} error={error}>
      <Textarea {...args} id={id} aria-describedby={fieldDescribedBy(id, { error })} />
    </Field>
  );
}

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { id: 'observacoes', placeholder: 'Descreva o ocorrido', onChange: fn() },
  argTypes: {
    invalid: { control: 'boolean' },
    maxLength: { control: 'number', description: 'Limits the length and shows the "12/200" counter.' },
    showCounter: { control: 'boolean' },
    rows: { control: 'number', description: 'Visible lines (default 3); the user can resize vertically.' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    readOnly: { control: 'boolean', description: 'Selectable and focusable, not editable.' },
    onChange: { description: 'The native change event, on every keystroke.' },
  },
  // A form column; the matrix sets the states side by side (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => <div className={parameters.wide ? undefined : 'max-w-md'}>{Story()}</div>,
  ],
  render: (args) => <InField {...args} />,
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES: { name: string; args: TextareaProps }[] = [
  { name: 'Vazio', args: { placeholder: 'Descreva o ocorrido' } },
  { name: 'Preenchido', args: { defaultValue: 'Entrega reagendada a pedido do cliente.' } },
  { name: 'Com contador', args: { maxLength: 200, defaultValue: 'Pneu furado' } },
  { name: 'No limite', args: { maxLength: 30, defaultValue: 'Carga conferida e liberada ok.' } },
  { name: 'Inválido', args: { invalid: true, defaultValue: 'ok' } },
  { name: 'Desabilitado', args: { disabled: true, defaultValue: 'Chamado encerrado.' } },
  { name: 'Somente leitura', args: { readOnly: true, defaultValue: 'Registrado pelo sistema.' } },
];

/** Empty, filled, with the counter, at the limit, invalid with its message, disabled and read-only. */
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
        {STATES.map((state, index) => (
          <tr key={state.name}>
            <th scope="row" className="align-top font-normal">
              {state.name}
            </th>
            <td className="w-96 align-top">
              <InField {...state.args} id={`observacoes-${index}`} rows={2} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring of each state (a disabled textarea cannot take the focus). */
export const Focus: Story = {
  ...Matrix,
  parameters: { ...Matrix.parameters, pseudo: { focus: 'textarea:not(:disabled)' } },
};

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Entrega reagendada a pedido do cliente.' } };

/** With `maxLength`, the counter under the field shows the length and the limit, "11/200". */
export const WithCounter: Story = {
  args: { maxLength: 200, defaultValue: 'Pneu furado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Observações' })).toHaveAccessibleDescription(
      '11 de 200 caracteres',
    );
    await expect(canvas.getByText('11/200')).toBeVisible();
  },
};

/** Tab into the field and type: the counter follows the text, on screen and in the description. */
export const WithCounterKeyboardTest: Story = {
  ...WithCounter,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const textarea = canvas.getByRole('textbox', { name: 'Observações' });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control} dianteiro');
    await expect(textarea).toHaveValue('Pneu furado dianteiro');
    await expect(textarea).toHaveAccessibleDescription('21 de 200 caracteres');
    await expect(canvas.getByText('21/200')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(10);
  },
};

/** The limit reached: the counter reads "30/30". */
export const AtLimit: Story = {
  args: { maxLength: 30, defaultValue: 'Carga conferida e liberada ok.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('30/30')).toBeVisible();
  },
};

/** At the limit, typing more changes nothing. */
export const AtLimitTest: Story = {
  ...AtLimit,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}!');
    await expect(canvas.getByRole('textbox')).toHaveValue('Carga conferida e liberada ok.');
    await expect(canvas.getByText('30/30')).toBeVisible();
  },
};

/** A value that fails validation: red border, and the Field's message under it, read as its description. */
export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'ok' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Observações/ });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(INVALID_MESSAGE);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Chamado encerrado.' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Registrado pelo sistema.' } };

export const LongText: Story = { args: { defaultValue: LONG_TEXT, rows: 5, maxLength: 500 } };

export const NarrowWidth: Story = {
  args: { defaultValue: LONG_TEXT, maxLength: 500 },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
