import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { NumberInput, type NumberInputProps } from './number-input';

type StoryArgs = NumberInputProps & { label: string; hint?: string; error?: string };

/** Holds the value as a form would, in a Field; every change goes to the story's spy. */
function Stateful({ label, hint, error, value: initial, onValueChange, ...props }: StoryArgs) {
  const [value, setValue] = useState(initial);
  return (
    <Field label={label} htmlFor="numero" hint={hint} error={error}>
      <NumberInput
        {...props}
        id="numero"
        aria-describedby={fieldDescribedBy('numero', { hint, error })}
        value={value}
        onValueChange={(next, text) => {
          setValue(next);
          onValueChange(next, text);
        }}
      />
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
  parameters: {
    // Story-only args (the Field around the input): controls on the canvas, not rows of the props table.
    docs: { controls: { exclude: ['label', 'hint', 'error'] } },
  },
  // A form column; the matrix sets the states side by side (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => <div className={parameters.wide ? undefined : 'max-w-xs'}>{Story()}</div>,
  ],
  // The key starts the story over when the value control changes.
  render: (args) => <Stateful key={String(args.value)} {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES = ['Vazio', 'Preenchido', 'Inválido', 'Desabilitado', 'Somente leitura'] as const;

/** Each row's look and its sample numbers: a filled value, and the one an error from the form marks. */
const AFFIXES: { name: string; props: Partial<NumberInputProps>; filled: number; wrong: number }[] = [
  { name: "prefixo 'R$'", props: { prefix: 'R$', step: 0.01, min: 0 }, filled: 1234.5, wrong: 0 },
  { name: "sufixo '%'", props: { suffix: '%', step: 0.01, min: 0, max: 100 }, filled: 12.5, wrong: 0 },
  { name: 'sem afixo', props: { step: 1, min: 0 }, filled: 42, wrong: 0 },
];

const stateProps = (
  state: (typeof STATES)[number],
  row: (typeof AFFIXES)[number],
): Partial<NumberInputProps> => {
  if (state === 'Vazio') return { value: undefined, placeholder: '0' };
  if (state === 'Inválido') return { value: row.wrong, invalid: true };
  if (state === 'Desabilitado') return { value: row.filled, disabled: true };
  if (state === 'Somente leitura') return { value: row.filled, readOnly: true };
  return { value: row.filled };
};

/** Each state (empty, filled, invalid, disabled, read-only) with a prefix, a suffix and neither. */
export const Matrix: Story = {
  parameters: { wide: true },
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Afixo</th>
          {STATES.map((state) => (
            <th key={state} scope="col">
              {state}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {AFFIXES.map((affix) => (
          <tr key={affix.name}>
            <th scope="row" className="font-normal">
              {affix.name}
            </th>
            {STATES.map((state) => (
              <td key={state} className="w-40">
                <NumberInput
                  aria-label={`${affix.name}: ${state}`}
                  value={undefined}
                  onValueChange={args.onValueChange}
                  {...affix.props}
                  {...stateProps(state, affix)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring on each editable input (red on an invalid one). */
export const FocusWithin: Story = {
  ...Matrix,
  parameters: { ...Matrix.parameters, pseudo: { focusWithin: 'div:has(> input:enabled:not([readonly]))' } },
};

/** Empty, ready to type. */
export const Empty: Story = {};

export const Currency: Story = { args: { value: 1234.5 } };

export const Percent: Story = {
  args: { label: 'Bônus', value: 12.5, prefix: undefined, suffix: '%', min: 0, max: 100 },
};

export const ThreeDecimals: Story = {
  args: { label: 'Distância', value: 12.345, step: 0.001, prefix: undefined, suffix: 'km', min: 0 },
};

/** Tab in, type a pt-BR decimal, Tab out: the number is reported and shown with grouping. */
export const EmptyTypingTest: Story = {
  ...Empty,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor do frete' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1234,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.5, expect.any(String));
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,50');
  },
};

/** A percentage near its maximum of 100. */
export const NearMax: Story = {
  args: { label: 'Bônus', value: 99.98, prefix: undefined, suffix: '%', min: 0, max: 100 },
};

/** ArrowUp and ArrowDown add and subtract the step, and stop at max. */
export const NearMaxArrowKeysTest: Story = {
  ...NearMax,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Bônus' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99.99, expect.any(String));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(100, expect.any(String));
    await expect(input).toHaveValue('100,00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99.99, expect.any(String));
    await expect(input).toHaveValue('99,99');
  },
};

/** A small amount: R$ 10,00. */
export const SmallAmount: Story = { args: { value: 10 } };

/** Text that is not a number stays as typed, through blur, marked invalid and reported as NaN. */
export const SmallAmountInvalidTextTest: Story = {
  ...SmallAmount,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor do frete' });
    await userEvent.tab();
    await userEvent.keyboard('{End}.5');
    await expect(input).toHaveValue('10,00.5');
    await expect(input).toBeInvalid();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(Number.NaN, '10,00.5');
    // Nothing typed is replaced by the older value: the text stays, marked, for the user to correct.
    await userEvent.tab();
    await expect(input).toHaveValue('10,00.5');
    await expect(input).toBeInvalid();
  },
};

/** An error from the form: red border, aria-invalid and the Field's message. */
export const Invalid: Story = {
  args: { value: 0, invalid: true, error: 'O valor do frete deve ser maior que zero.' },
};

export const Disabled: Story = { args: { value: 350, disabled: true } };

/** Tab skips a disabled input. */
export const DisabledTest: Story = {
  ...Disabled,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor do frete' });
    await expect(input).toHaveValue('350,00');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = { args: { value: 350, readOnly: true } };

export const LongText: Story = {
  args: {
    label: 'Valor máximo de reembolso por quilômetro rodado fora da rota programada',
    hint: 'Aplicado somente às viagens aprovadas pelo gestor da frota antes da saída do veículo.',
    value: 98765432.1,
  },
};

/** In a 320 px column a long suffix keeps its place and the number shrinks. */
export const NarrowWidth: Story = {
  args: { value: 98765432.1, suffix: 'por viagem' },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
