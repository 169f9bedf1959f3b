import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DigitsInput } from './digits-input';

function Harness({ onDigits }: { onDigits: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DigitsInput
      aria-label="CPF"
      value={value}
      onValueChange={(digits) => {
        setValue(digits);
        onDigits(digits);
      }}
    />
  );
}

describe('DigitsInput', () => {
  it('drops letters and symbols while typing', async () => {
    const onDigits = vi.fn();
    render(<Harness onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await userEvent.type(input, '12a3.4-b5');
    expect(input).toHaveValue('12345');
    expect(onDigits).toHaveBeenLastCalledWith('12345');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps only the digits of pasted text', async () => {
    const onDigits = vi.fn();
    render(<Harness onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await userEvent.click(input);
    await userEvent.paste('123.456.789-09');
    expect(input).toHaveValue('12345678909');
    expect(onDigits).toHaveBeenLastCalledWith('12345678909');
  });
});
