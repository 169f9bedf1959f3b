import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROGRAMMING_STATUSES, STATUS_MARKER_COLOURS } from './programming-statuses';
import { StatusBadge } from './status-badge';

const entries = Object.entries(PROGRAMMING_STATUSES);

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'Created' },
  argTypes: {
    status: {
      description:
        'The programming status: its number, a numeric string or its name. Anything else reads "Desconhecido".',
      control: 'select',
      options: [
        ...entries.map(([, info]) => info.name),
        ...entries.map(([value]) => Number(value)),
        'Teleporte',
        null,
      ],
    },
    className: { description: 'Classes added to the badge (layout only).', control: false },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status with its number and name, then an unknown one; the last column is the map marker colour. */
export const Matrix: Story = {
  render: () => (
    <table className="text-left text-sm">
      <thead>
        <tr className="text-ink-600">
          <th scope="col" className="py-1 pr-4 font-medium">
            Número
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            Nome
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            Badge
          </th>
          <th scope="col" className="py-1 font-medium">
            Marcador
          </th>
        </tr>
      </thead>
      <tbody>
        {[...entries, ['-', { name: 'Teleporte' }] as const].map(([value, { name }]) => (
          <tr key={name}>
            <td className="py-1 pr-4 tabular-nums">{value}</td>
            <td className="py-1 pr-4 font-mono">{name}</td>
            <td className="py-1 pr-4">
              <StatusBadge status={name} />
            </td>
            <td className="py-1">
              <span
                aria-hidden="true"
                className="inline-block size-4 rounded-full"
                style={{
                  backgroundColor:
                    (STATUS_MARKER_COLOURS as Partial<Record<string, string>>)[name] ??
                    STATUS_MARKER_COLOURS.default,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Em Trânsito Carregado')).toBeVisible();
    await expect(canvas.getByText('Atraso na Chegada')).toBeVisible();
    await expect(canvas.getByText('Desconhecido')).toBeVisible();
  },
};

export const Default: Story = {};

/** The API may send the number instead of the name. */
export const ByNumber: Story = { args: { status: 3 } };

export const Unknown: Story = { args: { status: 'Teleporte' } };

export const Missing: Story = { args: { status: null } };

/** The longest label in a 320px column, as in the compact programming list. */
export const NarrowWidth: Story = {
  args: { status: 'DelayedLoading' },
  decorators: [(Story) => <div className="w-[320px] border border-dashed border-ink-300 p-2">{Story()}</div>],
};
