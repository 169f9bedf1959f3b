import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankingList } from './ranking-list';

describe('RankingList', () => {
  it('lists the items in order under a named section, with bars relative to the largest value', () => {
    const { container } = render(
      <RankingList
        title="Top motoristas"
        items={[
          { key: 'a', name: 'João', detail: '123.456.789-09', value: 80, valueLabel: '80%' },
          { key: 'b', name: 'Maria', value: 40 },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Top motoristas' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('João123.456.789-0980%');
    expect(rows[1]).toHaveTextContent('Maria40');
    const bars = container.querySelectorAll<HTMLElement>('.bg-accent');
    expect([...bars].map((bar) => bar.style.width)).toEqual(['100%', '50%']);
  });

  it('shows the empty message without items', () => {
    render(<RankingList title="Top motoristas" items={[]} />);
    expect(screen.getByText('Nenhum dado encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is busy while loading', () => {
    render(<RankingList title="Top motoristas" items={[]} loading />);
    expect(screen.getByRole('region', { name: 'Top motoristas' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nenhum dado encontrado.')).toBeNull();
  });
});
