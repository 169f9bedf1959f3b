import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control';

const MODES = [
  { value: 'full', label: 'Completo' },
  { value: 'compact', label: 'Compacto' },
] as const;
const PERIODS = [
  { value: 'day', label: 'Dia' },
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mês' },
  { value: 'year', label: 'Ano' },
] as const;

/** Story only: the control keeping its own choice, as a page does. */
function Stateful<V extends string>(props: SegmentedControlProps<V>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { label: 'Modo de exibição', options: MODES, value: 'full', onChange: fn() },
  argTypes: { options: { control: false }, className: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The programmings list's modes, the first chosen. */
export const TwoModes: Story = {};

/** The second option chosen. */
export const SecondChosen: Story = { args: { value: 'compact' } };

/** Two, three and four options, each with its first and its last chosen. */
export const Matrix: Story = {
  render: () => (
    <div className="space-y-3">
      {[2, 3, 4].flatMap((count) =>
        [0, count - 1].map((chosen) => (
          <SegmentedControl
            key={`${count}-${chosen}`}
            label={`Período (${count} opções)`}
            options={PERIODS.slice(0, count)}
            value={PERIODS[chosen]!.value}
            onChange={() => {}}
          />
        )),
      )}
    </div>
  ),
};

/** Four options on a 320 px phone: one row. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  render: (args) => <Stateful {...args} label="Período" options={PERIODS} value="week" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: string) => canvas.getByText(name).getBoundingClientRect().top;
    await expect(top('Ano')).toBe(top('Dia'));
  },
};

/** The arrow keys move the choice, as radio buttons do; each pick reaches onChange. */
export const KeyboardTest: Story = {
  ...TwoModes,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Modo de exibição' });
    const full = within(group).getByRole('radio', { name: 'Completo' });
    await expect(full).toBeChecked();
    await userEvent.click(full);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Compacto' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('compact');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(full).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('full');
  },
};
