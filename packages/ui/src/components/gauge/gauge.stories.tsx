import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircularGauge } from './gauge';

const meta = {
  title: 'Data/CircularGauge',
  component: CircularGauge,
  tags: ['autodocs'],
  args: { label: 'Inércia', value: 87.5 },
  argTypes: {
    value: {
      description: 'Percentage from 0 to 100 (clamped); NaN, null or undefined show "—".',
      control: { type: 'number', step: 0.1 },
    },
    label: { description: 'What is measured: the caption and the accessible name.' },
    size: { description: 'md (128px) or lg (176px).', control: 'inline-radio', options: ['md', 'lg'] },
    className: { description: 'Classes added to the wrapper (layout only).', control: false },
  },
} satisfies Meta<typeof CircularGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALUES: { name: string; value: number }[] = [
  { name: '0%', value: 0 },
  { name: '42,25%', value: 42.25 },
  { name: '100%', value: 100 },
  { name: 'Sem dados', value: Number.NaN },
];

/** Both sizes at empty, partial, full and without data. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-center text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="text-left">
            Tamanho
          </th>
          {VALUES.map(({ name }) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(['md', 'lg'] as const).map((size) => (
          <tr key={size}>
            <th scope="row" className="text-left font-mono font-normal">
              {size}
            </th>
            {VALUES.map(({ name, value }) => (
              <td key={name}>
                <CircularGauge label="Inércia" value={value} size={size} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The meter reads the value in pt-BR. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Inércia' });
    await expect(meter).toHaveAttribute('aria-valuenow', '87.5');
    await expect(meter).toHaveAttribute('aria-valuetext', '87,5%');
  },
};

export const Large: Story = { args: { size: 'lg', label: 'Carga no Motor', value: 64 } };

export const Zero: Story = { args: { value: 0 } };

export const Full: Story = { args: { value: 100 } };

/** 130 is shown as 100%: the ring never overflows. */
export const ClampedAboveRange: Story = { args: { value: 130 } };

/** No data yet (NaN, null or undefined): an em dash in the centre, 'Não informado' for screen readers. */
export const NoData: Story = {
  args: { value: Number.NaN },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Inércia' });
    await expect(meter).toHaveTextContent(/^—$/);
    await expect(meter).toHaveAttribute('aria-valuetext', 'Não informado');
  },
};

export const LongLabel: Story = {
  args: { label: 'Atingimento da premiação por Carga no Motor no período selecionado', value: 42.25 },
};

/** The client dashboard's two gauges side by side. */
export const DashboardPair: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8">
      <CircularGauge label="Inércia" value={91.3} size="lg" />
      <CircularGauge label="Carga no Motor" value={58} size="lg" />
    </div>
  ),
};

export const NarrowWidth: Story = {
  decorators: [
    (Story) => <div className="w-[320px] border border-dashed border-line-control p-2">{Story()}</div>,
  ],
  render: () => (
    <div className="flex flex-wrap justify-around gap-4">
      <CircularGauge label="Inércia" value={91.3} />
      <CircularGauge label="Carga no Motor" value={58} />
    </div>
  ),
};
