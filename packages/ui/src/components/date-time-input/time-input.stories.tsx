import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeInput, type TimeInputProps } from './time-input';

/** Story only: holds the value as the operating hours table does. */
function Stateful({ value: initial, onValueChange, ...props }: TimeInputProps) {
  const [value, setValue] = useState(initial);
  return (
    <TimeInput
      {...props}
      value={value}
      onValueChange={(next, state) => {
        setValue(next);
        onValueChange(next, state);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TimeInput',
  component: TimeInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'Início de Segunda', value: '', onValueChange: fn() },
  argTypes: { value: { control: 'text', description: "'' or 'HH:mm'. Initial value in these stories." } },
  decorators: [(Story) => <div className="max-w-32">{Story()}</div>],
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<TimeInputProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled, disabled and read-only, side by side. */
export const Matrix: Story = {
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: (args) => (
    <div className="grid grid-cols-4 gap-3">
      {[
        { name: 'Vazio', value: '' },
        { name: 'Preenchido', value: '18:30' },
        { name: 'Desabilitado', value: '08:00', disabled: true },
        { name: 'Somente leitura', value: '08:00', readOnly: true },
      ].map(({ name, ...props }) => (
        <TimeInput key={name} aria-label={name} onValueChange={args.onValueChange} {...props} />
      ))}
    </div>
  ),
};

/** The placeholder hh:mm, 24 h, whatever the browser's language. */
export const Empty: Story = {};

export const Filled: Story = { args: { value: '18:30' } };

export const Disabled: Story = { args: { value: '08:00', disabled: true } };

/** 24 h: 1830 is 18:30, and 2500 is never a time. */
export const TypingTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Início de Segunda');
    await userEvent.type(input, '1830');
    await expect(input).toHaveValue('18:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('18:30', { incomplete: false });
    await userEvent.clear(input);
    await userEvent.type(input, '2500');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('', { incomplete: true });
  },
};
