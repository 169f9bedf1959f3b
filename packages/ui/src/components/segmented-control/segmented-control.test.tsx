import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control';

const MODES = [
  { value: 'full', label: 'Completo' },
  { value: 'compact', label: 'Compacto' },
] as const;

describe('SegmentedControl', () => {
  it('is a named group of radio buttons with the chosen one checked', () => {
    render(<SegmentedControl label="Modo de exibição" options={MODES} value="compact" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Modo de exibição' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Compacto' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Completo' })).not.toBeChecked();
  });

  it('reports a click on an option', async () => {
    const onChange = vi.fn();
    render(<SegmentedControl label="Modo de exibição" options={MODES} value="full" onChange={onChange} />);
    await userEvent.click(screen.getByText('Compacto'));
    expect(onChange).toHaveBeenCalledWith('compact');
  });
});
