import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { MaskedInput, type MaskedInputProps } from './masked-input';

/** The input as forms use it: in a Field, whose visible label names it and whose message explains an error. */
function Controlled(
  props: Omit<MaskedInputProps, 'value' | 'onValueChange'> & {
    'aria-label': string;
    initial?: string;
    /** The Field's message under the input; marks it invalid too. */
    error?: string;
    onValueChange?: (raw: string) => void;
  },
) {
  const { initial = '', onValueChange, 'aria-label': label, error, invalid, ...rest } = props;
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <div className="max-w-xs space-y-2">
      <Field label={label} htmlFor={id} error={error}>
        <MaskedInput
          {...rest}
          id={id}
          invalid={invalid || !!error}
          aria-describedby={fieldDescribedBy(id, { error })}
          value={value}
          onValueChange={(raw) => {
            setValue(raw);
            onValueChange?.(raw);
          }}
        />
      </Field>
      <p className="text-xs text-ink-500">Valor enviado: {value || '(vazio)'}</p>
    </div>
  );
}

const meta = {
  title: 'Forms/MaskedInput',
  component: Controlled,
  tags: ['autodocs'],
  args: { mask: 'cnpj', 'aria-label': 'CNPJ', placeholder: '00.000.000/0000-00', onValueChange: fn() },
  argTypes: { mask: { control: 'inline-radio', options: ['cpf', 'cnpj', 'phone', 'plate'] } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed digits show with the mask and are reported raw; Backspace removes digits (and the mask with them). */
export const Cnpj: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11222333000181');
    await expect(canvas.getByText('Valor enviado: 11222333000181')).toBeVisible();

    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('11.222.333/0001-8');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1122233300018');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('11.222.333/0001');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('112223330001');
    await expect(canvas.getByText('Valor enviado: 112223330001')).toBeVisible();
  },
};

/** Backspace right after a mask character deletes the digit before it; a letter typed is dropped. */
export const Cpf: Story = {
  args: { mask: 'cpf', 'aria-label': 'CPF', placeholder: '000.000.000-00', initial: '12345678909' },
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

export const Phone: Story = {
  args: { mask: 'phone', 'aria-label': 'Telefone', placeholder: '(00) 00000-0000', initial: '11987654321' },
};

export const PhoneTyped: Story = {
  args: { mask: 'phone', 'aria-label': 'Telefone', placeholder: '(00) 00000-0000' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telefone' });
    await userEvent.tab();
    await userEvent.keyboard('11987654321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11987654321');
  },
};

export const Plate: Story = {
  args: { mask: 'plate', 'aria-label': 'Placa', placeholder: 'AAA-9A99', initial: 'BRA2E19' },
};

/** A Mercosul plate typed in lowercase shows uppercased with its hyphen. */
export const PlateTyped: Story = {
  args: { mask: 'plate', 'aria-label': 'Placa', placeholder: 'AAA-9A99' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Placa' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abc1d23');
    await expect(input).toHaveValue('ABC-1D23');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ABC1D23');
  },
};

export const Invalid: Story = {
  args: { initial: '1122233300', error: 'CNPJ incompleto: faltam 4 dígitos.' },
};

/** Tab skips a disabled input. */
export const Disabled: Story = {
  args: { initial: '11222333000181', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveValue('11.222.333/0001-81');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
