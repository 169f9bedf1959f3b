import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeInput } from './date-time-input';

describe('DateTimeInput', () => {
  it('is a datetime-local input that reports its value', () => {
    const onValueChange = vi.fn();
    render(
      <DateTimeInput
        aria-label="Validade"
        value=""
        onValueChange={onValueChange}
        min="2025-01-01T00:00"
        invalid
      />,
    );
    const input = screen.getByLabelText('Validade');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('min', '2025-01-01T00:00');
    expect(input).toBeInvalid();
    fireEvent.change(input, { target: { value: '2025-03-14T08:30' } });
    expect(onValueChange).toHaveBeenCalledWith('2025-03-14T08:30', { incomplete: false });
  });

  it('says when the input is filled in part, though its value stays empty', () => {
    const onValueChange = vi.fn();
    render(<DateTimeInput aria-label="Validade" value="" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Validade');
    // What the browser reports for "15/12" with no year nor time: no value, and a bad input.
    Object.defineProperty(input, 'validity', { value: { badInput: true } });
    fireEvent.input(input);
    expect(onValueChange).toHaveBeenLastCalledWith('', { incomplete: true });
    fireEvent.blur(input);
    expect(onValueChange).toHaveBeenLastCalledWith('', { incomplete: true });
  });
});
