import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WAIT } from '../../programmings/programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../../programmings/programming-story-frame.tsx';
import { REWARDS_MESSAGES } from '../rewards-messages.ts';
import { installRewardsApi, type RewardsApiOptions, STORY_CLIENTS } from '../rewards-story-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

interface DashboardArgs extends Pick<RewardsApiOptions, 'empty' | 'fail' | 'pending' | 'onCall'> {
  /** The URL the dashboard opens at: cliente, mes and ano are its filters. */
  path: string;
  /** Story only: the user may see one client (a Manager). */
  manager: boolean;
}

function DashboardScreen({ path }: DashboardArgs) {
  return (
    <ProgrammingStoryFrame path={path} route="/backoffice/dashboard" key={path}>
      <DashboardPage />
    </ProgrammingStoryFrame>
  );
}

/**
 * Dashboard do Cliente (`/backoffice/dashboard`, menu Relatórios) against a stub API: the filters client, month
 * and year (kept in the URL); 'Preencha os filtros para continuar.' until all three are chosen; then the client's
 * Inércia and Carga no Motor attainments as two gauges (its eligible drivers', weighted by driving time) and the
 * two rankings of its best drivers. A Manager's only client is chosen for them. The API computes nothing on the
 * request: it reads the results the recomputation keeps (apps/api/README.md, Rewards).
 */
const meta = {
  title: 'Screens/Relatórios/Dashboard do Cliente',
  component: DashboardScreen,
  args: { path: '/backoffice/dashboard?cliente=1&mes=10&ano=2026', manager: false, onCall: fn() },
  argTypes: {
    path: { control: 'text', description: 'e.g. /backoffice/dashboard?cliente=1&mes=10&ano=2026' },
    manager: { control: 'boolean' },
    empty: { control: 'boolean', description: 'Story only: no results in the month.' },
    fail: { control: 'boolean', description: 'Story only: the dashboard call fails.' },
    pending: { control: 'boolean', description: 'Story only: the dashboard call never answers.' },
  },
  beforeEach: ({ args }) =>
    installRewardsApi({
      latency: 40,
      clients: args.manager ? [STORY_CLIENTS[0]!] : STORY_CLIENTS,
      empty: args.empty,
      fail: args.fail,
      pending: args.pending,
      onCall: args.onCall,
    }),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** October for the demo client: both gauges and both rankings. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inertia = await canvas.findByRole('meter', { name: 'Inércia' }, WAIT);
    await expect(inertia).toHaveAttribute('aria-valuetext', '69,4%');
    await expect(canvas.getByRole('meter', { name: 'Carga no Motor' })).toBeVisible();
    const ranking = canvas.getByRole('region', { name: REWARDS_MESSAGES.topByMotorLoad });
    await expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent('Patrícia Campos Vieira');
    await expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent('345.678.120-26');
  },
};

/** Nothing chosen yet: the filters and the spec's message. */
export const FillFilters: Story = {
  args: { path: '/backoffice/dashboard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(REWARDS_MESSAGES.fillFilters)).toBeVisible();
  },
};

/** Choosing the client shows this month's dashboard; choosing another month shows that one. */
export const FillFiltersTest: Story = {
  ...FillFilters,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REWARDS_MESSAGES.fillFilters)).toBeVisible();
    const client = await canvas.findByRole('button', { name: /Cliente/ }, WAIT);
    await waitFor(() => expect(client).not.toHaveTextContent('Carregando'), WAIT);
    await userEvent.click(client);
    const page = within(document.body); // the options open in a portal
    await userEvent.click(await page.findByRole('option', { name: STORY_CLIENTS[0]!.name }, WAIT));
    // Month and year start at today's: the client is all the dashboard waited for.
    await canvas.findByRole('meter', { name: 'Inércia' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /Mês/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Outubro' }, WAIT));
    await canvas.findByRole('meter', { name: 'Inércia' }, WAIT);
    await waitFor(
      () =>
        expect(args.onCall).toHaveBeenCalledWith(
          expect.objectContaining({ path: '/v1/backoffice/dashboard/client/1' }),
        ),
      WAIT,
    );
  },
};

/** A Manager: their only client is chosen at once; the month is left to them. */
export const Manager: Story = {
  args: { path: '/backoffice/dashboard?mes=10&ano=2026', manager: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('meter', { name: 'Inércia' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Cliente/ })).toHaveTextContent(STORY_CLIENTS[0]!.name);
  },
};

/** A month without results: the spec's empty message. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(REWARDS_MESSAGES.empty, {}, WAIT)).toBeVisible();
  },
};

/** While the month loads. */
export const Loading: Story = {
  args: { pending: true },
};

/** The call failed: the message and Tentar novamente where the dashboard would be, and no toast. */
export const Failed: Story = {
  args: { fail: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REWARDS_MESSAGES.loadFailed, {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
