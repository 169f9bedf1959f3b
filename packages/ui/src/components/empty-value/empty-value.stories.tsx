import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyValue } from './empty-value';

const meta = {
  title: 'Text/EmptyValue',
  component: EmptyValue,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dash as a sighted user sees it; a screen reader hears "Não informado". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Não informado')).toHaveClass('sr-only');
  },
};

/** Alone, in body text and in a table cell's small print: the dash takes the surrounding size and colour. */
export const Matrix: Story = {
  render: () => (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-fg-muted">Corpo</dt>
      <dd className="text-fg">
        <EmptyValue />
      </dd>
      <dt className="text-fg-muted">Legenda</dt>
      <dd className="text-xs text-fg-subtle">
        <EmptyValue />
      </dd>
      <dt className="text-fg-muted">Número grande</dt>
      <dd className="text-3xl font-semibold">
        <EmptyValue />
      </dd>
    </dl>
  ),
};

/** In a table beside filled cells: the column keeps its rhythm, and nothing reads as a hyphen or a blank. */
export const InATable: Story = {
  render: () => (
    <table className="text-left text-sm">
      <thead>
        <tr className="text-fg-muted">
          <th className="pr-6 font-medium">Placa</th>
          <th className="pr-6 font-medium">Motorista</th>
          <th className="font-medium">Operação</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className="pr-6">ABC1D23</td>
          <td className="pr-6">Ana Souza</td>
          <td>Grãos Norte</td>
        </tr>
        <tr>
          <td className="pr-6">BRA2E19</td>
          <td className="pr-6">
            <EmptyValue />
          </td>
          <td>
            <EmptyValue />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('cell', { name: 'Não informado' });
    await expect(cells).toHaveLength(2);
  },
};
