import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { DateTimeInput, type DateTimeInputProps } from './date-time-input';

type StoryArgs = DateTimeInputProps & { label: string; hint?: string; error?: string };

/** Story only: holds the value as a form would, in a Field wired to the input. */
function Stateful({
  label,
  hint,
  error,
  value: initial,
  onValueChange,
  id = 'validade',
  ...props
}: StoryArgs) {
  const [value, setValue] = useState(initial);
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error}>
      <DateTimeInput
        {...props}
        id={id}
        aria-describedby={fieldDescribedBy(id, { hint, error })}
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
  title: 'Forms/DateTimeInput',
  component: DateTimeInput,
  tags: ['autodocs'],
  args: { label: 'Validade', value: '', onValueChange: fn() },
  argTypes: {
    value: {
      control: 'text',
      description: "'' or 'YYYY-MM-DDTHH:mm' in local time. Initial value in these stories.",
    },
    onValueChange: {
      description:
        "The new value ('' while empty or incomplete) and whether something typed is not yet a moment.",
    },
    min: {
      control: 'text',
      description: "Earliest value, 'YYYY-MM-DDTHH:mm'; the calendar greys out earlier days.",
    },
    max: { control: 'text', description: "Latest value, 'YYYY-MM-DDTHH:mm'." },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid, for an error from the form.' },
    disabled: { control: 'boolean', description: 'Not editable and skipped by Tab.' },
    readOnly: { control: 'boolean', description: 'Focusable, not editable.' },
    label: { control: 'text', description: 'Story only: the Field label.' },
    hint: { control: 'text', description: 'Story only: the Field hint.' },
    error: { control: 'text', description: 'Story only: the Field error.' },
  },
  parameters: {
    // Story-only args (the Field around the input): controls on the canvas, not rows of the props table.
    docs: { controls: { exclude: ['label', 'hint', 'error'] } },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  // The key starts the story over when the value control changes.
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES: { name: string; props: Partial<StoryArgs> }[] = [
  { name: 'Vazio', props: {} },
  { name: 'Preenchido', props: { value: '2025-03-14T08:30' } },
  { name: 'Inválido', props: { invalid: true, error: 'Informe a data e a hora completas.' } },
  { name: 'Desabilitado', props: { value: '2025-03-14T08:30', disabled: true } },
  { name: 'Somente leitura', props: { value: '2025-03-14T08:30', readOnly: true } },
];

/** Empty, filled, invalid, disabled and read-only, one under the other. */
export const Matrix: Story = {
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  render: (args) => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-32">
            Estado
          </th>
          <th scope="col">Campo</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map(({ name, props }, index) => (
          <tr key={name}>
            <th scope="row" className="align-top font-normal">
              {name}
            </th>
            <td>
              <Stateful
                label="Validade"
                value=""
                onValueChange={args.onValueChange}
                {...props}
                id={`validade-${index}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring on each state a user can focus, read-only included (a disabled input never has it). */
export const Focus: Story = {
  ...Matrix,
  parameters: { pseudo: { focus: 'input:not(:disabled)' } },
};

/** Nothing filled yet: the placeholder dd/mm/aaaa hh:mm, in any browser language. */
export const Empty: Story = {};

/** Tab in and type digits: the separators appear, and the value is reported once the date and time are whole. */
export const TypingTest: Story = {
  ...Empty,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Validade');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1412');
    await expect(input).toHaveValue('14/12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('', { incomplete: true });
    await userEvent.keyboard('20250830');
    await expect(input).toHaveValue('14/12/2025 08:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-12-14T08:30', { incomplete: false });
  },
};

/** The calendar chooses the day and keeps the time typed; Esc closes it and gives the focus back. */
export const CalendarTest: Story = {
  args: { value: '2025-03-14T08:30' },
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = await canvas.findByRole('dialog', { name: 'Escolher data' });
    await expect(calendar).toHaveTextContent('março 2025');
    await userEvent.click(within(calendar).getByRole('button', { name: /20 de março de 2025/ }));
    await expect(canvas.getByLabelText('Validade')).toHaveValue('20/03/2025 08:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-03-20T08:30', { incomplete: false });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await canvas.findByRole('dialog', { name: 'Escolher data' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Abrir calendário' })).toHaveFocus();
  },
};

export const Filled: Story = { args: { value: '2025-03-14T08:30' } };

/** The calendar offers only the range; the hint says it in words. */
export const WithMinAndMax: Story = {
  args: {
    value: '2025-03-14T08:30',
    min: '2025-03-01T00:00',
    max: '2025-12-31T23:59',
    hint: 'Entre 01/03/2025 e 31/12/2025.',
  },
};

/** The error is the input's description, and the input is marked invalid. */
export const Invalid: Story = {
  args: { invalid: true, error: 'Informe a data e a hora completas.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Validade');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe a data e a hora completas.');
  },
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

/** In a 320 px column the input keeps the whole date and time visible. */
export const NarrowWidth: Story = {
  args: { value: '2025-03-14T08:30' },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
