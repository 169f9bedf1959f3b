import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WAIT } from '../../programmings/programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../../programmings/programming-story-frame.tsx';
import { REWARDS_MESSAGES } from '../rewards-messages.ts';
import { installRewardsApi, type RewardsApiOptions } from '../rewards-story-fixtures.ts';
import { ReportPage } from './report-page.tsx';

interface ReportArgs extends Pick<RewardsApiOptions, 'empty' | 'fail' | 'pending' | 'onCall'> {
  /** The URL the report opens at: cliente, inicio and fim are its filters. */
  path: string;
}

function ReportScreen({ path }: ReportArgs) {
  return (
    <ProgrammingStoryFrame path={path} route="/backoffice/relatorios/geral" key={path}>
      <ReportPage />
    </ProgrammingStoryFrame>
  );
}

/**
 * Relatório geral de premiação (`/backoffice/relatorios/geral`, menu Relatórios) against a stub API: filters
 * client and interval (kept in the URL), 'Preencha os filtros para continuar.' until all are chosen, then one
 * row per driver with plate, CPF, name, operation, the two attainments and prizes and the total prize, the totals
 * in the footer, and 'Exportar Excel', which downloads relatorio-excel.xlsx with a progress indicator. A driver
 * who drove less than the program's minimum distance is marked 'Não elegível'.
 */
const meta = {
  title: 'Screens/Relatórios/Relatório geral de premiação',
  component: ReportScreen,
  args: { path: '/backoffice/relatorios/geral?cliente=1&inicio=2026-10-01&fim=2026-10-31', onCall: fn() },
  argTypes: {
    path: {
      control: 'text',
      description: 'e.g. /backoffice/relatorios/geral?cliente=1&inicio=2026-10-01&fim=2026-10-31',
    },
    empty: { control: 'boolean', description: 'Story only: no results in the interval.' },
    fail: { control: 'boolean', description: 'Story only: the report call fails.' },
    pending: { control: 'boolean', description: 'Story only: the report call never answers.' },
  },
  beforeEach: ({ args }) =>
    installRewardsApi({
      latency: 40,
      empty: args.empty,
      fail: args.fail,
      pending: args.pending,
      onCall: args.onCall,
    }),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** October for the demo client: eight drivers, one not eligible, and the totals. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: REWARDS_MESSAGES.reportTitle }, WAIT);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(10); // header, eight drivers, totals
    await expect(rows[3]).toHaveTextContent('João Carlos da Silva');
    await expect(rows[3]).toHaveTextContent('R$ 180,75');
    await expect(rows[5]).toHaveTextContent(REWARDS_MESSAGES.notEligible);
    await expect(rows[9]).toHaveTextContent('Total (8 motoristas)');
    await expect(rows[9]).toHaveTextContent(/R\$\s2.192,25$/);
    await expect(canvas.getByRole('button', { name: REWARDS_MESSAGES.exportExcel })).toBeEnabled();
  },
};

/** Nothing chosen yet: the spec's message, and no Excel to export. */
export const FillFilters: Story = {
  args: { path: '/backoffice/relatorios/geral' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REWARDS_MESSAGES.fillFilters)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: REWARDS_MESSAGES.exportExcel })).toBeNull();
  },
};

/** An interval that ends before it starts: said under the end date, and nothing is asked of the server. */
export const ReversedInterval: Story = {
  args: { path: '/backoffice/relatorios/geral?cliente=1&inicio=2026-10-31&fim=2026-10-01' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REWARDS_MESSAGES.intervalOrder)).toBeVisible();
    await expect(canvas.getByLabelText(/Fim do intervalo/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCall).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/v1/backoffice/performance-history/client/1/month/report' }),
    );
  },
};

/** An interval without results: the spec's empty message. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(REWARDS_MESSAGES.empty, {}, WAIT)).toBeVisible();
  },
};

/** While the report loads. */
export const Loading: Story = {
  args: { pending: true },
};

/** The call failed: a message and a way to try again. */
export const Failed: Story = {
  args: { fail: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REWARDS_MESSAGES.loadFailed, {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
