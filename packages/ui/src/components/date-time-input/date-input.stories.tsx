import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field';
import { DateInput, type DateInputProps } from './date-input';

type StoryArgs = DateInputProps & { label: string };

/** Story only: holds the value as a filter panel would, in a Field. */
function Stateful({ label, value: initial, onValueChange, ...props }: StoryArgs) {
  const [value, setValue] = useState(initial);
  return (
    <Field label={label} htmlFor="inicio">
      <DateInput
        {...props}
        id="inicio"
        value={value}
        onValueChange={(next, state) => {
          setValue(next);
          onValueChange(next, state);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  tags: ['autodocs'],
  args: { label: 'Data inicial', value: '', onValueChange: fn() },
  argTypes: {
    value: { control: 'text', description: "'' or 'YYYY-MM-DD'. Initial value in these stories." },
    label: { control: 'text', description: 'Story only: the Field label.' },
  },
  parameters: { docs: { controls: { exclude: ['label'] } } },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled, limited by max, disabled and read-only, one under the other. */
export const Matrix: Story = {
  render: (args) => (
    <div className="space-y-3">
      {[
        { label: 'Vazio', value: '' },
        { label: 'Preenchido', value: '2026-10-01' },
        { label: 'Até 15/10/2026', value: '2026-10-01', max: '2026-10-15' },
        { label: 'Desabilitado', value: '2026-10-01', disabled: true },
        { label: 'Somente leitura', value: '2026-10-01', readOnly: true },
      ].map(({ label, ...props }, index) => (
        <Field key={label} label={label} htmlFor={`data-${index}`}>
          <DateInput id={`data-${index}`} onValueChange={args.onValueChange} {...props} />
        </Field>
      ))}
    </div>
  ),
};

/** The placeholder dd/mm/aaaa, whatever the browser's language. */
export const Empty: Story = {};

export const Filled: Story = { args: { value: '2026-10-01' } };

/** Days after `max` cannot be chosen in the calendar. */
export const WithMax: Story = { args: { value: '2026-10-01', max: '2026-10-15' } };

export const Disabled: Story = { args: { value: '2026-10-01', disabled: true } };

/** Digits typed become a day once whole; a day that does not exist stays incomplete. */
export const TypingTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Data inicial');
    await userEvent.type(input, '31022026');
    await expect(input).toHaveValue('31/02/2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('', { incomplete: true });
    await userEvent.clear(input);
    await userEvent.type(input, '28022026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-02-28', { incomplete: false });
  },
};
