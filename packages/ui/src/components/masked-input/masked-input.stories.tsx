import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MaskedInput, type MaskedInputProps } from './masked-input';

function Controlled(props: Omit<MaskedInputProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-xs space-y-2">
      <MaskedInput {...rest} value={value} onValueChange={setValue} />
      <p className="text-xs text-ink-500">Valor enviado: {value || '(vazio)'}</p>
    </div>
  );
}

const meta = {
  title: 'Forms/MaskedInput',
  component: Controlled,
  tags: ['autodocs'],
  args: { mask: 'cnpj', 'aria-label': 'CNPJ', placeholder: '00.000.000/0000-00' },
  argTypes: { mask: { control: 'inline-radio', options: ['cpf', 'cnpj', 'phone', 'plate'] } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cnpj: Story = {};

export const Cpf: Story = {
  args: { mask: 'cpf', 'aria-label': 'CPF', placeholder: '000.000.000-00', initial: '12345678909' },
};

export const Phone: Story = {
  args: { mask: 'phone', 'aria-label': 'Telefone', placeholder: '(00) 00000-0000', initial: '11987654321' },
};

export const Plate: Story = {
  args: { mask: 'plate', 'aria-label': 'Placa', placeholder: 'AAA-9A99', initial: 'BRA2E19' },
};

export const Invalid: Story = { args: { initial: '1122233300', invalid: true } };

export const Disabled: Story = { args: { initial: '11222333000181', disabled: true } };
