import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MaskKind } from '@frota/domain/format';
import { Field, fieldDescribedBy } from '../field';
import { MaskedInput, type MaskedInputProps } from './masked-input';

type StoryArgs = MaskedInputProps & { label: string; error?: string };

/** The input as forms use it: in a Field, holding the raw value; every change goes to the story's spy. */
function Stateful({ label, error, value: initial, onValueChange, invalid, ...props }: StoryArgs) {
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <Field label={label} htmlFor={id} error={error}>
      <MaskedInput
        {...props}
        id={id}
        invalid={invalid || !!error}
        aria-describedby={fieldDescribedBy(id, { error })}
        value={value}
        onValueChange={(raw) => {
          setValue(raw);
          onValueChange(raw);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'Forms/MaskedInput',
  component: MaskedInput,
  tags: ['autodocs'],
  args: {
    mask: 'cnpj',
    label: 'CNPJ',
    placeholder: '00.000.000/0000-00',
    value: '11222333000181',
    onValueChange: fn(),
  },
  argTypes: {
    mask: { control: 'inline-radio', options: ['cpf', 'cnpj', 'phone', 'plate'] },
    value: {
      control: 'text',
      description: "Raw value: digits, or the plate's characters. Initial value here.",
    },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    placeholder: { control: 'text', description: 'The format, shown while empty (000.000.000-00).' },
    label: { control: 'text', description: 'Story only: the Field label, which names the input.' },
    error: { control: 'text', description: 'Story only: the Field error; marks the input invalid.' },
  },
  parameters: {
    // Story-only args (the Field around the input): controls on the canvas, not rows of the props table.
    docs: { controls: { exclude: ['label', 'error'] } },
  },
  // A form column; the matrix sets the masks and states side by side (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => <div className={parameters.wide ? undefined : 'max-w-xs'}>{Story()}</div>,
  ],
  // The key starts the story over when the value or mask control changes.
  render: (args) => <Stateful key={`${args.mask}:${args.value}`} {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MASKS: { mask: MaskKind; name: string; placeholder: string; value: string; partial: string }[] = [
  { mask: 'cpf', name: 'CPF', placeholder: '000.000.000-00', value: '12345678909', partial: '1234567' },
  {
    mask: 'cnpj',
    name: 'CNPJ',
    placeholder: '00.000.000/0000-00',
    value: '11222333000181',
    partial: '1122233300',
  },
  {
    mask: 'phone',
    name: 'Telefone',
    placeholder: '(00) 00000-0000',
    value: '11987654321',
    partial: '119876',
  },
  { mask: 'plate', name: 'Placa', placeholder: 'AAA-9A99', value: 'BRA2E19', partial: 'BRA2' },
];

const STATES = ['Vazio', 'Preenchido', 'Incompleto, inválido', 'Desabilitado'] as const;

/** Each mask empty (its placeholder), filled, half typed and marked invalid, and disabled. */
export const Matrix: Story = {
  parameters: { wide: true },
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Máscara</th>
          {STATES.map((state) => (
            <th key={state} scope="col">
              {state}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {MASKS.map((row) => (
          <tr key={row.mask}>
            <th scope="row" className="font-mono font-normal">
              {row.mask}
            </th>
            {STATES.map((state) => (
              <td key={state} className="w-48">
                <MaskedInput
                  aria-label={`${row.name}: ${state}`}
                  mask={row.mask}
                  placeholder={row.placeholder}
                  value={state === 'Vazio' ? '' : state === 'Incompleto, inválido' ? row.partial : row.value}
                  invalid={state === 'Incompleto, inválido'}
                  disabled={state === 'Desabilitado'}
                  onValueChange={args.onValueChange}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring on each enabled input (red on an invalid one). */
export const Focus: Story = {
  ...Matrix,
  parameters: { ...Matrix.parameters, pseudo: { focus: 'input:enabled' } },
};

/** A complete CNPJ as the form shows it; the form keeps '11222333000181'. */
export const Cnpj: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'CNPJ' })).toHaveValue(
      '11.222.333/0001-81',
    );
  },
};

/**
 * Backspace on the selected value empties it; typed digits show with the mask and are reported raw; Backspace
 * removes digits (and the mask with them).
 */
export const CnpjTypingTest: Story = {
  ...Cnpj,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CNPJ' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Tab selected the whole value: Backspace clears it.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11222333000181');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('11.222.333/0001-8');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1122233300018');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('11.222.333/0001');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('112223330001');
  },
};

/** A complete, valid CPF. */
export const Cpf: Story = {
  args: { mask: 'cpf', label: 'CPF', placeholder: '000.000.000-00', value: '12345678909' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'CPF' })).toHaveValue('123.456.789-09');
  },
};

/** Backspace right after a mask character deletes the digit before it; a letter typed is dropped. */
export const CpfKeyboardTest: Story = {
  ...Cpf,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CPF' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('123.456.789-09');
    // Tab selected the whole value; End, then two steps left puts the caret after '123.456.789-': Backspace
    // takes the 9 before the hyphen.
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234567809');
    await expect(input).toHaveValue('123.456.780-9');
    await userEvent.keyboard('a');
    await expect(input).toHaveValue('123.456.780-9');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** A mobile number: eleven digits, the ninth digit in the middle group. */
export const Phone: Story = {
  args: { mask: 'phone', label: 'Telefone', placeholder: '(00) 00000-0000', value: '11987654321' },
};

/** A phone typed over the selected value shows with its mask and is reported as digits. */
export const PhoneTypingTest: Story = {
  ...Phone,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telefone' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('11987654321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11987654321');
  },
};

/** A Mercosul plate. */
export const Plate: Story = {
  args: { mask: 'plate', label: 'Placa', placeholder: 'AAA-9A99', value: 'BRA2E19' },
};

/** A Mercosul plate typed in lowercase shows uppercased with its hyphen. */
export const PlateTypingTest: Story = {
  ...Plate,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Placa' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('abc1d23');
    await expect(input).toHaveValue('ABC-1D23');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ABC1D23');
  },
};

/** A half-typed CNPJ with the Field's error under it. */
export const Invalid: Story = {
  args: { value: '1122233300', error: 'CNPJ incompleto: faltam 4 dígitos.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('CNPJ incompleto: faltam 4 dígitos.');
  },
};

/** Disabled with a value. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(input).toBeDisabled();
  },
};

/** Tab skips a disabled input. */
export const DisabledTest: Story = {
  ...Disabled,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveValue('11.222.333/0001-81');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
