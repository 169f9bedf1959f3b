import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCpf, formatPercent } from '@frota/domain/format';
import { RankingList, type RankingItem, type RankingListProps } from './ranking-list';

const drivers: RankingItem[] = [
  ['João da Silva', '12345678909', 98.4],
  ['Maria Aparecida Souza', '98765432100', 95.1],
  ['Carlos Eduardo Lima', '11144477735', 90],
  ['Ana Paula Ferreira', '52998224725', 84.7],
  ['Pedro Henrique Alves', '39053344705', 71.25],
].map(([name, cpf, value]) => ({
  key: String(cpf),
  name: String(name),
  detail: formatCpf(String(cpf)),
  value: Number(value),
  valueLabel: formatPercent(Number(value)),
}));

const meta = {
  title: 'Data/RankingList',
  component: RankingList,
  tags: ['autodocs'],
  args: { title: 'Top motoristas por Inércia', items: drivers },
  argTypes: {
    title: { description: 'Heading of the ranking.' },
    items: { description: 'Rows in rank order: key, name, detail (e.g. CPF), value and valueLabel.' },
    emptyMessage: { description: "Shown when there are no items (default 'Nenhum dado encontrado.')." },
    loading: { description: 'Placeholder rows while the data loads.' },
    headingLevel: { description: 'Heading level of the title.', control: 'inline-radio', options: [2, 3, 4] },
    className: { description: 'Classes added to the section (layout only).', control: false },
  },
  // One ranking sits in a dashboard column; the matrix sets several side by side (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => <div className={parameters.wide ? undefined : 'max-w-md'}>{Story()}</div>,
  ],
} satisfies Meta<typeof RankingList>;

export default meta;
type Story = StoryObj<typeof meta>;

const plainItems: RankingItem[] = [
  { key: 'a', name: 'Transportadora Rio Doce', value: 1520 },
  { key: 'b', name: 'Cooperativa do Vale', value: 980.5 },
  { key: 'c', name: 'Frota Própria', value: 0 },
];

const STATES: { name: string; props: RankingListProps }[] = [
  { name: 'Com valueLabel', props: { title: 'Top motoristas por Inércia', items: drivers.slice(0, 3) } },
  { name: 'Número pt-BR', props: { title: 'Viagens concluídas', items: plainItems } },
  { name: 'Vazio', props: { title: 'Top motoristas por Frenagem', items: [] } },
  { name: 'Carregando', props: { title: 'Top motoristas por Carga no Motor', items: [], loading: true } },
];

/** A ranking with formatted values, with plain numbers, empty and loading, side by side. */
export const Matrix: Story = {
  parameters: { wide: true },
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          {STATES.map((state) => (
            <th key={state.name} scope="col">
              {state.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {STATES.map((state) => (
            <td key={state.name} className="w-64 align-top">
              <RankingList headingLevel={3} {...state.props} />
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  ),
};

/** Five drivers in rank order, each with CPF, a percentage and a bar relative to the first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('João da Silva');
    await expect(rows[0]).toHaveTextContent('98,4%');
  },
};

/** Without valueLabel the value reads as a pt-BR number. */
export const PlainValues: Story = {
  args: {
    title: 'Viagens concluídas',
    items: plainItems,
  },
};

/** Without items the list gives way to a message. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum dado encontrado.')).toBeVisible();
  },
};

export const CustomEmptyMessage: Story = {
  args: { items: [], emptyMessage: 'Nenhum dado encontrado para o cliente/período selecionado.' },
};

/** Placeholder rows while the ranking loads; the section is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongText: Story = {
  args: {
    title: 'Top motoristas por Carga no Motor no período de janeiro a dezembro',
    items: [
      {
        key: 'long',
        name: 'Maria Aparecida dos Santos Oliveira de Albuquerque Cavalcanti',
        detail: '529.982.247-25 · Cooperativa de Transportadores Autônomos do Vale do Rio Doce',
        value: 99.9,
        valueLabel: '99,9%',
      },
      ...drivers.slice(1),
    ],
  },
};

/** In a 320 px column long names wrap and the values stay on the right. */
export const NarrowWidth: Story = {
  decorators: [
    (Story) => <div className="w-[320px] border border-dashed border-line-control p-2">{Story()}</div>,
  ],
};
