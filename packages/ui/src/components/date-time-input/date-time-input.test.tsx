import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeInput } from './date-time-input';

describe('DateTimeInput', () => {
  it('shows a value in pt-BR and reports what is typed as the wire value', () => {
    const onValueChange = vi.fn();
    render(
      <DateTimeInput aria-label="Validade" value="2025-03-14T08:30" onValueChange={onValueChange} invalid />,
    );
    const input = screen.getByLabelText('Validade');
    expect(input).toHaveValue('14/03/2025 08:30');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    expect(input).toBeInvalid();
    fireEvent.change(input, { target: { value: '15/12/2025 18:45' } });
    expect(onValueChange).toHaveBeenLastCalledWith('2025-12-15T18:45', { incomplete: false });
  });

  it('says when the input is filled in part, its value staying empty', () => {
    const onValueChange = vi.fn();
    render(<DateTimeInput aria-label="Validade" value="" onValueChange={onValueChange} />);
    fireEvent.change(screen.getByLabelText('Validade'), { target: { value: '15/12' } });
    expect(onValueChange).toHaveBeenLastCalledWith('', { incomplete: true });
    expect(screen.getByLabelText('Validade')).toHaveValue('15/12');
  });

  it('keeps the typing while the form holds no value, and shows a value set from outside', () => {
    function Form() {
      const [value, setValue] = useState('');
      return (
        <>
          <DateTimeInput aria-label="Validade" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('2026-01-02T03:04')}>
            Carregar
          </button>
        </>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Validade');
    fireEvent.change(input, { target: { value: '1512' } });
    expect(input).toHaveValue('15/12');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(input).toHaveValue('02/01/2026 03:04');
  });
});
