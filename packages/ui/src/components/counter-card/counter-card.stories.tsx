import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MONITOR_COUNTERS } from '../status-badge/programming-statuses';
import { CounterCard, CounterCardGroup, type CounterCardTone } from './counter-card';

const tones: CounterCardTone[] = ['grey', 'blue', 'yellow', 'red', 'green'];

/** The monitor's five cards (spec 02 §4), from the one table the foundations' status page also reads. */
const stages = MONITOR_COUNTERS.map((counter, index) => ({
  label: counter.label,
  status: counter.filter,
  count: [12, 27, 3, 1482, 0][index] ?? 0,
  tone: counter.tone,
}));

const meta = {
  title: 'Data/CounterCard',
  component: CounterCard,
  subcomponents: { CounterCardGroup },
  tags: ['autodocs'],
  args: { label: 'Aguardando', count: 12, tone: 'blue', onClick: fn() },
  argTypes: {
    label: { description: 'The stage shown under the number.' },
    count: { description: 'How many programmings are in the stage (pt-BR thousands separator).' },
    tone: { description: 'Colour of the stripe and the number.', control: 'inline-radio', options: tones },
    active: { description: 'The card whose filter is applied (aria-pressed).' },
    loading: { description: 'Placeholder instead of the number while the counts load.' },
    onClick: { description: 'Called on click, Enter or Space.' },
  },
} satisfies Meta<typeof CounterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardWidth: Decorator = (Story) => <div className="max-w-56">{Story()}</div>;
const narrow: Decorator = (Story) => (
  <div className="w-[320px] border border-dashed border-ink-300 p-2">{Story()}</div>
);

export const Default: Story = {
  decorators: [cardWidth],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '12 Aguardando' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Active: Story = { args: { active: true }, decorators: [cardWidth] };

export const Loading: Story = { args: { loading: true }, decorators: [cardWidth] };

export const LongLabel: Story = {
  args: { label: 'Programações aguardando início no terminal de origem', count: 123456, tone: 'yellow' },
  decorators: [cardWidth],
};

export const AllTones: Story = {
  render: (args) => (
    <div className="space-y-3">
      {[false, true].map((active) => (
        <CounterCardGroup key={String(active)} label={active ? 'Ativos' : 'Inativos'}>
          {tones.map((tone) => (
            <CounterCard key={tone} {...args} label={tone} tone={tone} active={active} />
          ))}
        </CounterCardGroup>
      ))}
    </div>
  ),
};

function Monitor({ onSelect, loading }: { onSelect: (status: string | null) => void; loading?: boolean }) {
  const [status, setStatus] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <CounterCardGroup>
        {stages.map((stage) => (
          <CounterCard
            key={stage.status}
            label={stage.label}
            count={stage.count}
            tone={stage.tone}
            loading={loading}
            active={status === stage.status}
            onClick={() => {
              const next = status === stage.status ? null : stage.status;
              setStatus(next);
              onSelect(next);
            }}
          />
        ))}
      </CounterCardGroup>
      <p className="text-sm text-ink-700">
        Filtro de status: <output aria-label="Filtro de status">{status ?? 'nenhum'}</output>
      </p>
    </div>
  );
}

/** The monitor's five cards: Enter or Space on a card sets the status filter, again clears it. */
export const MonitorGroup: StoryObj<typeof Monitor> = {
  args: { onSelect: fn() },
  render: ({ onSelect }) => <Monitor onSelect={onSelect} />,
  play: async ({ canvasElement, args: { onSelect } }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '12 Aguardando' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(onSelect).toHaveBeenLastCalledWith('Waiting');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '3 Atrasadas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '12 Aguardando' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(onSelect).toHaveBeenLastCalledWith('DelayedLoading');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('status', { name: 'Filtro de status' })).toHaveTextContent('nenhum');
  },
};

export const MonitorLoading: StoryObj<typeof Monitor> = {
  args: { onSelect: fn(), loading: true },
  render: ({ onSelect, loading }) => <Monitor onSelect={onSelect} loading={loading} />,
};

/** The five cards in a 320px column: one per row. */
export const NarrowWidth: StoryObj<typeof Monitor> = {
  args: { onSelect: fn() },
  decorators: [narrow],
  render: ({ onSelect }) => <Monitor onSelect={onSelect} />,
};
