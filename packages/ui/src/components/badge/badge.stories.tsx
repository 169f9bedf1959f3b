import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './badge';

const tones: BadgeTone[] = ['green', 'grey', 'red', 'yellow', 'blue', 'purple', 'orange'];

/** A typical text for each tone, as the portal uses them. */
const EXAMPLES: Record<BadgeTone, string> = {
  green: 'Ativo',
  grey: 'Inativo',
  red: 'Cancelada',
  yellow: 'Pendente',
  blue: 'Criada',
  purple: 'Disponível',
  orange: 'Em Trânsito Carregado',
};

const meta = {
  title: 'Data/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { tone: 'green', children: 'Ativo' },
  argTypes: {
    tone: { control: 'select', options: tones },
    children: { control: 'text', description: 'The short text the badge reads.' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone with a typical text, on a white card and on the grey page background. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Tom</th>
          <th scope="col">Num cartão</th>
          <th scope="col">No fundo da página</th>
        </tr>
      </thead>
      <tbody>
        {tones.map((tone) => (
          <tr key={tone}>
            <th scope="row" className="font-mono font-normal">
              {tone}
            </th>
            <td className="bg-surface px-2 py-1">
              <Badge tone={tone}>{EXAMPLES[tone]}</Badge>
            </td>
            <td className="bg-canvas px-2 py-1">
              <Badge tone={tone}>{EXAMPLES[tone]}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Default: Story = {};

/** A long text stays on one line: keep badge texts short. */
export const LongText: Story = {
  args: { tone: 'blue', children: 'Aguardando carregamento no terminal de origem' },
};
