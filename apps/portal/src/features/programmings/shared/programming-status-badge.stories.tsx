import type { Meta, StoryObj } from '@storybook/react-vite';
import { MONITOR_CARDS, PROGRAMMING_STATUS_TABLE, type ProgrammingStatus } from '@frota/domain';
import { TONE_HEX } from '@frota/ui';
import { expect, within } from 'storybook/test';
import { ProgrammingStatusBadge } from './programming-status-badge.tsx';

const cardOf = (status: ProgrammingStatus) =>
  MONITOR_CARDS.find((card) => (card.statuses as readonly string[]).includes(status));

/**
 * A programming's status as the list and the monitor show it: its pt-BR label in its badge colour (spec 02 §4,
 * §9). Label, badge colour, map-marker colour and monitor card all come from the one status table of
 * `@frota/domain` (programming-status.ts), which the API reads too.
 *
 * **When to use.** Wherever a programming's status is shown. For any other status, use the library's `Badge`.
 *
 * **Accessibility.** The label carries the meaning; the colour only repeats it.
 */
const meta = {
  title: 'Portal/Programações/Status',
  component: ProgrammingStatusBadge,
  args: { status: 'LoadedTransit' },
  argTypes: {
    status: {
      description:
        'The status: its number, a numeric string or its name. Anything else reads "Desconhecido".',
      control: 'select',
      options: [...PROGRAMMING_STATUS_TABLE.map((row) => row.name), 3, 'Teleporte', null],
    },
  },
} satisfies Meta<typeof ProgrammingStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status by number: its badge, its map marker and the monitor card that counts it, then an unknown one. */
export const Matrix: Story = {
  render: () => (
    <table className="text-left text-sm">
      <thead>
        <tr className="text-fg-muted">
          <th scope="col" className="py-1 pr-4 font-medium">
            Número
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            Nome
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            Badge
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            Marcador no mapa
          </th>
          <th scope="col" className="py-1 font-medium">
            Card do monitor
          </th>
        </tr>
      </thead>
      <tbody>
        {PROGRAMMING_STATUS_TABLE.map((row, code) => {
          const card = cardOf(row.name);
          return (
            <tr key={row.name} className="border-t border-line">
              <td className="py-1.5 pr-4 tabular-nums">{code}</td>
              <td className="py-1.5 pr-4 font-mono text-xs">{row.name}</td>
              <td className="py-1.5 pr-4">
                <ProgrammingStatusBadge status={code} />{' '}
                <code className="text-xs text-fg-soft">{row.badge}</code>
              </td>
              <td className="py-1.5 pr-4">
                <span className="inline-flex items-center gap-2 text-xs text-fg-soft">
                  <span
                    aria-hidden="true"
                    className="inline-block size-4 rounded-full"
                    style={{ backgroundColor: TONE_HEX[row.marker] }}
                  />
                  <code>{row.marker}</code>
                </span>
              </td>
              <td className="py-1.5 text-xs text-fg-soft">
                {card ? (
                  <>
                    {card.label} <code>{card.tone}</code>
                  </>
                ) : (
                  'nenhum'
                )}
              </td>
            </tr>
          );
        })}
        <tr className="border-t border-line">
          <td className="py-1.5 pr-4">-</td>
          <td className="py-1.5 pr-4 font-mono text-xs">Teleporte</td>
          <td className="py-1.5 pr-4">
            <ProgrammingStatusBadge status="Teleporte" /> <code className="text-xs text-fg-soft">grey</code>
          </td>
          <td className="py-1.5 pr-4 text-xs text-fg-soft">
            <code>grey</code>
          </td>
          <td className="py-1.5 text-xs text-fg-soft">nenhum</td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(PROGRAMMING_STATUS_TABLE.length + 2);
    const delayed = canvas.getByRole('row', { name: /DelayedArrival/ });
    await expect(within(delayed).getByText('Atraso na Chegada')).toBeVisible();
    await expect(within(delayed).getAllByText('red')).toHaveLength(3);
    await expect(canvas.getByText('Desconhecido')).toBeVisible();
  },
};

export const Default: Story = {};

/** The API may send the number instead of the name. */
export const ByNumber: Story = { args: { status: 3 } };

export const Unknown: Story = { args: { status: 'Teleporte' } };

export const Missing: Story = { args: { status: null } };

/** The longest label in a 320px column, as in the compact list. */
export const NarrowWidth: Story = {
  args: { status: 'DelayedLoading' },
  decorators: [
    (Story) => <div className="w-[320px] border border-dashed border-line-control p-2">{Story()}</div>,
  ],
};
