import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YesNoBadge } from './yes-no-badge';

describe('YesNoBadge', () => {
  it('reads "Sim" for true and "Não" for false', () => {
    const { rerender } = render(<YesNoBadge value />);
    expect(screen.getByText('Sim')).toBeInTheDocument();
    rerender(<YesNoBadge value={false} />);
    expect(screen.getByText('Não')).toBeInTheDocument();
    expect(screen.queryByText('Sim')).toBeNull();
  });
});
