import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { NumberInput, type NumberInputProps } from './number-input';

type StoryArgs = NumberInputProps & { label: string; hint?: string; error?: string };

/** Holds the value as a form would, and shows what the input reports. */
function Stateful({ label, hint, error, value: initial, onValueChange, ...props }: StoryArgs) {
  const [value, setValue] = useState(initial);
  return (
    <Field label={label} htmlFor="numero" hint={hint} error={error}>
      <NumberInput
        {...props}
        id="numero"
        aria-describedby={fieldDescribedBy('numero', { hint, error })}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
      <output className="text-xs text-ink-600">
        Valor enviado: {value === undefined ? '(vazio)' : value}
      </output>
    </Field>
  );
}

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: { label: 'Valor do frete', value: undefined, onValueChange: fn(), step: 0.01, prefix: 'R$' },
  argTypes: {
    value: {
      control: 'number',
      description: 'The number; undefined when empty. Initial value in these stories.',
    },
    onValueChange: {
      description: 'Every valid number typed, undefined when emptied, the normalised number on blur.',
    },
    step: {
      control: 'number',
      description: 'ArrowUp/ArrowDown increment; its decimals are the decimals shown.',
    },
    min: {
      control: 'number',
      description: 'Lower bound: ArrowDown stops there, typed values are clamped on blur.',
    },
    max: {
      control: 'number',
      description: 'Upper bound: ArrowUp stops there, typed values are clamped on blur.',
    },
    prefix: { control: 'text', description: "Shown before the number, such as 'R$'." },
    suffix: { control: 'text', description: "Shown after the number, such as '%' or 'km'." },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid, for an error from the form.' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    label: { control: 'text', description: 'Story only: the Field label.' },
    hint: { control: 'text', description: 'Story only: the Field hint.' },
    error: { control: 'text', description: 'Story only: the Field error.' },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  // The key starts the story over when the value control changes.
  render: (args) => <Stateful key={String(args.value)} {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Currency: Story = { args: { value: 1234.5 } };

export const Percent: Story = {
  args: { label: 'Bônus', value: 12.5, prefix: undefined, suffix: '%', min: 0, max: 100 },
};

export const ThreeDecimals: Story = {
  args: { label: 'Distância', value: 12.345, step: 0.001, prefix: undefined, suffix: 'km', min: 0 },
};

/** Tab in, type a pt-BR decimal, Tab out: the number is reported and shown with grouping. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor do frete' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1234,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.5);
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,50');
  },
};

/** ArrowUp and ArrowDown add and subtract the step, and stop at max. */
export const ArrowKeys: Story = {
  args: { label: 'Bônus', value: 99.98, prefix: undefined, suffix: '%', min: 0, max: 100 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Bônus' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99.99);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(100);
    await expect(input).toHaveValue('100,00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99.99);
    await expect(input).toHaveValue('99,99');
  },
};

/** Text that is not a number stays as typed and is marked invalid; on blur the last valid value returns. */
export const InvalidText: Story = {
  args: { value: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor do frete' });
    await userEvent.tab();
    await userEvent.keyboard('{End}.5');
    await expect(input).toHaveValue('10,00.5');
    await expect(input).toBeInvalid();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).toHaveValue('10,00');
    await expect(input).toBeValid();
  },
};

export const Invalid: Story = {
  args: { value: 0, invalid: true, error: 'O valor do frete deve ser maior que zero.' },
};

export const Disabled: Story = { args: { value: 350, disabled: true } };

export const ReadOnly: Story = { args: { value: 350, readOnly: true } };

export const LongText: Story = {
  args: {
    label: 'Valor máximo de reembolso por quilômetro rodado fora da rota programada',
    hint: 'Aplicado somente às viagens aprovadas pelo gestor da frota antes da saída do veículo.',
    value: 98765432.1,
  },
};

export const NarrowWidth: Story = {
  args: { value: 98765432.1, suffix: 'por viagem' },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
