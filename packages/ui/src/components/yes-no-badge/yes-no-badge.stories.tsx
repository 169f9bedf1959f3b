import type { Meta, StoryObj } from '@storybook/react-vite';
import { YesNoBadge } from './yes-no-badge';

const meta = {
  title: 'Data/YesNoBadge',
  component: YesNoBadge,
  tags: ['autodocs'],
  args: { value: true },
  argTypes: {
    value: { control: 'boolean' },
    className: { control: false },
  },
} satisfies Meta<typeof YesNoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both values side by side, as they appear in a table's "Ativo" column. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Valor</th>
          <th scope="col">Badge</th>
        </tr>
      </thead>
      <tbody>
        {[true, false].map((value) => (
          <tr key={String(value)}>
            <th scope="row" className="font-mono font-normal">
              {String(value)}
            </th>
            <td>
              <YesNoBadge value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Yes: Story = {};

export const No: Story = { args: { value: false } };
