import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateTimeLong, formatPlate } from '@frota/domain/format';
import { Badge } from '../badge';
import { KeyValueList, type KeyValueItem } from './key-value-list';

const tracking: KeyValueItem[] = [
  { label: 'Placas', value: [formatPlate('ABC1D23'), formatPlate('DEF4G56')].join(' / ') },
  { label: 'Status', value: <Badge tone="orange">Em Trânsito Carregado</Badge> },
  { label: 'Origem', value: 'Terminal Santos' },
  { label: 'Destino', value: 'Usina Ribeirão Preto' },
  { label: 'Endereço', value: 'Rodovia Anhanguera, km 312, Ribeirão Preto - SP', wide: true },
  { label: 'Última atualização', value: formatDateTimeLong('2025-03-14T17:42:00Z') },
];

const meta = {
  title: 'Data/KeyValueList',
  component: KeyValueList,
  tags: ['autodocs'],
  args: { items: tracking },
  argTypes: {
    items: {
      description:
        "Rows: label, value (any node; empty shows '—', read 'Não informado') and wide (spans both columns).",
    },
    columns: {
      description: 'One or two columns (two from 24rem of width).',
      control: 'inline-radio',
      options: [1, 2],
    },
    className: { description: 'Classes added to the wrapper (layout only).', control: false },
  },
} satisfies Meta<typeof KeyValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A white popup box around the list, as on the monitor's map. */
const inPopup: Decorator = (Story) => (
  <div className="max-w-lg rounded-card border border-line bg-surface p-4">{Story()}</div>
);

/** One and two columns, in a wide box and in a 320 px popup, with a wide row and an empty value. */
export const Matrix: Story = {
  render: () => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-40">
            Colunas
          </th>
          <th scope="col">Lista</th>
        </tr>
      </thead>
      <tbody>
        {[
          { name: '1 coluna', columns: 1 as const, width: 'max-w-lg' },
          { name: '2 colunas', columns: 2 as const, width: 'max-w-lg' },
          { name: '2 colunas em 320 px', columns: 2 as const, width: 'w-[320px]' },
        ].map(({ name, columns, width }) => (
          <tr key={name}>
            <th scope="row" className="align-top font-normal">
              {name}
            </th>
            <td>
              <div className={`${width} rounded-card border border-line bg-surface p-4`}>
                <KeyValueList
                  columns={columns}
                  items={[...tracking.slice(0, 4), { label: 'Observação', value: null }, tracking[4]!]}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The tracking popup of the monitor's map. */
export const TrackingPopup: Story = { decorators: [inPopup] };

/** Two columns once the list is at least 24rem wide; the address spans both. */
export const TwoColumns: Story = { args: { columns: 2 }, decorators: [inPopup] };

/** Missing values show an em dash, which a screen reader reads 'Não informado'. */
export const EmptyValues: Story = {
  decorators: [inPopup],
  args: {
    items: [
      { label: 'Placas', value: 'ABC-1D23' },
      { label: 'Origem', value: null },
      { label: 'Destino', value: '' },
      { label: 'Endereço', value: undefined },
    ],
  },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    const empty = '—Não informado';
    await expect(values.map((value) => value.textContent)).toEqual(['ABC-1D23', empty, empty, empty]);
    await expect(within(values[1]!).getByText('—')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongText: Story = {
  decorators: [inPopup],
  args: {
    columns: 2,
    items: [
      { label: 'Cliente', value: 'Cooperativa de Transportadores Autônomos do Vale do Rio Doce Ltda.' },
      { label: 'Motorista', value: 'Maria Aparecida dos Santos Oliveira de Albuquerque' },
      {
        label: 'Endereço',
        value:
          'Avenida Presidente Juscelino Kubitschek de Oliveira, 1.909, Torre Norte, 12º andar, Vila Nova Conceição, São Paulo - SP, 04543-907',
        wide: true,
      },
    ],
  },
};

/** Two columns asked for, but in a 320px popup the list falls back to one. */
export const NarrowWidth: Story = {
  args: { columns: 2 },
  decorators: [inPopup, (Story) => <div className="w-[320px]">{Story()}</div>],
};
