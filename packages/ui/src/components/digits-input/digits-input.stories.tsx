import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DigitsInput, type DigitsInputProps } from './digits-input';

/** Story only: holds the digits as a form would, starting from the `value` arg. */
function Stateful({ value: initial, onValueChange, ...props }: DigitsInputProps) {
  const [value, setValue] = useState(initial);
  return (
    <DigitsInput
      {...props}
      value={value}
      onValueChange={(digits) => {
        setValue(digits);
        onValueChange(digits);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DigitsInput',
  component: DigitsInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'CPF', placeholder: 'Somente números', value: '', onValueChange: fn() },
  argTypes: {
    value: { control: 'text', description: 'The digits; in these stories, the initial value.' },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  // The key starts the story over when the value control changes.
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof DigitsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES: { name: string; props: Partial<DigitsInputProps> }[] = [
  { name: 'Vazio', props: {} },
  { name: 'Preenchido', props: { value: '12345678909' } },
  { name: 'Inválido', props: { value: '123', invalid: true } },
  { name: 'Desabilitado', props: { value: '11222333000181', disabled: true } },
];

/** Empty (with its placeholder), filled, invalid and disabled, one under the other. */
export const Matrix: Story = {
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: (args) => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-28">
            Estado
          </th>
          <th scope="col">Campo</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map(({ name, props }) => (
          <tr key={name}>
            <th scope="row" className="font-normal">
              {name}
            </th>
            <td>
              <Stateful
                aria-label={`CPF, ${name.toLowerCase()}`}
                placeholder="Somente números"
                value=""
                onValueChange={args.onValueChange}
                {...props}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring on each state a user can focus (a disabled input never has it). */
export const Focus: Story = {
  ...Matrix,
  parameters: { pseudo: { focus: 'input:not(:disabled)' } },
};

/** Nothing typed yet: the placeholder says what goes in. */
export const Empty: Story = {};

/** Letters typed are dropped; only the digits reach the field and onValueChange. */
export const TypingTest: Story = {
  ...Empty,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CPF' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a3-b4 5');
    await expect(input).toHaveValue('12345');
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234');
  },
};

/** Pasted text, such as a formatted CPF, keeps only its digits. */
export const PasteTest: Story = {
  ...Empty,
  tags: ['!autodocs', 'interaction-test'],
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

/** A CPF typed in full: eleven digits, no punctuation. */
export const Filled: Story = { args: { value: '12345678909' } };

/** Marked wrong by the form: red border and aria-invalid. */
export const Invalid: Story = {
  args: { value: '123', invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'CPF' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Greyed out and not editable. */
export const Disabled: Story = { args: { value: '11222333000181', disabled: true } };

/** Tab skips a disabled input. */
export const DisabledTest: Story = {
  ...Disabled,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CPF' });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
