import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { isCompleteDateTime } from './date-time';
import { DateTimeInput, type DateTimeInputProps } from './date-time-input';

type StoryArgs = DateTimeInputProps & { label: string; hint?: string; error?: string };

/** Holds the value as a form would, and shows whether it is complete (what the expiry field requires). */
function Stateful({ label, hint, error, value: initial, onValueChange, ...props }: StoryArgs) {
  const [value, setValue] = useState(initial);
  return (
    <Field label={label} htmlFor="validade" hint={hint} error={error}>
      <DateTimeInput
        {...props}
        id="validade"
        aria-describedby={fieldDescribedBy('validade', { hint, error })}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
      <output className="text-xs text-ink-600">
        Valor enviado: {value || '(vazio)'} · {isCompleteDateTime(value) ? 'completo' : 'incompleto'}
      </output>
    </Field>
  );
}

const meta = {
  title: 'Forms/DateTimeInput',
  component: DateTimeInput,
  tags: ['autodocs'],
  args: { label: 'Validade', value: '', onValueChange: fn() },
  argTypes: {
    value: {
      control: 'text',
      description: "'' or 'YYYY-MM-DDTHH:mm' in local time. Initial value in these stories.",
    },
    onValueChange: { description: "The new value; '' while the date or the time is partly filled." },
    min: {
      control: 'text',
      description: "Earliest value, 'YYYY-MM-DDTHH:mm'; the picker greys out earlier days.",
    },
    max: { control: 'text', description: "Latest value, 'YYYY-MM-DDTHH:mm'." },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid, for an error from the form.' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    readOnly: { control: 'boolean', description: 'Focusable, not editable.' },
    label: { control: 'text', description: 'Story only: the Field label.' },
    hint: { control: 'text', description: 'Story only: the Field hint.' },
    error: { control: 'text', description: 'Story only: the Field error.' },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  // The key starts the story over when the value control changes.
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '2025-03-14T08:30' } };

/** Tab in and type: the value is reported once the date and the time are complete. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Validade');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('2025-03-14T08:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-03-14T08:30');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Valor enviado: 2025-03-14T08:30 · completo',
    );
  },
};

export const WithMinAndMax: Story = {
  args: {
    value: '2025-03-14T08:30',
    min: '2025-03-01T00:00',
    max: '2025-12-31T23:59',
    hint: 'Entre 01/03/2025 e 31/12/2025.',
  },
};

export const Invalid: Story = {
  args: { invalid: true, error: 'Informe a data e a hora completas.' },
};

export const Disabled: Story = { args: { value: '2025-03-14T08:30', disabled: true } };

export const ReadOnly: Story = { args: { value: '2025-03-14T08:30', readOnly: true } };

export const LongText: Story = {
  args: {
    label: 'Data e hora limite para a conclusão da programação de entregas da rota',
    hint: 'Depois deste horário a programação expira e os motoristas deixam de vê-la no aplicativo.',
    value: '2025-12-31T23:59',
  },
};

export const NarrowWidth: Story = {
  args: { value: '2025-03-14T08:30' },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
