import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DigitsInput, type DigitsInputProps } from './digits-input';

function Controlled(
  props: Omit<DigitsInputProps, 'value' | 'onValueChange'> & {
    initial?: string;
    onValueChange?: (digits: string) => void;
  },
) {
  const { initial = '', onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-xs space-y-2">
      <DigitsInput
        {...rest}
        value={value}
        onValueChange={(digits) => {
          setValue(digits);
          onValueChange?.(digits);
        }}
      />
      <p className="text-xs text-ink-500">Valor enviado: {value || '(vazio)'}</p>
    </div>
  );
}

const meta = {
  title: 'Forms/DigitsInput',
  component: Controlled,
  tags: ['autodocs'],
  args: { 'aria-label': 'CPF', placeholder: 'Somente números', onValueChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Letters typed are dropped; only the digits reach the field and onValueChange. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a3-b4 5');
    await expect(input).toHaveValue('12345');
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
    await expect(canvas.getByText('Valor enviado: 12345')).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234');
  },
};

/** Pasted text, such as a formatted CPF, keeps only its digits. */
export const PastedText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CPF' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.paste('CPF: 123.456.789-09');
    await expect(input).toHaveValue('12345678909');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345678909');
  },
};

export const Filled: Story = { args: { initial: '12345678909' } };

export const Invalid: Story = { args: { initial: '123', invalid: true } };

/** Tab skips a disabled input. */
export const Disabled: Story = {
  args: { initial: '11222333000181', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CPF' });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
