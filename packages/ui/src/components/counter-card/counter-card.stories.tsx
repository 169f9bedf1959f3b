import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CounterCard, CounterCardGroup, type CounterCardTone } from './counter-card';

const tones: CounterCardTone[] = ['grey', 'blue', 'yellow', 'red', 'green'];

/** Five stages, one in each tone, with the texts and numbers a monitor shows; `key` is the filter a click sets. */
const stages = [
  { key: 'waiting', label: 'Aguardando', count: 12, tone: 'blue' },
  { key: 'running', label: 'Em execução', count: 27, tone: 'yellow' },
  { key: 'delayed', label: 'Atrasadas', count: 3, tone: 'red' },
  { key: 'finished', label: 'Finalizadas', count: 1482, tone: 'green' },
  { key: 'cancelled', label: 'Canceladas', count: 0, tone: 'grey' },
] as const satisfies ReadonlyArray<{ key: string; label: string; count: number; tone: CounterCardTone }>;

const meta = {
  title: 'Data/CounterCard',
  component: CounterCard,
  subcomponents: { CounterCardGroup },
  tags: ['autodocs'],
  args: { label: 'Aguardando', count: 12, tone: 'blue', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    onClick: { description: 'Called on click, Enter or Space: toggle the stage filter here.' },
  },
} satisfies Meta<typeof CounterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardWidth: Decorator = (Story) => <div className="max-w-56">{Story()}</div>;
const narrow: Decorator = (Story) => (
  <div className="w-[320px] border border-dashed border-line-control p-2">{Story()}</div>
);

/** Each tone off, on (its filter applied) and loading, with a stage's text. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Tom</th>
          <th scope="col">Inativo</th>
          <th scope="col">Ativo</th>
          <th scope="col">Carregando</th>
        </tr>
      </thead>
      <tbody>
        {stages.map((stage) => (
          <tr key={stage.tone}>
            <th scope="row" className="font-mono font-normal">
              {stage.tone}
            </th>
            <td className="w-48">
              <CounterCard {...args} label={stage.label} count={stage.count} tone={stage.tone} />
            </td>
            <td className="w-48">
              <CounterCard {...args} label={stage.label} count={stage.count} tone={stage.tone} active />
            </td>
            <td className="w-48">
              <CounterCard {...args} label={stage.label} count={stage.count} tone={stage.tone} loading />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The pointer over each card: an inactive card greys, an active one keeps its colour. */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on each card. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: true } },
};

export const Default: Story = { decorators: [cardWidth] };

/** Tab reaches the card; Enter and Space press it. */
export const DefaultKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '12 Aguardando' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Its filter applied: tinted, with a ring, and aria-pressed. */
export const Active: Story = { args: { active: true }, decorators: [cardWidth] };

/** While the counts load: a placeholder instead of the number. */
export const Loading: Story = { args: { loading: true }, decorators: [cardWidth] };

/** The counts could not be read: an em dash, read "Não informado", instead of a number. */
export const Unknown: Story = {
  args: { count: null },
  decorators: [cardWidth],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(/^Não informado /);
  },
};

/** A long label wraps and a big number takes its thousands separator. */
export const LongLabel: Story = {
  args: { label: 'Programações aguardando início no terminal de origem', count: 123456, tone: 'yellow' },
  decorators: [cardWidth],
};

/** Five cards holding one filter, as the monitor screen does. */
function Monitor({ onSelect, loading }: { onSelect: (status: string | null) => void; loading?: boolean }) {
  const [status, setStatus] = useState<string | null>(null);
  return (
    <CounterCardGroup>
      {stages.map((stage) => (
        <CounterCard
          key={stage.key}
          label={stage.label}
          count={stage.count}
          tone={stage.tone}
          loading={loading}
          active={status === stage.key}
          onClick={() => {
            const next = status === stage.key ? null : stage.key;
            setStatus(next);
            onSelect(next);
          }}
        />
      ))}
    </CounterCardGroup>
  );
}

/** Five cards, no filter applied. */
export const MonitorGroup: StoryObj<typeof Monitor> = {
  args: { onSelect: fn() },
  render: ({ onSelect }) => <Monitor onSelect={onSelect} />,
};

/** Enter or Space on a card sets its filter, and on the same card again clears it. */
export const MonitorGroupKeyboardTest: StoryObj<typeof Monitor> = {
  ...MonitorGroup,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args: { onSelect } }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '12 Aguardando' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(onSelect).toHaveBeenLastCalledWith('waiting');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '3 Atrasadas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '12 Aguardando' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(onSelect).toHaveBeenLastCalledWith('delayed');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenLastCalledWith(null);
    // No filter left: no card is pressed.
    for (const card of canvas.getAllByRole('button'))
      await expect(card).toHaveAttribute('aria-pressed', 'false');
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
