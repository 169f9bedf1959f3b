import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CounterCard, CounterCardGroup } from './counter-card';

describe('CounterCard', () => {
  it('is a toggle button named by its number and label, with pt-BR thousands', () => {
    render(<CounterCard label="Finalizadas" count={1482} tone="green" active />);
    const card = screen.getByRole('button', { name: '1.482 Finalizadas' });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveAttribute('type', 'button');
  });

  it('is not pressed by default and calls onClick from the keyboard', async () => {
    const onClick = vi.fn();
    render(<CounterCard label="Aguardando" count={12} tone="blue" onClick={onClick} />);
    const card = screen.getByRole('button', { name: '12 Aguardando' });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('hides the number while loading and says it is busy', () => {
    render(<CounterCard label="Atrasadas" count={3} tone="red" loading />);
    const card = screen.getByRole('button', { name: 'Atrasadas' });
    expect(card).toHaveAttribute('aria-busy', 'true');
  });

  it('groups the cards under an accessible name', () => {
    render(
      <CounterCardGroup>
        <CounterCard label="Canceladas" count={0} tone="grey" />
      </CounterCardGroup>,
    );
    expect(screen.getByRole('group', { name: 'Programações por etapa' })).toContainElement(
      screen.getByRole('button', { name: '0 Canceladas' }),
    );
  });
});
