import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROGRAMMING_STATUSES } from '../components/status-badge';
import { StatusTable } from './foundations';

/**
 * Every programming status (spec 02 §4) with its badge colour, its map-marker colour (spec 02 §9) and the
 * monitor card that counts it, all read from `programming-statuses.ts`.
 */
const meta = {
  title: 'Fundamentos/Status',
  parameters: {
    docs: {
      description: {
        component:
          'Cores de cada status de programação: badge, marcador no mapa e card do monitor. Onde a especificação (02 §9) dá a cor, vale a dela; os cinco atrasos são vermelhos no badge e no marcador; Aguardando Início e Finalizada, que a especificação não colore, são cinza. Em Progresso é amarelo no badge e azul no marcador, como a especificação pede.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabelaDeStatus: Story = {
  name: 'Tabela de status',
  render: () => <StatusTable />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(PROGRAMMING_STATUSES).length + 1);
    const delayed = within(canvasElement).getByRole('row', { name: /DelayedArrival/ });
    await expect(within(delayed).getAllByText(/vermelho/)).toHaveLength(3);
  },
};
