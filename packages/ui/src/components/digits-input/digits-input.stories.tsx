import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DigitsInput, type DigitsInputProps } from './digits-input';

function Controlled(props: Omit<DigitsInputProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-xs space-y-2">
      <DigitsInput {...rest} value={value} onValueChange={setValue} />
      <p className="text-xs text-ink-500">Valor enviado: {value || '(vazio)'}</p>
    </div>
  );
}

const meta = {
  title: 'Forms/DigitsInput',
  component: Controlled,
  tags: ['autodocs'],
  args: { 'aria-label': 'CPF', placeholder: 'Somente números' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initial: '12345678909' } };

export const Invalid: Story = { args: { initial: '123', invalid: true } };

export const Disabled: Story = { args: { initial: '11222333000181', disabled: true } };
