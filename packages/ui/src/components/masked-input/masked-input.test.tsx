import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MaskKind } from '@frota/domain/format';
import { MaskedInput } from './masked-input';

function Harness({ mask, onRaw }: { mask: MaskKind; onRaw: (raw: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedInput
      aria-label="Documento"
      mask={mask}
      value={value}
      onValueChange={(raw) => {
        setValue(raw);
        onRaw(raw);
      }}
    />
  );
}

describe('MaskedInput', () => {
  it('formats a CNPJ while typing and emits only digits', async () => {
    const onRaw = vi.fn();
    render(<Harness mask="cnpj" onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'Documento' });
    await userEvent.type(input, '11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
    expect(onRaw).toHaveBeenLastCalledWith('11222333000181');
    expect(input).toHaveAttribute('maxlength', '18');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('ignores characters a CPF cannot hold and stops at 11 digits', async () => {
    const onRaw = vi.fn();
    render(<Harness mask="cpf" onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'Documento' });
    await userEvent.type(input, '123a456b789c0999');
    expect(input).toHaveValue('123.456.789-09');
    expect(onRaw).toHaveBeenLastCalledWith('12345678909');
    expect(input).toHaveAttribute('maxlength', '14');
  });

  it('formats a pasted phone', async () => {
    const onRaw = vi.fn();
    render(<Harness mask="phone" onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'Documento' });
    await userEvent.click(input);
    await userEvent.paste('(11) 98765-4321');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(onRaw).toHaveBeenLastCalledWith('11987654321');
  });

  it('uppercases a Mercosul plate and shows it with a hyphen', async () => {
    const onRaw = vi.fn();
    render(<Harness mask="plate" onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'Documento' });
    await userEvent.type(input, 'abc1d23');
    expect(input).toHaveValue('ABC-1D23');
    expect(onRaw).toHaveBeenLastCalledWith('ABC1D23');
  });

  it('deletes the digit before a mask character on backspace', async () => {
    const onRaw = vi.fn();
    render(<Harness mask="cpf" onRaw={onRaw} />);
    const input = screen.getByRole('textbox', { name: 'Documento' });
    await userEvent.type(input, '1234');
    expect(input).toHaveValue('123.4');
    await userEvent.type(input, '{ArrowLeft}{Backspace}', { skipClick: true });
    expect(onRaw).toHaveBeenLastCalledWith('124');
    expect(input).toHaveValue('124');
  });

  it('keeps the caret next to a digit typed in the middle', async () => {
    const onRaw = vi.fn();
    render(<Harness mask="cpf" onRaw={onRaw} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Documento' });
    await userEvent.type(input, '123456');
    await userEvent.type(input, '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('192.345.6');
    expect(input.selectionStart).toBe(2);
  });
});
